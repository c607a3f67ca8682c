import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table of spec section 2, with the spec's route names as ids. Each feature adds its
 * routes here as it arrives; unmatched paths reach `not-found`, which answers 404.
 */
const LANDERS = ['adultonly', 'tinderswipe', 'whoneedsstrings'];
const SLUG_LANDERS = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
];

export default [
  layout('layouts/default-layout.tsx', { id: 'layout-default' }, [
    index('routes/index.tsx', { id: 'index' }),
    route('complaints', 'routes/complaints.tsx', { id: 'complaints' }),
    route('pages/:page', 'routes/static-page.tsx', { id: 'static-pages' }),
    route(':token', 'routes/static-page.tsx', { id: 'static-token' }),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  layout('layouts/lander-layout.tsx', { id: 'layout-lander' }, [
    ...LANDERS.map((name) =>
      route(`landers/${name}`, 'routes/lander.tsx', { id: `landers-${name}` }),
    ),
    ...SLUG_LANDERS.map((name) =>
      route(`landers/${name}/:slug?`, 'routes/lander.tsx', { id: `landers-${name}-slug` }),
    ),
  ]),
] satisfies RouteConfig;
