import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TProfileCard } from '@cupido/contract/browser';
import { useI18n } from '../lib/i18n.tsx';
import { placeName } from '../lib/intl-format.ts';
import { useSite } from '../lib/use-root-data.ts';

/**
 * A member in the results; a fictional profile carries the site's icon and warning. `href`
 * replaces the profile link (the likes pages open /likes/m/{id}); `extra` adds controls and
 * labels below (like buttons, 'New').
 */
export function ProfileCard({
  profile,
  href,
  extra,
}: {
  profile: TProfileCard;
  href?: string;
  extra?: ReactNode;
}) {
  const { t, locale } = useI18n();
  const { settings } = useSite();
  const place = placeName(locale, profile.city, profile.country);
  return (
    <article className="card card-soft h-100 overflow-hidden" aria-label={profile.name}>
      <div className="ratio" style={{ '--bs-aspect-ratio': '125%' } as React.CSSProperties}>
        {profile.main_image ? (
          <img src={profile.main_image} alt="" loading="lazy" className="object-fit-cover" />
        ) : (
          <div
            className="bg-secondary-subtle d-flex align-items-center justify-content-center display-4 text-secondary"
            aria-hidden="true"
          >
            {profile.name.charAt(0)}
          </div>
        )}
      </div>
      <div className="card-body p-2">
        <h2 className="h6 mb-0 text-truncate">
          <Link
            to={href ?? `/members/${profile.id}`}
            className="stretched-link text-reset text-decoration-none"
          >
            {profile.name}
          </Link>
          {profile.is_fictional && (
            <span
              className="ms-1"
              title={settings.fictional_warning}
              role="img"
              aria-label={settings.fictional_singular}
            >
              {settings.fictional_icon}
            </span>
          )}
        </h2>
        <p className="small text-secondary mb-0 text-truncate">
          {t('members.age_city', { age: profile.age, city: place })}
        </p>
        {profile.is_fictional && (
          <p className="small mb-0 mt-1 text-secondary">{settings.fictional_warning}</p>
        )}
        {extra && <div className="mt-2">{extra}</div>}
      </div>
    </article>
  );
}
