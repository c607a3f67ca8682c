import { BADGE_CAP } from '@cupido/contract/browser';

/** A counter badge's text: the number, or '99+' at 100 or more (spec sections 2 and 9). */
export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.max(0, count));
}

const PREFIX = /^\(\d+\) /;

/**
 * The page title with the '(n) ' prefix of spec section 2 (n = unread messages plus new likes,
 * the whole number: the 99+ cap is the badges'), or without one when n is 0. Applying it twice
 * changes nothing.
 */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(PREFIX, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}

/**
 * A member's page title with its '(n) ' prefix from the server's render on, so the tab does not
 * change when the page hydrates; the live counts keep it current after that (`useTitleCount`).
 */
export function countedTitle(
  title: string,
  user: { unread_messages: number; new_likes: number } | null | undefined,
): string {
  return user ? titleWithCount(title, user.unread_messages + user.new_likes) : title;
}

/** The credits badge (spec section 2): shown at 10 credits or fewer; warning above 0, danger at 0. */
export function creditsBadge(credits: number): 'bg-warning' | 'bg-danger' | null {
  if (credits > 10) return null;
  return credits > 0 ? 'bg-warning' : 'bg-danger';
}
