import { describe, expect, it } from 'vitest';
import type { TMessage } from '@cupido/contract';
import { chatReducer, initialChatState, oldestId, type TChatState } from './chat-state.ts';

const msg = (id: number, over: Partial<TMessage> = {}): TMessage => ({
  id,
  client_id: `c${id}`,
  conversation_id: 1,
  mine: id % 2 === 0,
  type: 'text',
  text: `m${id}`,
  gift: null,
  photo: null,
  state: 'sent',
  created_at: '2030-01-01T00:00:00Z',
  ...over,
});

const draft = (clientId: string, text = 'hello') => ({
  client_id: clientId,
  conversation_id: 1,
  mine: true,
  type: 'text' as const,
  text,
  gift: null,
  photo: null,
  created_at: '2030-01-01T00:00:00Z',
});

const start = (): TChatState =>
  initialChatState({ messages: [msg(3), msg(4)], has_older: true, history_limited: false });

describe('conversation state', () => {
  it('shows a message at once as sending, then sent with its id', () => {
    let state = chatReducer(start(), { type: 'sending', entry: draft('u1') });
    expect(state.entries.at(-1)).toMatchObject({ client_id: 'u1', id: null, status: 'sending' });
    state = chatReducer(state, {
      type: 'sent',
      clientId: 'u1',
      message: msg(6, { client_id: 'u1' }),
    });
    expect(state.entries.map((e) => [e.id, e.status])).toEqual([
      [3, 'sent'],
      [4, 'sent'],
      [6, 'sent'],
    ]);
  });

  it('keeps a failed message with its client id, and a retry reuses it', () => {
    let state = chatReducer(start(), { type: 'sending', entry: draft('u1') });
    state = chatReducer(state, { type: 'failed', clientId: 'u1', refused: null });
    expect(state.entries.at(-1)).toMatchObject({ status: 'failed', refused: null });
    state = chatReducer(state, { type: 'sending', entry: draft('u1') });
    expect(state.entries.filter((e) => e.client_id === 'u1')).toHaveLength(1);
    expect(state.entries.at(-1)).toMatchObject({ status: 'sending' });
  });

  it('keeps why the server refused a failed message', () => {
    let state = chatReducer(start(), { type: 'sending', entry: draft('u1') });
    state = chatReducer(state, { type: 'failed', clientId: 'u1', refused: 'insufficient_credits' });
    expect(state.entries.at(-1)).toMatchObject({
      status: 'failed',
      refused: 'insufficient_credits',
      text: 'hello',
    });
  });

  it('puts the partner’s new messages before those still on their way, without duplicates', () => {
    let state = chatReducer(start(), { type: 'sending', entry: draft('u1') });
    state = chatReducer(state, { type: 'received', message: msg(5) });
    state = chatReducer(state, { type: 'received', message: msg(5) });
    expect(state.entries.map((e) => e.id)).toEqual([3, 4, 5, null]);
    // My own message from another tab, or the echo of this one before the answer.
    state = chatReducer(state, {
      type: 'received',
      message: msg(6, { client_id: 'u1', mine: true }),
    });
    state = chatReducer(state, {
      type: 'sent',
      clientId: 'u1',
      message: msg(6, { client_id: 'u1' }),
    });
    expect(state.entries.map((e) => e.id)).toEqual([3, 4, 5, 6]);
  });

  it('marks my messages read up to the given id, also one answered after the read event', () => {
    let state = chatReducer(start(), { type: 'sending', entry: draft('u1') });
    state = chatReducer(state, { type: 'read', upTo: 8 });
    expect(state.entries.find((e) => e.id === 4)!.status).toBe('read');
    expect(state.entries.find((e) => e.id === 3)!.status).toBe('sent'); // the partner's
    state = chatReducer(state, {
      type: 'sent',
      clientId: 'u1',
      message: msg(8, { client_id: 'u1' }),
    });
    expect(state.entries.at(-1)!.status).toBe('read');
    // A later copy of the message does not undo it.
    state = chatReducer(state, { type: 'received', message: msg(4) });
    expect(state.entries.find((e) => e.id === 4)!.status).toBe('read');
  });

  it('pages back: older messages go first', () => {
    let state = start();
    expect(oldestId(state)).toBe(3);
    state = chatReducer(state, {
      type: 'older',
      messages: [msg(1), msg(2)],
      hasOlder: false,
      historyLimited: true,
    });
    expect(state.entries.map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(state).toMatchObject({ hasOlder: false, historyLimited: true });
  });

  it('shows a deleted picture as deleted', () => {
    let state = initialChatState({
      messages: [msg(2, { type: 'photo', text: null, photo: { thumb: 't', full: 'f' } })],
      has_older: false,
      history_limited: false,
    });
    state = chatReducer(state, { type: 'photo_deleted', id: 2 });
    expect(state.entries[0]!.photo).toBeNull();
  });

  it('catches up after a reconnect: missed messages appear once, read states follow the server', () => {
    let state = chatReducer(start(), { type: 'received', message: msg(5) });
    state = chatReducer(state, {
      type: 'caught_up',
      messages: [msg(4, { state: 'read' }), msg(5), msg(7), msg(8)],
    });
    expect(state.entries.map((e) => e.id)).toEqual([3, 4, 5, 7, 8]);
    expect(state.entries.find((e) => e.id === 4)?.status).toBe('read');
    expect(state.entries.find((e) => e.id === 8)?.status).toBe('sent');
  });
});
