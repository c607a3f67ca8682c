import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ChatLoginRequired, ChatPage, chatTitle } from '../features/chat/chat-page.tsx';
import { ConversationList } from '../features/chat/conversation-list.tsx';
import { loadRootData } from '../lib/root-data.server.ts';
import { load } from '../lib/ssr-context.server.ts';

/** chats (/chats): the conversation list; on phones it is the whole page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await loadRootData(request, context);
  if (!user) return { chats: null };
  return { chats: await load(context, 'GET /api/chats.php') };
}

export const meta: MetaFunction = ({ matches }) => chatTitle(undefined, matches);

export default function Chats() {
  const { chats } = useLoaderData<typeof loader>();
  if (!chats) return <ChatLoginRequired />;
  return <ChatPage list={<ConversationList initial={chats} />} />;
}
