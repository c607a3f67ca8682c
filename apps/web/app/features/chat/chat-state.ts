import type { TMessage } from '@cupido/contract/browser';

/** A message as the conversation shows it: a stored one, or one on its way (no id yet). */
export type TEntry = Omit<TMessage, 'id' | 'state'> & {
  id: number | null;
  status: 'sending' | 'sent' | 'read' | 'failed';
  /** Why a failed message was refused, when sending it again would not help (refusal.ts). */
  refused?: string | null;
};

export type TChatState = {
  entries: TEntry[];
  hasOlder: boolean;
  historyLimited: boolean;
  /** The partner read my messages up to this id (a read event may come before the answer). */
  readUpTo: number;
};

export type TChatAction =
  | { type: 'older'; messages: TMessage[]; hasOlder: boolean; historyLimited: boolean }
  | { type: 'sending'; entry: Omit<TEntry, 'status' | 'id'> }
  | { type: 'sent'; clientId: string; message: TMessage }
  | { type: 'failed'; clientId: string; refused: string | null }
  | { type: 'received'; message: TMessage }
  /** After a reconnect: the latest page as the server has it (what was missed meanwhile). */
  | { type: 'caught_up'; messages: TMessage[] }
  | { type: 'read'; upTo: number }
  | { type: 'photo_deleted'; id: number };

const fromMessage = (message: TMessage, readUpTo: number): TEntry => {
  const { state, ...rest } = message;
  return {
    ...rest,
    status: state === 'read' || (message.mine && message.id <= readUpTo) ? 'read' : 'sent',
  };
};

/** Stored messages by id, then those still on their way, in the order they were written. */
function ordered(entries: TEntry[]): TEntry[] {
  const stored = entries.filter((e) => e.id !== null).sort((a, b) => a.id! - b.id!);
  return [...stored, ...entries.filter((e) => e.id === null)];
}

/** Adds or updates messages, matching by id or by the client's id. */
function merge(entries: TEntry[], messages: TMessage[], readUpTo: number): TEntry[] {
  const next = [...entries];
  for (const message of messages) {
    const at = next.findIndex(
      (e) =>
        e.id === message.id ||
        (e.mine && message.client_id !== '' && e.client_id === message.client_id),
    );
    const entry = fromMessage(message, readUpTo);
    // A message already shown as read stays read.
    if (at >= 0)
      next[at] = { ...entry, status: next[at]!.status === 'read' ? 'read' : entry.status };
    else next.push(entry);
  }
  return ordered(next);
}

export function initialChatState(chat: {
  messages: TMessage[];
  has_older: boolean;
  history_limited: boolean;
}): TChatState {
  return {
    entries: merge([], chat.messages, 0),
    hasOlder: chat.has_older,
    historyLimited: chat.history_limited,
    readUpTo: 0,
  };
}

export function chatReducer(state: TChatState, action: TChatAction): TChatState {
  switch (action.type) {
    case 'older':
      return {
        ...state,
        entries: merge(state.entries, action.messages, state.readUpTo),
        hasOlder: action.hasOlder,
        historyLimited: action.historyLimited,
      };
    case 'sending': {
      // A retry keeps its place and its client id.
      const at = state.entries.findIndex((e) => e.client_id === action.entry.client_id);
      const entry: TEntry = { ...action.entry, id: null, status: 'sending' };
      const entries =
        at >= 0
          ? state.entries.map((e, i) => (i === at ? { ...e, status: 'sending' as const } : e))
          : [...state.entries, entry];
      return { ...state, entries };
    }
    case 'sent': {
      const without = state.entries.filter((e) => e.client_id !== action.clientId);
      return { ...state, entries: merge(without, [action.message], state.readUpTo) };
    }
    case 'failed':
      return {
        ...state,
        entries: state.entries.map((e) =>
          e.client_id === action.clientId && e.id === null
            ? { ...e, status: 'failed', refused: action.refused }
            : e,
        ),
      };
    case 'received':
      return { ...state, entries: merge(state.entries, [action.message], state.readUpTo) };
    case 'caught_up': {
      const readUpTo = Math.max(
        state.readUpTo,
        ...action.messages.filter((m) => m.mine && m.state === 'read').map((m) => m.id),
      );
      return { ...state, readUpTo, entries: merge(state.entries, action.messages, readUpTo) };
    }
    case 'read': {
      const readUpTo = Math.max(state.readUpTo, action.upTo);
      return {
        ...state,
        readUpTo,
        entries: state.entries.map((e) =>
          e.mine && e.id !== null && e.id <= readUpTo && e.status === 'sent'
            ? { ...e, status: 'read' }
            : e,
        ),
      };
    }
    case 'photo_deleted':
      return {
        ...state,
        entries: state.entries.map((e) => (e.id === action.id ? { ...e, photo: null } : e)),
      };
  }
}

/** A stable React key, also for messages stored without a client id. */
export const entryKey = (e: TEntry) => e.client_id || `id-${e.id}`;

/** The id to page back from: the oldest stored message. */
export const oldestId = (state: TChatState) => state.entries.find((e) => e.id !== null)?.id ?? null;
