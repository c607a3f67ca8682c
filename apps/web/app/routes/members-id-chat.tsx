import {
  data,
  redirect,
  useLoaderData,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { ZChatResponse, ZChatsResponse } from '@cupido/contract';
import { ChatLoginRequired, ChatPage, chatTitle } from '../features/chat/chat-page.tsx';
import { ChatView } from '../features/chat/chat-view.tsx';
import { ConversationList } from '../features/chat/conversation-list.tsx';
import { loadRootData } from '../lib/root-data.server.ts';
import { apiGet } from '../lib/ssr-context.server.ts';

/**
 * members-id-chat (/members/{id}/chat): the conversation with a member. An existing one is
 * /chats/{id}; otherwise the empty conversation, which the first message creates.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? '')) throw data(null, { status: 404 });
  const { user } = await loadRootData(request, context);
  if (!user) return { loggedIn: false as const };
  const [chat, chats] = await Promise.all([
    apiGet(context, `/api/chat.php?member_id=${params.id}`, ZChatResponse),
    apiGet(context, '/api/chats.php', ZChatsResponse),
  ]);
  if (chat.conversation_id !== null)
    throw redirect(`/chats/${chat.conversation_id}${new URL(request.url).search}`);
  return { loggedIn: true as const, chat, chats };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => chatTitle(data, matches);

export default function MembersIdChat() {
  const loaded = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  if (!loaded.loggedIn) return <ChatLoginRequired />;
  const { chat, chats } = loaded;
  return (
    <ChatPage list={<ConversationList initial={chats} headingLevel={2} />}>
      <ChatView
        key={chat.partner.id}
        chat={chat}
        openGift={params.get('gift') === '1'}
        onStarted={(id) => navigate(`/chats/${id}`, { replace: true })}
        onRemoved={() => undefined}
      />
    </ChatPage>
  );
}
