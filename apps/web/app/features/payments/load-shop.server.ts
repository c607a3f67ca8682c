import { redirect } from 'react-router';
import { loginThenBack, returnPath } from '../../lib/return-path.ts';
import { loadRootData } from '../../lib/root-data.server.ts';
import { load } from '../../lib/ssr-context.server.ts';

/** Where to go back after paying (`?next=`): a path on this site, or null. */
export function nextPath(request: Request): string | null {
  return returnPath(new URL(request.url).searchParams.get('next'), '') || null;
}

/**
 * The shop of the logged-in member (bundles, methods, balance, saved card, discount). A visitor is
 * sent to the login page, which brings them back here. A discount code in the address (`?code=`,
 * a link's or the shop field's) goes along: the server answers its prices or why it does not
 * apply (offers, decision 28).
 */
export async function loadShop(request: Request, context: unknown) {
  const root = await loadRootData(request, context);
  if (!root.user) {
    const url = new URL(request.url);
    throw redirect(loginThenBack(`${url.pathname}${url.search}`));
  }
  const code = new URL(request.url).searchParams.get('code')?.trim().slice(0, 100);
  const shop = await load(context, 'GET /api/credits.php', { query: code ? { code } : {} });
  return { shop, messages: root.messages };
}
