import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TMemberProfile } from '@cupido/contract/browser';
import { useI18n } from '../../lib/i18n.tsx';
import { displayNames } from '../../lib/intl-format.ts';
import { ProfilePhotos } from './photo-gallery.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { loginThenBack } from '../../lib/return-path.ts';
import { useSignupModal } from '../../lib/signup-modal.tsx';
import { ChatIcon, GiftIcon } from '../../ui/icons.tsx';
import { LikeButton } from '../../ui/like-button.tsx';
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
  const signup = useSignupModal();
  const notice = useRef<HTMLDivElement>(null);
  // The notice opens where the member tapped, and the screen follows it there.
  useEffect(() => {
    if (askLogin) notice.current?.scrollIntoView({ block: 'nearest' });
  }, [askLogin]);
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
          ref={notice}
          className="alert alert-info d-flex flex-wrap align-items-center gap-2 mt-2 mb-0"
          role="alert"
          data-testid="gift-login-notice"
        >
          <span className="w-100">{t('chat.gift_login_required', { name })}</span>
          <button type="button" className="btn btn-sm btn-brand rounded-pill" onClick={signup.open}>
            {t('index.cta_signup')}
          </button>
          <Link
            to={loginThenBack(`/members/${memberId}/chat?gift=1`)}
            className="btn btn-sm btn-outline-brand rounded-pill"
          >
            {t('index.cta_login')}
          </Link>
        </div>
      )}
    </div>
  );
}

/**
 * A member's profile page: photos (locked ones blurred), details, interests, about-me, and the
 * like button (`liked`: the viewer likes this member).
 */
export function MemberProfileView({ profile, liked }: { profile: TMemberProfile; liked: boolean }) {
  const { t, locale, isMessageKey } = useI18n();
  const { settings, user } = useSite();
  const country = displayNames(locale, 'region').of(profile.country) ?? profile.country;
  const place = [profile.city, profile.region, country].filter(Boolean).join(', ');
  // Fields, values and interests come as text: one the catalog has no label for shows as sent.
  const label = (key: string, sent: string) => (isMessageKey(key) ? t(key) : sent);
  const value = (field: string, v: string | boolean) =>
    typeof v === 'boolean' ? t(v ? 'common.yes' : 'common.no') : label(`profile.${field}.${v}`, v);
  return (
    <div className="container py-4">
      {profile.is_own && <div className="alert alert-info">{t('member.own_profile')}</div>}
      <div className="row g-4">
        <div className="col-md-5">
          <ProfilePhotos profile={profile} />
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
            <div className="mb-2">
              <LikeButton memberId={profile.id} name={profile.name} liked={liked} />
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
              <Link to={`/complaints?profile=${profile.id}`} className="btn btn-link btn-sm ms-1">
                {t('member.report', { name: profile.name })}
              </Link>
            </div>
          )}
          {profile.about && (
            <section className="mb-4">
              <h2 className="h5">{t('member.about', { name: profile.name })}</h2>
              <p lang={profile.about_lang} style={{ whiteSpace: 'pre-line' }}>
                {profile.about}
              </p>
            </section>
          )}
          {Object.keys(profile.fields).length > 0 && (
            <section className="mb-4">
              <h2 className="h5">{t('member.details')}</h2>
              <dl className="row mb-0">
                {Object.entries(profile.fields).map(([field, v]) => (
                  <div key={field} className="col-6 mb-2">
                    <dt className="small text-secondary fw-normal">
                      {label(`profile.${field}`, field)}
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
                    {label(`interest.${i}`, i)}
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
