import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { useSite } from '../lib/use-root-data.ts';
import { HeartIcon } from './icons.tsx';
import { AccountMenu } from './account-menu.tsx';
import { LanguageSelect } from './language-select.tsx';

/**
 * Top navigation (spec section 2). Logged out: logo to the index, language dropdown, a Login
 * button leading to members. Logged in: the account menu; search, messages, likes and credits
 * arrive with the features that own them.
 */
export function TopNav({ showLanguage = true }: { showLanguage?: boolean }) {
  const { t } = useI18n();
  const { settings, user } = useSite();
  return (
    <header className="site-nav sticky-top">
      <nav className="navbar container py-2" aria-label={t('nav.main')}>
        <Link
          to={user ? '/members' : '/'}
          className="site-logo d-inline-flex align-items-center gap-2"
        >
          <HeartIcon size={24} />
          <span>{settings.name}</span>
        </Link>
        <div className="d-flex align-items-center gap-2 ms-auto">
          {showLanguage && <LanguageSelect />}
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <Link to="/members" className="btn btn-brand btn-sm px-3 rounded-pill">
              {t('nav.login')}
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}
