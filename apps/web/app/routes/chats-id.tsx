import {
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

/** chats-id (/chats/{id}): one conversation, with the list beside it from 992 px on. */
export const loader = ({ params, request, context }: LoaderFunctionArgs) =>
  loadChat(request, context, 'id', params.id);

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
        offerKeptPhoto={params.get('photo') === '1'}
        draft={params.get('text') ?? ''}
        onStarted={() => undefined}
        onRemoved={() => navigate('/chats', { replace: true })}
      />
    </ChatPage>
  );
}
