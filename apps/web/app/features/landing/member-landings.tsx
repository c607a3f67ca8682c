import { Link } from 'react-router';
import type { TMemberProfile } from '@cupido/contract/browser';
import type { TMessageKey } from '@cupido/i18n';
import { useI18n } from '../../lib/i18n.tsx';
import { placeName } from '../../lib/intl-format.ts';
import { useSite } from '../../lib/use-root-data.ts';
import { FictionalMark, FictionalNote } from '../../ui/fictional-mark.tsx';
import { ChatIcon, HeartIcon, PinIcon } from '../../ui/icons.tsx';

type TProps = { profile: TMemberProfile };

const photoOf = (p: TMemberProfile) => p.photos[0]?.full ?? p.photos[0]?.thumb ?? null;
const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

/** The one call to action of a member landing: sign up with this member as the first contact. */
function MemberSignupLink({ profile, label }: TProps & { label?: string }) {
  const { t } = useI18n();
  return (
    <Link
      to={`/members/${profile.id}/signup`}
      className="btn btn-brand btn-lg rounded-pill px-4 fw-semibold"
    >
      {label ?? t('memberlanding.cta', { name: profile.name })}
    </Link>
  );
}

function Portrait({ profile, className }: TProps & { className: string }) {
  const src = photoOf(profile);
  return src ? (
    <img src={src} alt={profile.name} className={className} width={480} height={600} />
  ) : (
    <div className={`${className} portrait-empty`} aria-hidden="true">
      {profile.name.charAt(0)}
    </div>
  );
}

function NameLine({ profile, as: Heading = 'h1' }: TProps & { as?: 'h1' | 'h2' }) {
  return (
    <Heading className="fw-bold mb-1">
      {profile.name}, {profile.age}
      {profile.is_fictional && <FictionalMark />}
    </Heading>
  );
}

/** members-id-landing: a teaser of the member for visitors, leading to sign-up. */
export function MemberTeaser({ profile }: TProps) {
  const { t, locale } = useI18n();
  const { settings } = useSite();
  return (
    <section className="container py-4 py-md-5" aria-labelledby="teaser-name">
      <div className="row justify-content-center">
        <div className="col-md-8 col-lg-5">
          <article className="card card-soft overflow-hidden">
            <div className="teaser-photo">
              <Portrait profile={profile} className="teaser-img" />
              {profile.hidden_photos > 0 && (
                <span className="teaser-more badge rounded-pill text-bg-dark">
                  {t('memberlanding.more_photos', { count: profile.hidden_photos })}
                </span>
              )}
            </div>
            <div className="card-body p-4">
              <h1 id="teaser-name" className="h3 fw-bold mb-1">
                {profile.name}, {profile.age}
                {profile.is_fictional && <FictionalMark />}
              </h1>
              <p className="text-secondary d-flex align-items-center gap-1">
                <PinIcon /> {placeName(locale, profile.city, profile.country)}
              </p>
              {profile.is_fictional && <FictionalNote className="small text-secondary" />}
              {profile.about && <p lang={profile.about_lang}>{excerpt(profile.about)}</p>}
              <p className="text-secondary small">
                {t('memberlanding.teaser_lead', { name: profile.name, site_name: settings.name })}
              </p>
              <div className="d-grid">
                <MemberSignupLink profile={profile} />
              </div>
            </div>
          </article>
        </div>
      </div>
    </section>
  );
}

/** members-id-landing2: the member's first message waiting, the reply is the sign-up. */
export function MemberChatInvite({ profile }: TProps) {
  const { t, locale } = useI18n();
  const hello = profile.about
    ? excerpt(profile.about)
    : t('memberlanding.chat_hello', { name: profile.name });
  return (
    <section className="container py-4 py-md-5">
      <div className="chat-invite card card-soft mx-auto overflow-hidden">
        <header className="d-flex align-items-center gap-3 p-3 border-bottom">
          <Portrait profile={profile} className="chat-invite-avatar" />
          <div>
            <NameLine profile={profile} />
            <p className="small text-secondary mb-0">
              {placeName(locale, profile.city, profile.country)}
            </p>
          </div>
        </header>
        <div className="p-3 chat-invite-body">
          <p
            className="chat-invite-bubble mb-2"
            lang={profile.about ? profile.about_lang : undefined}
          >
            {hello}
          </p>
          {profile.is_fictional && <FictionalNote className="small text-secondary mb-2" />}
          <p className="small text-secondary mb-0">
            {t('memberlanding.waiting', { name: profile.name })}
          </p>
        </div>
        <div className="p-3 border-top d-grid">
          <MemberSignupLink
            profile={profile}
            label={t('memberlanding.reply', { name: profile.name })}
          />
        </div>
      </div>
    </section>
  );
}

/** members-id-landing3: a spotlight with what the member likes and three steps to them. */
export function MemberSpotlight({ profile }: TProps) {
  const { t, locale, isMessageKey } = useI18n();
  // Interests come as text: one the catalog has no label for shows as sent.
  const label = (key: string, sent: string) => (isMessageKey(key) ? t(key) : sent);
  const steps: [React.ReactNode, TMessageKey][] = [
    [<HeartIcon key="h" />, 'index.step_1'],
    [<ChatIcon key="c" />, 'index.step_3'],
  ];
  return (
    <section className="spotlight py-4 py-md-5">
      <div className="container">
        <div className="row g-4 align-items-center">
          <div className="col-md-5">
            <Portrait profile={profile} className="spotlight-img" />
          </div>
          <div className="col-md-7">
            <p className="text-uppercase small fw-semibold text-secondary mb-1">
              {t('memberlanding.spotlight')}
            </p>
            <NameLine profile={profile} />
            <p className="text-secondary">{placeName(locale, profile.city, profile.country)}</p>
            {profile.is_fictional && <FictionalNote className="small text-secondary" />}
            {profile.interests.length > 0 && (
              <>
                <h2 className="h6 fw-bold">{t('memberlanding.likes', { name: profile.name })}</h2>
                <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3">
                  {profile.interests.slice(0, 8).map((i) => (
                    <li key={i} className="badge rounded-pill text-bg-light border">
                      {label(`interest.${i}`, i)}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <ol className="list-unstyled mb-4">
              {steps.map(([icon, key]) => (
                <li key={key} className="d-flex align-items-center gap-2 mb-2">
                  <span className="feature-icon" aria-hidden="true">
                    {icon}
                  </span>
                  {t(key)}
                </li>
              ))}
            </ol>
            <MemberSignupLink profile={profile} />
          </div>
        </div>
      </div>
    </section>
  );
}
