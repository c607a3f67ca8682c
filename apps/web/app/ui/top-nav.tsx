import { Link, useLocation } from 'react-router';
import { badgeText, creditsBadge } from '../lib/badge.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useLive } from '../lib/live.tsx';
import { useSite } from '../lib/use-root-data.ts';
import { ChatIcon, CoinIcon, HeartIcon, SearchIcon, StarIcon } from './icons.tsx';
import { AccountMenu } from './account-menu.tsx';
import { AppBackButton } from './app-back-button.tsx';
import { LanguageSelect } from './language-select.tsx';
import { PrivacyStatus } from './privacy-status.tsx';

/** A navigation entry: an icon with its label, beside it from 992 px on and under it below. */
function NavItem({
  to,
  active,
  icon,
  label,
  badge,
  desktopOnly = false,
}: {
  to: string;
  active: boolean;
  icon: React.ReactNode;
  label: string;
  badge?: React.ReactNode;
  /** On phones the tab bar holds this link. */
  desktopOnly?: boolean;
}) {
  return (
    <li className={desktopOnly ? 'd-none d-md-block' : undefined}>
      <Link
        to={to}
        className={`nav-item-link${active ? ' active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        <span className={`position-relative d-inline-flex${badge ? ' nav-item-badged' : ''}`}>
          {icon}
          {badge}
        </span>
        <span className="nav-item-label">{label}</span>
      </Link>
    </li>
  );
}

/**
 * Top navigation (spec section 2). Logged out: logo to the index, language dropdown, a Login
 * button leading to members through the login page (members itself shows visitors the search
 * on most sites, where a Login leading there would do nothing; decision 15). Logged in: Search
 * members, Messages with the unread badge, Likes with the new-likes badge, Credits (paid members;
 * badge at 10 credits or fewer) or Get Premium, and the account menu. `compact` is the chat
 * layout's slim bar, without the language dropdown.
 */
export function TopNav({
  showLanguage = true,
  compact = false,
}: {
  showLanguage?: boolean;
  compact?: boolean;
}) {
  const { t } = useI18n();
  const { settings, user } = useSite();
  const live = useLive();
  const { pathname } = useLocation();
  const creditsColour = creditsBadge(live.credits);
  return (
    <header className={`site-nav sticky-top${compact ? ' site-nav-compact' : ''}`}>
      <nav
        // The same box on every page, so the logo and the bar's height never jump between pages.
        className="navbar flex-nowrap gap-2 container py-2"
        aria-label={t('nav.main')}
      >
        <AppBackButton />
        <Link
          to={user ? '/members' : '/'}
          className="site-logo d-inline-flex align-items-center gap-2"
        >
          <HeartIcon size={24} />
          <span className={user ? 'logo-name-collapsible' : undefined}>{settings.name}</span>
        </Link>
        <div className="d-flex align-items-center gap-1 gap-sm-2 ms-auto">
          {user && (
            <ul className="site-nav-items list-unstyled d-flex align-items-center mb-0">
              <NavItem
                to="/members"
                desktopOnly
                active={pathname === '/members'}
                icon={<SearchIcon />}
                label={t('nav.search_members')}
              />
              <NavItem
                to="/chats"
                desktopOnly
                active={/^\/chats(\/|$)|^\/members\/\d+\/chat$/.test(pathname)}
                icon={<ChatIcon />}
                label={t('nav.messages')}
                badge={
                  live.unread > 0 && (
                    <span className="nav-badge badge rounded-pill bg-danger">
                      <span aria-hidden="true">{badgeText(live.unread)}</span>
                      <span className="visually-hidden">
                        {t('chat.unread', { count: live.unread })}
                      </span>
                    </span>
                  )
                }
              />
              <NavItem
                to="/likes"
                desktopOnly
                active={/^\/likes(\/|$)/.test(pathname)}
                icon={<HeartIcon />}
                label={t('nav.likes')}
                badge={
                  live.likes > 0 && (
                    <span
                      className="nav-badge badge rounded-pill bg-danger"
                      data-testid="likes-badge"
                    >
                      <span aria-hidden="true">{badgeText(live.likes)}</span>
                      <span className="visually-hidden">
                        {t('likes.unread', { count: live.likes })}
                      </span>
                    </span>
                  )
                }
              />
              {live.paidUser ? (
                <NavItem
                  to="/credits"
                  active={pathname.startsWith('/credits')}
                  icon={<CoinIcon />}
                  label={t('nav.credits')}
                  badge={
                    creditsColour && (
                      <span
                        className={`nav-badge badge rounded-pill ${creditsColour}${creditsColour === 'bg-warning' ? ' text-dark' : ''}`}
                      >
                        {live.credits}
                      </span>
                    )
                  }
                />
              ) : (
                <NavItem
                  to="/premium"
                  // The shop is where premium is bought (the first purchase makes it): no tab of
                  // a phone's tab bar fits it, this entry marks it.
                  active={pathname === '/premium' || pathname.startsWith('/credits')}
                  icon={<StarIcon />}
                  label={t('nav.get_premium')}
                />
              )}
            </ul>
          )}
          {showLanguage && !compact && <LanguageSelect />}
          {user && (
            <span className="d-none d-md-inline-flex">
              <PrivacyStatus />
            </span>
          )}
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <Link
              to="/login"
              className="site-login btn btn-brand btn-sm px-2 px-sm-3 rounded-pill text-nowrap"
            >
              {t('nav.login')}
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}
