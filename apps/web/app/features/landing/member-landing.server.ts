import { data } from 'react-router';
import { load } from '../../lib/ssr-context.server.ts';
import { redirectAutoSlug } from './landing-slug.server.ts';

/**
 * A member landing's data: the member as a visitor may see them (member.php applies the one
 * visibility rule, so unknown, hidden, invisible or deleted members are 404 here too) and the
 * social-share image, an active photo anyone may see (spec section 3).
 */
export async function loadMemberLanding(
  request: Request,
  context: unknown,
  params: { id?: string; slug?: string },
) {
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? '')) throw data(null, { status: 404 });
  // The member first: an ad's dead link is a 404 at once, not a redirect to one.
  const { profile } = await load(context, 'GET /api/member.php', { query: { id: params.id } });
  await redirectAutoSlug(request, context, params.slug);
  const main = profile.photos[0];
  const ogImage = main && !main.locked && main.full ? new URL(main.full, request.url).href : null;
  return { profile, ogImage };
}
