import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import {
  allowedTags,
  CONSENT_OPEN_EVENT,
  consentCookie,
  hasTags,
  readConsent,
  withdraws,
  type TConsent,
} from '../lib/consent.ts';
import { CONSENT_COOKIE } from '@cupido/contract/browser';
import { readCookie } from '../lib/cookies.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useSite } from '../lib/use-root-data.ts';

const CONSENT_CHANGED_EVENT = 'cupido:consent-changed';
const subscribeConsent = (onChange: () => void) => {
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
};
const storedConsent = () => readCookie(document.cookie, CONSENT_COOKIE);

/**
 * The cookie banner (spec section 7): the site's tags load only after consent to their
 * category (necessary, statistics, marketing). Shown on a site that has tags until the visitor
 * chooses; the footer's "Cookie settings" opens it again, and taking consent back is as easy
 * as giving it (the page reloads, so loaded tags are gone from the next page on).
 */
export function ConsentBanner() {
  const { t } = useI18n();
  const { settings, consentStored } = useSite();
  const id = useId();
  const enabled = hasTags(settings.tags);
  // The stored choice lives in a cookie: the server reads it from the request (the banner and
  // the tags come with the page, before any script runs), the browser re-reads it when this
  // banner changes it.
  const stored = useSyncExternalStore(subscribeConsent, storedConsent, () => consentStored);
  const consent = stored ? readConsent(`${CONSENT_COOKIE}=${stored}`) : null;
  const [reopened, setReopened] = useState(false);
  const [draft, setDraft] = useState<TConsent | null>(null);
  useEffect(() => {
    const reopen = () => setReopened(true);
    window.addEventListener(CONSENT_OPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen);
  }, []);

  // Each allowed tag once per page (React loads an async script once, in the head).
  const tags = enabled
    ? allowedTags(settings.tags, consent).map((src) => <script key={src} async src={src} />)
    : [];
  if (!enabled || (stored !== null && !reopened)) return tags;
  const choice = draft ?? consent ?? { statistics: false, marketing: false };

  function save(next: TConsent) {
    document.cookie = consentCookie(next);
    if (withdraws(consent, next)) {
      window.location.reload();
      return;
    }
    setReopened(false);
    setDraft(null);
    window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
  }

  const categories = [
    { key: 'statistics', label: t('consent.statistics'), body: t('consent.statistics_body') },
    { key: 'marketing', label: t('consent.marketing'), body: t('consent.marketing_body') },
  ] as const;
  return (
    <>
      {tags}
      <section className="consent-banner card shadow-lg" aria-labelledby={`${id}-title`}>
        <div className="card-body">
          <h2 id={`${id}-title`} className="h5 fw-bold">
            {t('consent.title')}
          </h2>
          <p className="small mb-2">{t('consent.body', { site_name: settings.name })}</p>
          <div className="d-flex flex-wrap gap-2 mt-3">
            <button
              type="button"
              className="btn btn-brand rounded-pill"
              onClick={() => save({ statistics: true, marketing: true })}
            >
              {t('consent.accept_all')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary rounded-pill"
              onClick={() => save({ statistics: false, marketing: false })}
            >
              {t('consent.reject_all')}
            </button>
          </div>
          {/* The categories fold away, so the banner leaves a phone's screen to the page; a
            visitor who reopened the banner from "Cookie settings" sees them at once. */}
          <details className="mt-2" open={reopened}>
            <summary className="small fw-semibold">{t('consent.choose')}</summary>
            <div className="pt-2">
              <div className="form-check">
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={`${id}-n`}
                  checked
                  disabled
                />
                <label className="form-check-label small" htmlFor={`${id}-n`}>
                  <strong>{t('consent.necessary')}</strong> {t('consent.necessary_body')}
                </label>
              </div>
              {categories.map((c) => (
                <div className="form-check" key={c.key}>
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`${id}-${c.key}`}
                    checked={choice[c.key]}
                    onChange={(e) => setDraft({ ...choice, [c.key]: e.target.checked })}
                  />
                  <label className="form-check-label small" htmlFor={`${id}-${c.key}`}>
                    <strong>{c.label}</strong> {c.body}
                  </label>
                </div>
              ))}
              <button type="button" className="btn btn-link px-0" onClick={() => save(choice)}>
                {t('consent.save')}
              </button>
            </div>
          </details>
        </div>
      </section>
    </>
  );
}

function CookieSettingsButton({ className }: { className: string }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}
    >
      {t('consent.settings')}
    </button>
  );
}

/** The footer's "Cookie settings" entry: opens the banner again (only where the site has tags). */
export function CookieSettingsItem() {
  const { settings } = useSite();
  if (!hasTags(settings.tags)) return null;
  return (
    <li>
      <CookieSettingsButton className="btn btn-link p-0 align-baseline cookie-settings-link" />
    </li>
  );
}

/** On the cookies page: what each category means, where its tags load from, and the choice. */
export function ConsentSummary() {
  const { t } = useI18n();
  const { settings } = useSite();
  const host = (src: string | null) => (src ? [new URL(src).host] : []);
  const rows = [
    { label: t('consent.necessary'), body: t('consent.necessary_body'), hosts: [] as string[] },
    {
      label: t('consent.statistics'),
      body: t('consent.statistics_body'),
      hosts: [...host(settings.tags.analytics), ...host(settings.tags.recording)],
    },
    {
      label: t('consent.marketing'),
      body: t('consent.marketing_body'),
      hosts: host(settings.tags.ads),
    },
  ];
  return (
    <section className="container pb-4" aria-labelledby="consent-summary">
      <div className="card card-soft p-3 p-md-4">
        <h2 id="consent-summary" className="h4 fw-bold">
          {t('consent.settings')}
        </h2>
        {hasTags(settings.tags) ? (
          <>
            <dl>
              {rows.map((r) => (
                <div key={r.label} className="mb-2">
                  <dt>{r.label}</dt>
                  <dd className="mb-0">
                    {r.body}
                    {r.hosts.length > 0 && (
                      <span className="d-block small text-secondary">
                        {t('consent.hosts', { hosts: r.hosts.join(', ') })}
                      </span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            <CookieSettingsButton className="btn btn-outline-secondary rounded-pill" />
          </>
        ) : (
          <p className="mb-0">{t('consent.none_configured')}</p>
        )}
      </div>
    </section>
  );
}
