import { ApiError } from '../../lib/http-client.ts';
import type { TEntry } from './chat-state.ts';

/**
 * The code of a refusal that sending again would meet again (not enough credits, premium only,
 * the partner's address not confirmed, …): only buying, upgrading or waiting changes it. Null for
 * a network failure, a server error or a rate limit, which a retry may get through.
 */
export function lastingRefusal(error: unknown): string | null {
  return error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429
    ? error.code
    : null;
}

/**
 * The way back to this chat from the shop or the premium page (issue 10), with what was not
 * sent: its text waiting in the composer, a gift's picker open again, a photo offered again (the
 * file waits in the browser: kept-photo.ts).
 */
export function chatWayBack(pathname: string, unsent?: Pick<TEntry, 'type' | 'text'>): string {
  if (unsent?.type === 'text' && unsent.text)
    return `${pathname}?${new URLSearchParams({ text: unsent.text })}`;
  if (unsent?.type === 'gift') return `${pathname}?gift=1`;
  if (unsent?.type === 'photo') return `${pathname}?photo=1`;
  return pathname;
}

/** Where a refusal leads: the shop for credits (and back), the premium page; else nowhere. */
export function refusalWayOut(
  code: string,
  back: string,
): { to: string; label: 'chat.buy_credits' | 'nav.get_premium' } | null {
  if (code === 'insufficient_credits')
    return { to: `/credits?next=${encodeURIComponent(back)}`, label: 'chat.buy_credits' };
  if (code === 'premium_required') return { to: '/premium', label: 'nav.get_premium' };
  return null;
}
