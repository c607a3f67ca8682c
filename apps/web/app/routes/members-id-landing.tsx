import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { memberLandingPageMeta } from '../features/landing/landing-meta.ts';
import { loadMemberLanding } from '../features/landing/member-landing.server.ts';
import { MemberTeaser } from '../features/landing/member-landings.tsx';

/** members-id-landing (/members/{id}/landing): a teaser of the member for visitors. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadMemberLanding(request, context, params);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  memberLandingPageMeta(data, matches);

export default function Route() {
  const { profile } = useLoaderData<typeof loader>();
  return <MemberTeaser profile={profile} />;
}
