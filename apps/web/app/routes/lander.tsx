import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { landerMeta } from '../features/landing/landing-meta.ts';
import { loadLander } from '../features/landing/lander-data.server.ts';
import { LANDERS } from '../features/landing/landers.tsx';

/** The eleven campaign landers (spec section 2); the slug 'auto' becomes the locale. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadLander(request, context, params.slug);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? landerMeta(
        matches,
        {
          title: `lander.${data.name}.title`,
          description: `lander.${data.name}.description`,
        },
        data.ogImage,
      )
    : [];

export default function Lander() {
  const { name, members, map } = useLoaderData<typeof loader>();
  const Page = LANDERS[name];
  return <Page members={members} map={map} />;
}
