import { Link, useLocation } from 'react-router';
import { badgeText } from '../lib/badge.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useLive } from '../lib/live.tsx';
import { useSite } from '../lib/use-root-data.ts';
import { PrivacyStatus } from './privacy-status.tsx';
import { ChatIcon, HeartIcon, SearchIcon, UserIcon } from './icons.tsx';

/**
 * The sections a phone's tab bar leads to, and which paths belong to each: the swipe game and the
 * match finder, where members are liked, to Likes; the settings (notifications) to Profile, as
 * the account settings. The credits fit none: the top bar has an entry of their own.
 */
const TABS = [
  { to: '/members', label: 'tabs.search', icon: SearchIcon, match: /^\/members(\/\d+)?$/ },
  {
    to: '/likes',
    label: 'tabs.likes',
    icon: HeartIcon,
    match: /^\/(likes(\/|$)|swipe-game$|match-finder$)/,
  },
  {
    to: '/chats',
    label: 'tabs.messages',
    icon: ChatIcon,
    match: /^\/chats(\/|$)|^\/members\/\d+\/chat$/,
  },
  {
    to: '/profile',
    label: 'tabs.profile',
    icon: UserIcon,
    match: /^\/(profile|settings|notifications)(\/|$)/,
  },
] as const;

/**
 * The bottom tab bar of a logged-in member's phone (below 768 px; the top navigation's links
 * take over from there): Search, Likes, Messages and Profile, each labelled, with the same
 * badges as the top navigation, fixed to the screen's bottom edge.
 */
export function TabBar() {
  const { t } = useI18n();
  const { user } = useSite();
  const live = useLive();
  const { pathname } = useLocation();
  if (!user) return null;
  const badges: Partial<Record<(typeof TABS)[number]['to'], { count: number; text: string }>> = {
    '/chats': { count: live.unread, text: t('chat.unread', { count: live.unread }) },
    '/likes': { count: live.likes, text: t('likes.unread', { count: live.likes }) },
  };
  return (
    <>
      {/* Holds the bar's place at the end of the page, so it never covers the footer. */}
      <div className="tab-bar-spacer d-md-none" aria-hidden="true" />
      <nav className="tab-bar d-md-none" aria-label={t('tabs.label')}>
        <ul className="list-unstyled d-flex mb-0">
          {TABS.map(({ to, label, icon: Icon, match }) => {
            const active = match.test(pathname);
            const badge = badges[to];
            return (
              <li key={to} className="flex-fill">
                <Link
                  to={to}
                  className={`tab-bar-link${active ? ' active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                >
                  <span className="position-relative d-inline-flex">
                    <Icon size={22} />
                    {badge && badge.count > 0 && (
                      <span
                        className="nav-badge badge rounded-pill bg-danger"
                        data-testid={`tab-badge-${to.slice(1)}`}
                      >
                        <span aria-hidden="true">{badgeText(badge.count)}</span>
                        <span className="visually-hidden">{badge.text}</span>
                      </span>
                    )}
                    {to === '/profile' && <PrivacyStatus compact />}
                  </span>
                  <span className="tab-bar-label">{t(label)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
