import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { EntryWarning } from '../ui/entry-warning.tsx';
import { ErrorView } from '../ui/error-view.tsx';
import { TopNav } from '../ui/top-nav.tsx';

/**
 * Chat layout (spec section 2): bare and full height for the conversation, with a slim bar
 * (logo back to members, the navigation badges, the account menu) and the entry warning only
 * for NL and DE. The chat routes (chats, chats-id, members-id-chat) use it.
 */
function ChatFrame({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="chat-shell">
      <a href="#content" className="skip-link btn btn-light">
        {t('app.skip_to_content')}
      </a>
      <TopNav compact />
      <main id="content" className="chat-main">
        {children}
      </main>
      <EntryWarning onlyCountries={['NL', 'DE']} />
    </div>
  );
}

export default function ChatLayout() {
  return (
    <ChatFrame>
      <Outlet />
    </ChatFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <ChatFrame>
      <div className="container overflow-auto">
        <ErrorView error={isRouteErrorResponse(error) || error instanceof Error ? error : null} />
      </div>
    </ChatFrame>
  );
}
