/**
 * Addresses of the payment pages. `next` (where to go back after paying) travels as a query
 * parameter; the checkout hands it to the server as the payment's return path.
 */
export function checkoutPath(
  bundleId: number,
  method: string | null,
  next: string | null,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams(extra);
  if (next) query.set('next', next);
  const search = query.size > 0 ? `?${query}` : '';
  return `/credits/${bundleId}${method ? `/${method}` : ''}${search}`;
}
