import type { TChatPartner, TChatSummary, TMessage } from '@cupido/contract';
import type { TChatListRow, TMessageRow, TProfileRow } from './chat.repo.ts';
import { pictureUrl } from '../../platform/storage/picture-files.ts';

/** Where a conversation's picture is served: only its two members may load it. */
export const chatPhotoUrl = (key: string, size: 'thumb' | 'full') =>
  `/api/chat-photo.php?file=${key}&size=${size}`;

const iso = (value: string | Date) => new Date(value).toISOString();

export function partnerView(row: TProfileRow, cdnPrefix: string): TChatPartner {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    city: row.city,
    country: row.country,
    thumb: row.file_key ? pictureUrl(cdnPrefix, row.file_key, 'thumb') : null,
    is_fictional: row.is_fictional,
    is_confirmed: row.status !== 'not_confirmed',
  };
}

/**
 * A message as `viewerId` sees it. `readUpTo` is how far the other member has read the
 * viewer's messages, or 0 when read receipts are not shared.
 */
export function messageView(row: TMessageRow, viewerId: number, readUpTo: number): TMessage {
  const mine = row.sender_id === viewerId;
  return {
    id: row.id,
    client_id: row.client_id,
    conversation_id: row.conversation_id,
    mine,
    type: row.kind,
    text: row.kind === 'text' ? row.body : null,
    gift: row.kind === 'gift' ? row.gift : null,
    photo:
      row.kind === 'photo' && row.photo_key
        ? { thumb: chatPhotoUrl(row.photo_key, 'thumb'), full: chatPhotoUrl(row.photo_key, 'full') }
        : null,
    state: mine && row.id <= readUpTo ? 'read' : 'sent',
    created_at: iso(row.created_at),
  };
}

export function summaryView(row: TChatListRow, viewerId: number, cdnPrefix: string): TChatSummary {
  return {
    id: row.conversation_id,
    profile: partnerView(row, cdnPrefix),
    num_unread_messages: row.unread,
    last_message:
      row.last_id && row.last_kind && row.last_at
        ? {
            type: row.last_kind,
            text: row.last_kind === 'text' ? row.last_body : null,
            gift: row.last_kind === 'gift' ? row.last_gift : null,
            mine: row.last_sender === viewerId,
            created_at: iso(row.last_at),
          }
        : null,
  };
}
