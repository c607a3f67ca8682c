import type { TProfileCard } from '@cupido/contract/browser';
import { useSite } from '../../lib/use-root-data.ts';

/** The member of the like and match modals: photo, name, and the fictional disclosure. */
export function LikedProfile({ profile }: { profile: TProfileCard }) {
  const { settings } = useSite();
  return (
    <div className="text-center">
      {profile.main_image ? (
        <img
          src={profile.main_image}
          alt={profile.name}
          width={120}
          height={150}
          className="rounded-4 object-fit-cover mb-2"
        />
      ) : (
        <div
          className="bg-secondary-subtle rounded-4 d-inline-flex align-items-center justify-content-center display-5 text-secondary mb-2"
          style={{ width: 120, height: 150 }}
          aria-hidden="true"
        >
          {profile.name.charAt(0)}
        </div>
      )}
      {profile.is_fictional && (
        <p className="small text-secondary mb-0">
          <span role="img" aria-label={settings.fictional_singular}>
            {settings.fictional_icon}
          </span>{' '}
          {settings.fictional_warning}
        </p>
      )}
    </div>
  );
}
