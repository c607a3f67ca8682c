import { useEffect } from 'react';
import {
  data,
  useLoaderData,
  useMatches,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { MemberProfileView } from '../features/profiles/member-profile-view.tsx';
import { call } from '../lib/api.ts';
import { loadRootData } from '../lib/root-data.server.ts';
import { useSite } from '../lib/use-root-data.ts';
import { load } from '../lib/ssr-context.server.ts';
import { textTitleMeta } from '../lib/meta-t.ts';

/** /members/{id} and /likes/m/{id}: invalid ids are the 404 page (spec section 2). */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  // Beyond the ids the member call takes (2,000,000,000) there is no member either.
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? '') || Number(params.id) > 2_000_000_000)
    throw data(null, { status: 404 });
  const { user } = await loadRootData(request, context);
  const [{ profile }, likes] = await Promise.all([
    load(context, 'GET /api/member.php', { query: { id: params.id } }),
    user ? load(context, 'GET /api/likes.php') : null,
  ]);
  const liked = likes?.profiles.some((p) => p.id === profile.id) ?? false;
  // This member's like to me is still new: opening the profile, by any way, is seeing it.
  const newLiker = likes?.liked_by.some((p) => p.id === profile.id && p.like_new) ?? false;
  // Social-share image: only an active main photo anyone may see (spec section 3).
  const main = profile.photos[0];
  const ogImage = main && !main.locked && main.full ? new URL(main.full, request.url).href : null;
  return { profile, ogImage, liked, newLiker };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d
    ? [
        textTitleMeta(matches, `${d.profile.name}, ${d.profile.age}`),
        { property: 'og:title', content: d.profile.name },
        ...(d.ogImage ? [{ property: 'og:image', content: d.ogImage }] : []),
      ]
    : [];

export default function MemberProfile() {
  const { profile, liked, newLiker } = useLoaderData<typeof loader>();
  const { user } = useSite();
  const fromLikes = useMatches().at(-1)?.id === 'likes-m-id';
  // Opening a liker's profile clears their new-like flag (spec section 4): from the likes
  // (/likes/m/{id}), and from anywhere else (a search card, a chat) while their like is new.
  // After the page's data, so the badge total the server sends back is the last word.
  useEffect(() => {
    if ((fromLikes || newLiker) && user)
      void call('POST /api/like-seen.php', { body: { member_id: profile.id } }).catch(
        () => undefined,
      );
  }, [fromLikes, newLiker, user, profile.id]);
  return <MemberProfileView profile={profile} liked={liked} />;
}
