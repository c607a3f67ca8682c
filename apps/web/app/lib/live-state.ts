import type { TChatSummary, TChatsResponse, TLiveEvent, TUser } from '@cupido/contract/browser';

/** What the live channel keeps current for the whole tab: badges, credits, the chat list. */
export type TLiveState = {
  unread: number;
  likes: number;
  credits: number;
  paidUser: boolean;
  /** The conversation list, once loaded (null before). */
  chats: TChatSummary[] | null;
  connected: boolean;
};

export type TLiveAction =
  | { type: 'reset' }
  | { type: 'user'; user: TUser }
  | { type: 'chats'; response: TChatsResponse }
  | { type: 'event'; event: TLiveEvent }
  | { type: 'read'; conversationId: number }
  | { type: 'remove'; conversationId: number }
  | { type: 'credits'; credits: number }
  | { type: 'connected'; connected: boolean };

export function initialLiveState(user: TUser | null): TLiveState {
  return {
    unread: user?.unread_messages ?? 0,
    likes: user?.new_likes ?? 0,
    credits: user?.credits ?? 0,
    paidUser: user?.paid_user ?? false,
    chats: null,
    connected: false,
  };
}

const byNewest = (a: TChatSummary, b: TChatSummary) =>
  (b.last_message?.created_at ?? '').localeCompare(a.last_message?.created_at ?? '');

/** The unread total after one conversation's count changed from `before` to `after`. */
const adjust = (total: number, before: number, after: number) =>
  Math.max(0, total - before + after);

export function liveReducer(state: TLiveState, action: TLiveAction): TLiveState {
  switch (action.type) {
    case 'reset':
      return initialLiveState(null);
    case 'user': {
      const {
        unread_messages: unread,
        new_likes: likes,
        credits,
        paid_user: paidUser,
      } = action.user;
      if (
        unread === state.unread &&
        likes === state.likes &&
        credits === state.credits &&
        paidUser === state.paidUser
      )
        return state;
      return { ...state, unread, likes, credits, paidUser };
    }
    case 'chats':
      return { ...state, chats: action.response.chats, unread: action.response.unread_total };
    case 'credits':
      return { ...state, credits: action.credits };
    case 'connected':
      return { ...state, connected: action.connected };
    case 'read': {
      const chat = state.chats?.find((c) => c.id === action.conversationId);
      if (!chat || chat.num_unread_messages === 0) return state;
      return {
        ...state,
        unread: adjust(state.unread, chat.num_unread_messages, 0),
        chats: state.chats!.map((c) => (c === chat ? { ...c, num_unread_messages: 0 } : c)),
      };
    }
    case 'remove': {
      const chat = state.chats?.find((c) => c.id === action.conversationId);
      if (!chat) return state;
      return {
        ...state,
        unread: adjust(state.unread, chat.num_unread_messages, 0),
        chats: state.chats!.filter((c) => c !== chat),
      };
    }
    case 'event':
      return applyEvent(state, action.event);
  }
}

function applyEvent(state: TLiveState, event: TLiveEvent): TLiveState {
  switch (event.type) {
    case 'message': {
      // The unread total follows the conversation's own count; an 'unread' event, when the
      // server sends one, then sets the exact total.
      const before = state.chats?.find((c) => c.id === event.chat.id);
      const unread = adjust(
        state.unread,
        before?.num_unread_messages ?? 0,
        event.chat.num_unread_messages,
      );
      const chats = state.chats
        ? [event.chat, ...state.chats.filter((c) => c.id !== event.chat.id)].sort(byNewest)
        : null;
      return { ...state, unread, chats };
    }
    case 'conversation_removed':
      return liveReducer(state, { type: 'remove', conversationId: event.conversation_id });
    case 'unread':
      return { ...state, unread: event.messages, likes: event.likes };
    case 'credits':
      return { ...state, credits: event.credits };
    case 'payment':
      // The first purchase makes the member premium, for good (spec section 1).
      return event.paid_user && !state.paidUser ? { ...state, paidUser: true } : state;
    default:
      return state;
  }
}
