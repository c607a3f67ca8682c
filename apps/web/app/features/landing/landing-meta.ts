import type { MetaDescriptor } from 'react-router';
import type { TMessageKey } from '@cupido/i18n';
import { metaT, siteTitle } from '../../lib/meta-t.ts';

type TMatch = { id: string; data: unknown };

/** A lander's title, description and social-share image (spec section 3 and issue 17). */
export function landerMeta(
  matches: readonly TMatch[],
  text: { title: TMessageKey; description: TMessageKey },
  image: string | null,
): MetaDescriptor[] {
  const { root, t } = metaT(matches);
  const params = { site_name: root?.settings.name ?? '' };
  const title = siteTitle(t(text.title, params), root?.settings.name);
  const description = t(text.description, params);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(image ? [{ property: 'og:image', content: image }] : []),
  ];
}

/** Title, description and share image of a member landing. */
export function memberLandingMeta(
  d: { profile: { name: string; age: number }; ogImage: string | null } | undefined,
  description: string,
  siteName: string | undefined,
) {
  if (!d) return [];
  const title = `${d.profile.name}, ${d.profile.age}`;
  return [
    { title: siteTitle(title, siteName) },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(d.ogImage ? [{ property: 'og:image', content: d.ogImage }] : []),
  ];
}

/** The meta of the member landings: the member's name and age, and a description naming the site. */
export function memberLandingPageMeta(
  d: { profile: { name: string; age: number }; ogImage: string | null } | undefined,
  matches: Parameters<typeof metaT>[0],
) {
  const { root, t } = metaT(matches);
  const description = d
    ? t('memberlanding.description', {
        name: d.profile.name,
        age: d.profile.age,
        site_name: root?.settings.name ?? '',
      })
    : '';
  return memberLandingMeta(d, description, root?.settings.name);
}
