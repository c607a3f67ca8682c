import { describe, expect, it } from 'vitest';
import type { TChatSummary, TMessage, TUser } from '@cupido/contract';
import { initialLiveState, liveReducer, type TLiveState } from './live-state.ts';

const chat = (id: number, unread: number, at: string): TChatSummary => ({
  id,
  profile: {
    id: id * 10,
    name: `M${id}`,
    age: 30,
    city: null,
    country: null,
    thumb: null,
    is_fictional: false,
    is_confirmed: true,
  },
  num_unread_messages: unread,
  last_message: { type: 'text', text: 'hi', gift: null, mine: false, created_at: at },
});

const message = (conversation_id: number): TMessage => ({
  id: 99,
  client_id: 'c',
  conversation_id,
  mine: false,
  type: 'text',
  text: 'new',
  gift: null,
  photo: null,
  state: 'sent',
  created_at: '2030-01-01T00:00:00Z',
});

const loaded = (): TLiveState =>
  liveReducer(initialLiveState(null), {
    type: 'chats',
    response: {
      chats: [chat(1, 2, '2029-01-02T00:00:00Z'), chat(2, 0, '2029-01-01T00:00:00Z')],
      unread_total: 2,
    },
  });

describe('live state', () => {
  it('starts from the user and follows user reloads', () => {
    const user = { unread_messages: 3, new_likes: 1, credits: 7, paid_user: true } as TUser;
    const state = initialLiveState(user);
    expect(state).toMatchObject({ unread: 3, likes: 1, credits: 7, paidUser: true, chats: null });
    expect(
      liveReducer(state, { type: 'user', user: { ...user, credits: 0, unread_messages: 0 } }),
    ).toMatchObject({ credits: 0, unread: 0 });
    // The same numbers again change nothing (no re-render of the page).
    expect(liveReducer(state, { type: 'user', user })).toBe(state);
  });

  it('moves a conversation with a new message to the top and counts it', () => {
    const next = liveReducer(loaded(), {
      type: 'event',
      event: { type: 'message', message: message(2), chat: chat(2, 1, '2030-01-01T00:00:00Z') },
    });
    expect(next.chats!.map((c) => c.id)).toEqual([2, 1]);
    expect(next.unread).toBe(3);
    // A new conversation joins the list.
    const third = liveReducer(next, {
      type: 'event',
      event: { type: 'message', message: message(3), chat: chat(3, 1, '2031-01-01T00:00:00Z') },
    });
    expect(third.chats!.map((c) => c.id)).toEqual([3, 2, 1]);
    expect(third.unread).toBe(4);
    // The server's total wins.
    const exact = liveReducer(third, {
      type: 'event',
      event: { type: 'unread', messages: 5, likes: 2 },
    });
    expect(exact).toMatchObject({ unread: 5, likes: 2 });
  });

  it('counts messages before the list is loaded', () => {
    const next = liveReducer(initialLiveState(null), {
      type: 'event',
      event: { type: 'message', message: message(2), chat: chat(2, 1, '2030-01-01T00:00:00Z') },
    });
    expect(next).toMatchObject({ unread: 1, chats: null });
  });

  it('opening a chat sets its unread count to 0 (spec section 4)', () => {
    const next = liveReducer(loaded(), { type: 'read', conversationId: 1 });
    expect(next.unread).toBe(0);
    expect(next.chats![0]!.num_unread_messages).toBe(0);
    expect(liveReducer(next, { type: 'read', conversationId: 1 })).toBe(next);
  });

  it('drops a removed conversation at once, with its unread messages', () => {
    const next = liveReducer(loaded(), { type: 'remove', conversationId: 1 });
    expect(next.chats!.map((c) => c.id)).toEqual([2]);
    expect(next.unread).toBe(0);
    const byEvent = liveReducer(loaded(), {
      type: 'event',
      event: { type: 'conversation_removed', conversation_id: 2 },
    });
    expect(byEvent.chats!.map((c) => c.id)).toEqual([1]);
  });

  it('follows the credit balance', () => {
    expect(
      liveReducer(loaded(), { type: 'event', event: { type: 'credits', credits: 9 } }).credits,
    ).toBe(9);
    expect(liveReducer(loaded(), { type: 'credits', credits: 0 }).credits).toBe(0);
  });

  it('turns premium on with the first paid purchase, and never off', () => {
    const payment = (paid_user: boolean) =>
      ({
        type: 'payment',
        payment_id: 1,
        status: paid_user ? 'paid' : 'failed',
        failure: null,
        paid_user,
      }) as const;
    const free = { ...loaded(), paidUser: false };
    expect(liveReducer(free, { type: 'event', event: payment(true) }).paidUser).toBe(true);
    expect(liveReducer(free, { type: 'event', event: payment(false) })).toBe(free);
    const paid = { ...loaded(), paidUser: true };
    expect(liveReducer(paid, { type: 'event', event: payment(false) }).paidUser).toBe(true);
  });
});
