import { cleanPhone, type TCompanyInfo, type TSettings } from '@cupido/contract/browser';
import type { LegalDoc } from '@cupido/i18n';
import { useI18n } from '../../lib/i18n.tsx';
import { displayNames } from '../../lib/intl-format.ts';

function slug(index: number) {
  return `section-${index + 1}`;
}

/** A static page: title, version line, contents, sections and the operator's details. */
export function LegalPage({
  doc,
  versionLine,
  settings,
  company,
}: {
  doc: LegalDoc;
  versionLine: string | null;
  settings: TSettings;
  company: TCompanyInfo;
}) {
  const { t, locale } = useI18n();
  return (
    <div className="container py-4 py-md-5">
      <div className="row justify-content-center">
        <article className="col-lg-8 legal">
          <h1 className="fw-bold">{doc.title}</h1>
          {versionLine && <p className="text-secondary small">{versionLine}</p>}
          <p className="lead">{doc.intro}</p>
          {doc.sections.length > 4 && (
            <nav aria-label={t('legal.contents')} className="card card-soft p-3 my-4">
              <h2 className="h6 text-uppercase text-secondary mt-0">{t('legal.contents')}</h2>
              <ol className="mb-0 small">
                {doc.sections.map((s, i) => (
                  <li key={slug(i)}>
                    <a href={`#${slug(i)}`}>{s.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          {doc.sections.map((section, i) => (
            <section key={slug(i)} aria-labelledby={slug(i)}>
              <h2 id={slug(i)}>{section.heading}</h2>
              {section.paragraphs.map((p, j) => (
                <p key={j}>{p}</p>
              ))}
            </section>
          ))}
          <aside className="card card-soft p-3 mt-5" aria-labelledby="company-details">
            <h2 id="company-details" className="h6 mt-0">
              {t('legal.company')}
            </h2>
            <dl className="row small mb-0">
              <dt className="col-sm-4">{t('legal.company_name')}</dt>
              <dd className="col-sm-8">{company.name}</dd>
              {company.tradenames.length > 0 && (
                <>
                  <dt className="col-sm-4">{t('legal.tradenames')}</dt>
                  <dd className="col-sm-8">{company.tradenames.join(', ')}</dd>
                </>
              )}
              <dt className="col-sm-4">{t('legal.address')}</dt>
              <dd className="col-sm-8">
                {[
                  company.address,
                  company.city,
                  company.country &&
                    (displayNames(locale, 'region').of(company.country) ?? company.country),
                ]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
              {company.kvk && (
                <>
                  <dt className="col-sm-4">{t('legal.kvk')}</dt>
                  <dd className="col-sm-8">{company.kvk}</dd>
                </>
              )}
              {company.vat_numbers.length > 0 && (
                <>
                  <dt className="col-sm-4">{t('legal.vat')}</dt>
                  <dd className="col-sm-8">{company.vat_numbers.join(', ')}</dd>
                </>
              )}
              <dt className="col-sm-4">{t('legal.support_email')}</dt>
              <dd className="col-sm-8">
                <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
              </dd>
              {settings.support_phone && (
                <>
                  <dt className="col-sm-4">{t('legal.support_phone')}</dt>
                  <dd className="col-sm-8">
                    <a href={`tel:${cleanPhone(settings.support_phone)}`}>
                      {cleanPhone(settings.support_phone)}
                    </a>
                  </dd>
                </>
              )}
            </dl>
          </aside>
        </article>
      </div>
    </div>
  );
}
