import { redirect } from 'react-router';
import { landingSlug } from '@cupido/contract';
import { loadRootData } from '../../lib/root-data.server.ts';

/** Spec section 2: the landing slug 'auto' becomes the locale (en as 'eng'), by a redirect. */
export async function redirectAutoSlug(request: Request, context: unknown, slug?: string) {
  if (slug !== 'auto') return;
  const { locale } = await loadRootData(request, context);
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/auto\/?$/, `/${landingSlug('auto', locale)}`);
  throw redirect(`${path}${url.search}`);
}
