import { useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { NARROW_WARNING_COUNTRIES, useEntryWarningApplies } from '../../ui/entry-warning.tsx';
import { SignupCta } from './signup-cta.tsx';
import { MemberPhoto, realMembers } from './member-photo.tsx';
import type { TLanderProps } from './lander-props.ts';

/**
 * adultonly: an 18+ gate first; past it, a dark page of blurred pictures and the sign-up. Where
 * the site-entry warning asks the visitor's age (NL, DE), the gate would ask it a second time: the
 * warning is the gate there.
 */
export function AdultOnly({ members }: TLanderProps) {
  const { t } = useI18n();
  const { settings } = useSite();
  const warned = useEntryWarningApplies(NARROW_WARNING_COUNTRIES);
  const [adult, setAdult] = useState(warned);
  const params = { min_age: settings.minimum_age, site_name: settings.name };
  if (!adult) {
    return (
      <section className="lander-dark adult-gate py-5" aria-labelledby="gate-title">
        <div className="container text-center">
          <p className="adult-badge mx-auto mb-3" aria-hidden="true">
            {settings.minimum_age}+
          </p>
          <h1 id="gate-title" className="h2 fw-bold">
            {t('lander.adultonly.gate_title', params)}
          </h1>
          <p className="lead mb-4">{t('lander.adultonly.gate_body', params)}</p>
          <div className="d-flex flex-column flex-sm-row gap-2 justify-content-center">
            <button
              type="button"
              className="btn btn-brand btn-lg rounded-pill px-4"
              onClick={() => setAdult(true)}
            >
              {t('lander.adultonly.gate_yes', params)}
            </button>
            <a
              href="https://www.google.com"
              className="btn btn-outline-light btn-lg rounded-pill px-4"
            >
              {t('lander.adultonly.gate_no')}
            </a>
          </div>
        </div>
      </section>
    );
  }
  return (
    <section className="lander-dark py-5" aria-labelledby="adult-title">
      <div className="container text-center">
        <h1 id="adult-title" className="display-6 fw-bold">
          {t('lander.adultonly.title')}
        </h1>
        <p className="lead mb-4">{t('lander.adultonly.lead')}</p>
        <ul className="adult-wall list-unstyled mb-4" aria-label={t('lander.members_label')}>
          {realMembers(members)
            .slice(0, 8)
            .map((m, i) => (
              <li key={m.id}>
                <MemberPhoto member={m} eager={i === 0} className="adult-wall-img" size={160} />
              </li>
            ))}
        </ul>
        <SignupCta />
      </div>
    </section>
  );
}
