import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { z } from 'zod';
import { ZMemberProfile } from '@cupido/contract';
import { MemberProfileView } from '../features/profiles/member-profile-view.tsx';
import { apiGet } from '../lib/ssr-context.server.ts';

/** /members/{id} and /likes/m/{id}: invalid ids are the 404 page (spec section 2). */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? '')) throw data(null, { status: 404 });
  const { profile } = await apiGet(
    context,
    `/api/member.php?id=${params.id}`,
    z.object({ profile: ZMemberProfile }),
  );
  // Social-share image: only an active main photo anyone may see (spec section 3).
  const main = profile.photos[0];
  const ogImage = main && !main.locked && main.full ? new URL(main.full, request.url).href : null;
  return { profile, ogImage };
}

export const meta: MetaFunction<typeof loader> = ({ data: d }) =>
  d
    ? [
        { title: `${d.profile.name}, ${d.profile.age}` },
        { property: 'og:title', content: d.profile.name },
        ...(d.ogImage ? [{ property: 'og:image', content: d.ogImage }] : []),
      ]
    : [];

export default function MemberProfile() {
  const { profile } = useLoaderData<typeof loader>();
  return <MemberProfileView profile={profile} />;
}
