import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { displayNames, listFormat } from '../../lib/intl-format.ts';
import { useSite } from '../../lib/use-root-data.ts';
import { ChatIcon, HeartIcon, PinIcon } from '../../ui/icons.tsx';
import { SignupLink } from '../../ui/signup-link.tsx';

/** Countries of the site, named in the current language ("the Netherlands and Belgium"). */
function useCountryList(): string {
  const { locale } = useI18n();
  const { settings } = useSite();
  const names = displayNames(locale, 'region');
  return listFormat(locale, 'conjunction').format(settings.countries.map((c) => names.of(c) ?? c));
}

/** The first screen of the index and the landers: promise, sign-up call and a preview card. */
export function Hero({ title }: { title: string }) {
  const { t } = useI18n();
  const countries = useCountryList();
  return (
    <section className="hero pb-5 pt-4 pt-md-5" aria-labelledby="hero-title">
      <div className="container">
        <div className="row align-items-center g-4">
          <div className="col-lg-6">
            <h1 id="hero-title" className="display-5 mb-3">
              {title}
            </h1>
            <p className="lead mb-4">{t('index.hero_lead', { countries })}</p>
            <div className="hero-actions d-flex flex-column flex-sm-row flex-sm-wrap gap-2">
              <SignupLink className="btn btn-light btn-lg rounded-pill px-4 fw-semibold text-brand-dark">
                {t('index.cta_signup')}
              </SignupLink>
              <Link to="/login" className="btn btn-outline-light btn-lg rounded-pill px-4">
                {t('index.cta_login')}
              </Link>
            </div>
          </div>
          <div className="col-lg-5 offset-lg-1 d-none d-md-block" aria-hidden="true">
            <div className="card hero-card p-4 text-body">
              <div className="d-flex align-items-center gap-3 mb-3">
                <span className="feature-icon">
                  <HeartIcon />
                </span>
                <span className="fw-semibold">{t('index.step_2')}</span>
              </div>
              <div className="d-flex align-items-center gap-3 mb-3">
                <span className="feature-icon">
                  <ChatIcon />
                </span>
                <span className="fw-semibold">{t('index.step_3')}</span>
              </div>
              <div className="d-flex align-items-center gap-3">
                <span className="feature-icon">
                  <PinIcon />
                </span>
                <span className="fw-semibold">{countries}</span>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
