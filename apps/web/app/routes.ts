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
    route('login', 'routes/login.tsx', { id: 'login' }),
    route('members', 'routes/members.tsx', { id: 'members' }),
    route('members/:id', 'routes/member-profile.tsx', { id: 'members-id' }),
    route('likes/m/:id', 'routes/member-profile.tsx', { id: 'likes-m-id' }),
    route('profile', 'routes/my-profile.tsx', { id: 'profile' }),
    route('activate/done', 'routes/activate-done.tsx', { id: 'activate-done' }),
    route('activate/error', 'routes/activate-error.tsx', { id: 'activate-error' }),
    route('reset-password', 'routes/reset-password.tsx', { id: 'reset-password' }),
    route('reset-password/do', 'routes/reset-password-do.tsx', { id: 'reset-password-do' }),
    route('mail-change/do', 'routes/mail-change-do.tsx', { id: 'mail-change-do' }),
    route('settings', 'routes/settings.tsx', { id: 'settings' }),
    route('settings/delete', 'routes/settings-delete.tsx', { id: 'settings-delete' }),
    route('account-deleted', 'routes/account-deleted.tsx', { id: 'account-deleted' }),
    route('pages/:page', 'routes/static-page.tsx', { id: 'static-pages' }),
    route(':token', 'routes/static-page.tsx', { id: 'static-token' }),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  layout('layouts/chat-layout.tsx', { id: 'layout-chat' }, [
    route('chats', 'routes/chats.tsx', { id: 'chats' }),
    route('chats/:id', 'routes/chats-id.tsx', { id: 'chats-id' }),
    route('members/:id/chat', 'routes/members-id-chat.tsx', { id: 'members-id-chat' }),
  ]),
  layout('layouts/empty-layout.tsx', { id: 'layout-empty' }, [
    route('signup', 'routes/signup.tsx', { id: 'signup' }),
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
