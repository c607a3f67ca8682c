import { useState } from 'react';
import { Link } from 'react-router';
import type { TMemberProfile } from '@cupido/contract';
import type { TMessageKey } from '@cupido/i18n';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { loginThenBack } from '../../lib/return-path.ts';
import { ChatIcon, GiftIcon } from '../../ui/icons.tsx';
import { ProfileGrid } from '../../ui/profile-grid.tsx';
import { BlockButton } from './block-button.tsx';

/**
 * Chat and Send gift (the gift opens the gift dialog in the chat). A visitor may chat only after
 * logging in; the gift button says so (spec section 6).
 */
function ContactButtons({
  memberId,
  name,
  loggedIn,
}: {
  memberId: number;
  name: string;
  loggedIn: boolean;
}) {
  const { t } = useI18n();
  const [askLogin, setAskLogin] = useState(false);
  return (
    <div className="contact-buttons mb-3">
      <div className="d-flex flex-wrap gap-2">
        <Link
          to={`/members/${memberId}/chat`}
          className="btn btn-brand rounded-pill d-inline-flex align-items-center gap-2"
        >
          <ChatIcon />
          {t('member.chat', { name })}
        </Link>
        {loggedIn ? (
          <Link
            to={`/members/${memberId}/chat?gift=1`}
            className="btn btn-outline-brand rounded-pill d-inline-flex align-items-center gap-2"
          >
            <GiftIcon />
            {t('member.send_gift', { name })}
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-outline-brand rounded-pill d-inline-flex align-items-center gap-2"
            onClick={() => setAskLogin(true)}
          >
            <GiftIcon />
            {t('member.send_gift', { name })}
          </button>
        )}
      </div>
      {askLogin && (
        <div
          className="alert alert-info d-flex flex-wrap align-items-center gap-2 mt-2 mb-0"
          role="alert"
        >
          <span className="me-auto">{t('chat.gift_login_required', { name })}</span>
          <Link
            to={loginThenBack(`/members/${memberId}/chat?gift=1`)}
            className="btn btn-sm btn-brand rounded-pill"
          >
            {t('nav.login')}
          </Link>
        </div>
      )}
    </div>
  );
}

/** A member's profile page: photos (locked ones blurred), details, interests, about-me. */
export function MemberProfileView({ profile }: { profile: TMemberProfile }) {
  const { t, locale } = useI18n();
  const { settings, user } = useSite();
  const country =
    new Intl.DisplayNames([locale], { type: 'region' }).of(profile.country) ?? profile.country;
  const place = [profile.city, profile.region, country].filter(Boolean).join(', ');
  const value = (field: string, v: string | boolean) =>
    typeof v === 'boolean'
      ? t(v ? 'common.yes' : 'common.no')
      : t(`profile.${field}.${v}` as TMessageKey);
  const [main, ...rest] = profile.photos;
  return (
    <div className="container py-4">
      {profile.is_own && <div className="alert alert-info">{t('member.own_profile')}</div>}
      {profile.is_blocked_by_me && (
        <div className="alert alert-warning">
          {t('member.blocked_notice', { name: profile.name })}
        </div>
      )}
      <div className="row g-4">
        <div className="col-md-5">
          <div className="card card-soft overflow-hidden">
            <div className="ratio" style={{ '--bs-aspect-ratio': '125%' } as React.CSSProperties}>
              {main && !main.locked ? (
                <img
                  src={main.full ?? main.thumb}
                  alt={profile.name}
                  className="object-fit-cover"
                />
              ) : (
                <div
                  className="bg-secondary-subtle d-flex align-items-center justify-content-center display-1 text-secondary"
                  aria-hidden="true"
                >
                  {profile.name.charAt(0)}
                </div>
              )}
            </div>
          </div>
          {(rest.length > 0 || profile.hidden_photos > 0) && (
            <section aria-label={t('member.photos', { name: profile.name })} className="mt-3">
              <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2">
                {rest.map((photo) => (
                  <li key={photo.thumb} className="position-relative">
                    {photo.locked ? (
                      <>
                        <img
                          src={photo.thumb}
                          alt={t('member.locked')}
                          width={96}
                          height={96}
                          className="rounded-3 object-fit-cover"
                        />
                        <span
                          className="position-absolute top-50 start-50 translate-middle fs-4"
                          aria-hidden="true"
                        >
                          🔒
                        </span>
                      </>
                    ) : (
                      <a href={photo.full ?? photo.thumb} target="_blank" rel="noreferrer">
                        <img
                          src={photo.thumb}
                          alt={t('member.photos', { name: profile.name })}
                          width={96}
                          height={96}
                          className="rounded-3 object-fit-cover"
                        />
                      </a>
                    )}
                  </li>
                ))}
              </ul>
              {profile.hidden_photos > 0 && !user && (
                <Link to="/login" className="btn btn-outline-brand btn-sm rounded-pill">
                  {t('member.login_more_photos', { name: profile.name })}
                </Link>
              )}
            </section>
          )}
        </div>
        <div className="col-md-7">
          <h1 className="fw-bold mb-1">
            {profile.name}
            {profile.is_fictional && (
              <span
                className="ms-2"
                role="img"
                aria-label={settings.fictional_singular}
                title={settings.fictional_warning}
              >
                {settings.fictional_icon}
              </span>
            )}
          </h1>
          <p className="text-secondary">
            {t('member.years', { age: profile.age })} · {place}
          </p>
          {profile.is_fictional && (
            <div className="alert alert-light border small">
              {settings.fictional_icon} {settings.fictional_warning}
            </div>
          )}
          {!profile.is_own && !profile.is_blocked_by_me && (
            <ContactButtons memberId={profile.id} name={profile.name} loggedIn={user !== null} />
          )}
          {user && !profile.is_own && (
            <div className="mb-3">
              <BlockButton
                memberId={profile.id}
                name={profile.name}
                isBlocked={profile.is_blocked_by_me}
              />
            </div>
          )}
          {profile.about && (
            <section className="mb-4">
              <h2 className="h5">{t('member.about', { name: profile.name })}</h2>
              <p style={{ whiteSpace: 'pre-line' }}>{profile.about}</p>
            </section>
          )}
          {Object.keys(profile.fields).length > 0 && (
            <section className="mb-4">
              <h2 className="h5">{t('member.details')}</h2>
              <dl className="row mb-0">
                {Object.entries(profile.fields).map(([field, v]) => (
                  <div key={field} className="col-6 mb-2">
                    <dt className="small text-secondary fw-normal">
                      {t(`profile.${field}` as TMessageKey)}
                    </dt>
                    <dd className="mb-0">{value(field, v)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          {profile.interests.length > 0 && (
            <section>
              <h2 className="h5">{t('profile.interests')}</h2>
              <ul className="list-unstyled d-flex flex-wrap gap-2">
                {profile.interests.map((i) => (
                  <li key={i} className="badge rounded-pill text-bg-light border fw-normal fs-6">
                    {t(`interest.${i}` as TMessageKey)}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
      {profile.related.length > 0 && (
        <section className="mt-5" aria-labelledby="related-title">
          <h2 id="related-title" className="h5">
            {t('member.related')}
          </h2>
          <ProfileGrid profiles={profile.related} dense />
        </section>
      )}
    </div>
  );
}
