import {
  redirect,
  useLoaderData,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { ChatLoginRequired, ChatPage, chatTitle } from '../features/chat/chat-page.tsx';
import { ChatView } from '../features/chat/chat-view.tsx';
import { ConversationList } from '../features/chat/conversation-list.tsx';
import { loadChat } from '../features/chat/load-chat.server.ts';

/**
 * members-id-chat (/members/{id}/chat): the conversation with a member. An existing one is
 * /chats/{id}; otherwise the empty conversation, which the first message creates.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const loaded = await loadChat(request, context, 'member_id', params.id);
  if (loaded.loggedIn && loaded.chat.conversation_id !== null)
    throw redirect(`/chats/${loaded.chat.conversation_id}${new URL(request.url).search}`);
  return loaded;
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
        offerKeptPhoto={params.get('photo') === '1'}
        draft={params.get('text') ?? ''}
        onStarted={(id) => navigate(`/chats/${id}`, { replace: true })}
        onRemoved={() => undefined}
      />
    </ChatPage>
  );
}
