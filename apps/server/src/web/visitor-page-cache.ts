import { LRUCache } from 'lru-cache';
import { LOCALE_COOKIE } from '@cupido/contract';

/**
 * A page as a first visit sees it, kept for a moment (decision 42): the HTML split at its nonce
 * (each answer gets a nonce of its own), its status, headers and cookies.
 */
export type TCachedPage = {
  status: number;
  headers: [string, string][];
  setCookies: string[];
  /** The HTML around each occurrence of the nonce it was rendered with. */
  parts: string[];
};

/** What a page's key is made of: everything a cookieless page render reads of its request. */
export type TPageRequest = {
  method: string;
  protocol: string;
  host: string;
  url: string;
  acceptLanguage: string | undefined;
  country: string | null;
  bot: boolean;
  hasCookies: boolean;
};

/** How long a page is served again: a visitor's list is never staler than this. */
export const VISITOR_PAGE_TTL_MS = 2_000;

/** Cookies a first visit's page may set and still be the same for every first visit. */
const SHARED_COOKIES = new Set([LOCALE_COOKIE]);

const cookieName = (header: string) => header.slice(0, header.indexOf('=')).trim();

/**
 * Pages of first visits (requests without any cookie: no member, no choices yet), which are the
 * same for every such visitor of a site with the same address, language and country. Requests for
 * a page whose render is on its way wait for it, and a rendered page is served again for
 * VISITOR_PAGE_TTL_MS, or until clear(); a page that sets any cookie but the locale, or answers
 * other than 200, is not shared.
 */
export class VisitorPageCache {
  private readonly pages: LRUCache<string, TCachedPage>;
  private readonly rendering = new Map<string, Promise<TCachedPage | null>>();
  /** Counts clear() calls: a render begun before one is not kept. */
  private generation = 0;

  constructor(options: { ttlMs?: number; maxBytes?: number } = {}) {
    this.pages = new LRUCache({
      ttl: options.ttlMs ?? VISITOR_PAGE_TTL_MS,
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (page) => page.parts.reduce((sum, part) => sum + part.length, 64),
    });
  }

  /** The page's key, or null when the request is not a first visit's page view. */
  keyOf(request: TPageRequest): string | null {
    if (request.method !== 'GET' || request.hasCookies) return null;
    return [
      request.protocol,
      request.host,
      request.url,
      request.acceptLanguage ?? '',
      request.country ?? '',
      request.bot ? 'bot' : '',
    ].join('\n');
  }

  /**
   * The page for `key`: kept, or rendered for another request at this moment (awaited), or else
   * rendered by `render`, the caller's own page, kept when it is the same for every first visit.
   */
  async page(
    key: string,
    render: () => Promise<TCachedPage>,
  ): Promise<{ page: TCachedPage; hit: boolean }> {
    const kept = this.pages.get(key);
    if (kept) return { page: kept, hit: true };
    const pending = this.rendering.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return { page: shared, hit: true };
    }
    const generation = this.generation;
    const own = render();
    if (!pending) {
      // A failed render is the caller's error; the others waiting render their own.
      const shared = own.then(
        (page) => (this.shareable(page) ? page : null),
        () => null,
      );
      this.rendering.set(key, shared);
      void shared.then(() => {
        if (this.rendering.get(key) === shared) this.rendering.delete(key);
      });
    }
    const page = await own;
    if (this.shareable(page) && generation === this.generation) this.pages.set(key, page);
    return { page, hit: false };
  }

  /** Forgets every page and every render on its way: something a visitor may see changed. */
  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.rendering.clear();
  }

  private shareable(page: TCachedPage): boolean {
    return page.status === 200 && page.setCookies.every((c) => SHARED_COOKIES.has(cookieName(c)));
  }
}
