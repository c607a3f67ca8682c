import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PhotoManager } from '../features/profiles/photo-manager.tsx';
import { PrivacyToggles } from '../features/profiles/privacy-toggles.tsx';
import { ProfileDetailsForm } from '../features/profiles/profile-details-form.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { titleMeta } from '../lib/meta-t.ts';
import { requireUser } from '../lib/session.server.ts';
import { load } from '../lib/ssr-context.server.ts';
import { PageCard } from '../ui/page-card.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [{ photos, limit }, { profile }, { regions }] = await Promise.all([
    load(context, 'GET /api/photos.php'),
    load(context, 'GET /api/profile.php'),
    load(context, 'GET /api/regions.php'),
  ]);
  return { user, photos, limit, profile, regions };
}

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'my_profile.title')];

/** My profile: photos and privacy; the profile as others see it is one click away. */
export default function MyProfile() {
  const { t } = useI18n();
  const { user, photos, limit, profile, regions } = useLoaderData<typeof loader>();
  return (
    <PageCard title={t('my_profile.title')} wide>
      <p>
        <Link to={`/members/${user.id}`}>{t('my_profile.view')}</Link>
      </p>
      <PhotoManager photos={photos} limit={limit} />
      <ProfileDetailsForm profile={profile} regions={regions} />
      <PrivacyToggles
        invisible={user.invisible}
        privacyMode={user.privacy_mode}
        readReceipts={user.read_receipts}
      />
    </PageCard>
  );
}
