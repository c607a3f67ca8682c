import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { memberLandingPageMeta } from '../features/landing/landing-meta.ts';
import { loadMemberLanding } from '../features/landing/member-landing.server.ts';
import { MemberSpotlight } from '../features/landing/member-landings.tsx';

/** members-id-landing3-slug (/members/{id}/landing3/{slug?}): the member in the spotlight. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadMemberLanding(request, context, params);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  memberLandingPageMeta(data, matches);

export default function Route() {
  const { profile } = useLoaderData<typeof loader>();
  return <MemberSpotlight profile={profile} />;
}
