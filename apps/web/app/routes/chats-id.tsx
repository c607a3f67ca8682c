import {
  data,
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

/** chats-id (/chats/{id}): one conversation, with the list beside it from 992 px on. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? '')) throw data(null, { status: 404 });
  const { user } = await loadRootData(request, context);
  if (!user) return { loggedIn: false as const };
  const [chat, chats] = await Promise.all([
    apiGet(context, `/api/chat.php?id=${params.id}`, ZChatResponse),
    apiGet(context, '/api/chats.php', ZChatsResponse),
  ]);
  return { loggedIn: true as const, chat, chats };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => chatTitle(data, matches);

export default function ChatsId() {
  const loaded = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  if (!loaded.loggedIn) return <ChatLoginRequired />;
  const { chat, chats } = loaded;
  return (
    <ChatPage
      list={<ConversationList initial={chats} activeId={chat.conversation_id} headingLevel={2} />}
    >
      <ChatView
        key={chat.conversation_id}
        chat={chat}
        openGift={params.get('gift') === '1'}
        onStarted={() => undefined}
        onRemoved={() => navigate('/chats', { replace: true })}
      />
    </ChatPage>
  );
}
