import { Outlet, useLocation } from 'react-router';
import { SignupModalProvider } from '../features/accounts/signup-modal.tsx';
import { TimeBonus } from '../features/offers/time-bonus.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { EntryWarning, NARROW_WARNING_COUNTRIES } from '../ui/entry-warning.tsx';
import { errorPageMeta, RouteErrorView } from '../ui/error-view.tsx';
import { TopNav } from '../ui/top-nav.tsx';
import { LikesModals, TabBar } from './lazy-member-parts.ts';

/**
 * Chat layout (spec section 2): bare and full height for the conversation, with a slim bar
 * (logo back to members, the navigation badges, the account menu) and the entry warning only
 * for NL and DE, and the like and match modals. The chat routes (chats, chats-id,
 * members-id-chat) use it. The list (chats) is in the members area: the time bonus shows there.
 */
function ChatFrame({
  children,
  failed = false,
}: {
  children: React.ReactNode;
  /** The page is the error page: no longer the members area, whatever the address. */
  failed?: boolean;
}) {
  const { t } = useI18n();
  return (
    <SignupModalProvider>
      <div className="chat-shell">
        <a href="#content" className="skip-link btn btn-light">
          {t('app.skip_to_content')}
        </a>
        <TopNav compact />
        <main id="content" className="chat-main">
          <TimeBonus outsideArea={failed} />
          {children}
        </main>
        {/* A phone gives an open conversation the whole screen; the list keeps the tab bar. */}
        {useLocation().pathname === '/chats' && <TabBar />}
        <EntryWarning onlyCountries={NARROW_WARNING_COUNTRIES} />
        <LikesModals />
      </div>
    </SignupModalProvider>
  );
}

export default function ChatLayout() {
  return (
    <ChatFrame>
      <Outlet />
    </ChatFrame>
  );
}

/** The pages' own meta, or the error's while the layout shows one. */
export const meta = errorPageMeta;

export function ErrorBoundary() {
  return (
    <ChatFrame failed>
      <div className="container overflow-auto">
        <RouteErrorView />
      </div>
    </ChatFrame>
  );
}
