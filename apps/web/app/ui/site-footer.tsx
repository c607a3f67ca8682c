import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { useSite } from '../lib/use-root-data.ts';
import { CookieSettingsItem } from './consent-banner.tsx';
import { Disclaimer } from './disclaimer.tsx';
import { SupportContact } from './support-contact.tsx';

/** Footer links of spec section 2, the operator's contacts and the disclaimer. */
export function SiteFooter() {
  const { t } = useI18n();
  const { company } = useSite();
  const links = [
    ['/pages/terms', t('footer.terms')],
    ['/pages/privacy', t('footer.privacy')],
    ['/pages/cookies', t('footer.cookies')],
    ['/pages/ban', t('footer.ban')],
    ['/pricing', t('footer.pricing')],
    ['/complaints', t('footer.complaints')],
    ['/pages/return-policy', t('footer.return_policy')],
    ['/pages/faq', t('footer.faq')],
    ['/pages/service', t('footer.support')],
  ] as const;
  return (
    <footer className="site-footer mt-5 pt-4 pb-3">
      <div className="container">
        <nav aria-label={t('footer.nav')}>
          <ul className="list-unstyled d-flex flex-wrap gap-3 mb-3 small">
            {links.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
            <CookieSettingsItem />
          </ul>
        </nav>
        <p className="small mb-2">
          <SupportContact />
        </p>
        <Disclaimer />
        <p className="small mb-0 mt-2">
          {t('footer.copyright', { year: new Date().getFullYear(), company_name: company.name })}
        </p>
      </div>
    </footer>
  );
}
