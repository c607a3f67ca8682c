import { Outlet } from 'react-router';
import { EntryWarning } from '../ui/entry-warning.tsx';

/**
 * Chat layout (spec section 2): bare, full height for the conversation, with the entry warning
 * only for NL and DE. The chat routes (chats, chats-id, members-id-chat) use it.
 */
export default function ChatLayout() {
  return (
    <>
      <main id="content" className="d-flex flex-column min-vh-100">
        <Outlet />
      </main>
      <EntryWarning onlyCountries={['NL', 'DE']} />
    </>
  );
}
