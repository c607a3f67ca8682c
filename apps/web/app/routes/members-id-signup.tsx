import { redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { SignupFlow } from '../features/accounts/signup-flow.tsx';
import { memberLandingMeta } from '../features/landing/landing-meta.ts';
import { metaT } from '../lib/meta-t.ts';
import { loadMemberLanding } from '../features/landing/member-landing.server.ts';
import { useI18n } from '../lib/i18n.tsx';
import { loadRootData } from '../lib/root-data.server.ts';
import { FictionalMark, FictionalNote } from '../ui/fictional-mark.tsx';
import { PageCard } from '../ui/page-card.tsx';

/**
 * members-id-signup (/members/{id}/signup): sign-up with this member as the first contact;
 * after activation the new member lands in the conversation with them. Members go straight to it.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const landing = await loadMemberLanding(request, context, params);
  const { user } = await loadRootData(request, context);
  if (user) throw redirect(`/members/${landing.profile.id}/chat`);
  return landing;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { root, t } = metaT(matches);
  const description = data ? t('membersignup.title', { name: data.profile.name }) : '';
  return memberLandingMeta(data, description, root?.settings.name);
};

export default function MembersIdSignup() {
  const { t } = useI18n();
  const { profile } = useLoaderData<typeof loader>();
  const photo = profile.photos[0]?.thumb;
  return (
    <PageCard title={t('membersignup.title', { name: profile.name })}>
      <div className="d-flex align-items-center gap-3 mb-3">
        {photo && (
          <img
            src={photo}
            alt=""
            width={56}
            height={56}
            className="rounded-circle object-fit-cover"
          />
        )}
        <p className="mb-0 fw-semibold">
          {profile.name}, {profile.age}
          {profile.is_fictional && <FictionalMark />}
        </p>
      </div>
      {profile.is_fictional && <FictionalNote className="small text-secondary" />}
      <p className="text-secondary">{t('membersignup.lead', { name: profile.name })}</p>
      <SignupFlow firstContact={profile.id} />
    </PageCard>
  );
}
