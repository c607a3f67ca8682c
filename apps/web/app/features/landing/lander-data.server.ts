import { data } from 'react-router';
import { loadRootData } from '../../lib/root-data.server.ts';
import { load } from '../../lib/ssr-context.server.ts';
import { redirectAutoSlug } from './landing-slug.server.ts';
import { LANDER_NAMES, type TLanderName } from './lander-names.ts';

const isLander = (name: string): name is TLanderName =>
  (LANDER_NAMES as readonly string[]).includes(name);

/**
 * A lander's data: members of the visitor's country with a photo (lander-members.php: the public
 * search, so the visibility rule holds and fictional profiles say so, also where the site keeps
 * its search from visitors), the country map for maplanding, and
 * the share image: an active public photo, else the site's branding.
 */
export async function loadLander(request: Request, context: unknown, slug?: string) {
  const url = new URL(request.url);
  const name = /^\/landers\/([a-z]+)/.exec(url.pathname)?.[1] ?? '';
  if (!isLander(name)) throw data(null, { status: 404 });
  await redirectAutoSlug(request, context, slug);
  const { settings } = await loadRootData(request, context);
  const country = settings.geoip_selected_country;
  const [shown, map] = await Promise.all([
    load(context, 'GET /api/lander-members.php', { query: { country } }),
    name === 'maplanding'
      ? load(context, 'GET /api/country-map.php', { query: { country } })
      : null,
  ]);
  const members = shown.profiles;
  const share = members[0]?.main_image ?? '/favicon.svg';
  return { name, members, map, ogImage: new URL(share, url).href };
}
