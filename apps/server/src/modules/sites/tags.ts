import type { TTags } from '@cupido/contract';
import type { TSiteConfig } from './site-config.ts';

/**
 * The tags as the browser loads them: the ad tag asks for the visitor's IP address to be
 * anonymised (spec section 7), by the anonymize_ip parameter the common ad tags understand.
 */
export function publicTags(tags: TSiteConfig['tags']): TTags {
  let ads = tags.ads;
  if (ads) {
    const url = new URL(ads);
    url.searchParams.set('anonymize_ip', '1');
    ads = url.href;
  }
  return { analytics: tags.analytics, recording: tags.recording, ads };
}

/** The origins of a site's configured tags: exactly what the page CSP admits besides itself. */
export function tagOrigins(tags: TSiteConfig['tags']): string[] {
  const urls = [tags.analytics, tags.recording, tags.ads].filter((u): u is string => !!u);
  return [...new Set(urls.map((u) => new URL(u).origin))];
}
