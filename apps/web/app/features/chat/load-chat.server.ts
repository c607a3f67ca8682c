import { data, redirect } from 'react-router';
import { loadRootData } from '../../lib/root-data.server.ts';
import { load } from '../../lib/ssr-context.server.ts';

/**
 * A conversation page's data: the conversation (by its id, or with a member) and the list
 * beside it; visitors get `loggedIn: false`, an id that is no number the 404 page, and a member
 * asking for a conversation with themselves their conversations.
 */
export async function loadChat(
  request: Request,
  context: unknown,
  by: 'id' | 'member_id',
  id: string | undefined,
) {
  if (!/^[1-9]\d{0,9}$/.test(id ?? '')) throw data(null, { status: 404 });
  const { user } = await loadRootData(request, context);
  if (!user) return { loggedIn: false as const };
  if (by === 'member_id' && id === String(user.id)) throw redirect('/chats');
  const [chat, chats] = await Promise.all([
    load(context, 'GET /api/chat.php', { query: by === 'id' ? { id } : { member_id: id } }),
    load(context, 'GET /api/chats.php'),
  ]);
  return { loggedIn: true as const, chat, chats };
}
