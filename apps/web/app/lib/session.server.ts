import { redirect } from 'react-router';
import { loginThenBack, returnPath } from './return-path.ts';
import { loadRootData } from './root-data.server.ts';

/**
 * The logged-in member for a page that needs one; a visitor is sent to the login page, which
 * brings them back here (a bookmark of /settings, a mail's link to /notifications).
 */
export async function requireUser(request: Request, context: unknown) {
  const { user } = await loadRootData(request, context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginThenBack(`${url.pathname}${url.search}`));
  }
  return user;
}

/** Pages for visitors only (login, sign-up): members go to members (spec section 2). */
export async function redirectMembers(request: Request, context: unknown, next?: string | null) {
  const { user } = await loadRootData(request, context);
  if (user) throw redirect(returnPath(next));
  return null;
}
