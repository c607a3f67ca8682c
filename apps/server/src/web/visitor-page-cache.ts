import { LRUCache } from 'lru-cache';
import {
  CONSENT_COOKIE,
  LOCALE_COOKIE,
  PUSH_ALERT_COOKIE,
  SEARCH_GENDER_COOKIE,
  SITE_ENTRY_STORAGE_KEY,
  TRACKING_SOURCE_COOKIE,
} from '@cupido/contract';

/**
 * A page as a visitor sees it, kept for a moment (decision 42): the same bytes for every
 * visitor (rendered without a nonce, its inline scripts allowed by their hashes: decision 50),
 * its status, headers and cookies, and the HTML compressed in each encoding asked for so far.
 */
export type TCachedPage = {
  status: number;
  headers: [string, string][];
  setCookies: string[];
  body: string;
  /** Its Content-Security-Policy (an HTML page's), naming its inline scripts' hashes. */
  csp: string | null;
  /** The body in each encoding it was sent in, compressed once. */
  encoded: Map<string, Promise<Buffer>>;
};

/** What a page's key is made of: everything a visitor's page render reads of its request. */
export type TPageRequest = {
  method: string;
  protocol: string;
  host: string;
  url: string;
  acceptLanguage: string | undefined;
  country: string | null;
  bot: boolean;
  /** The Cookie header as sent. */
  cookie: string | undefined;
};

/** How long a page is served again as it is. */
export const VISITOR_PAGE_TTL_MS = 2_000;
/**
 * How long after that it may still be served while it is rendered again for those after: a
 * visitor's list is never staler than VISITOR_PAGE_TTL_MS + this.
 */
export const VISITOR_PAGE_STALE_MS = 2_000;

/** Cookies a first visit's page may set and still be the same for every first visit. */
const SHARED_COOKIES = new Set([LOCALE_COOKIE]);

/**
 * Cookies that hold a visitor's choices, never who they are (decision 42): a page is the same
 * for every visitor who sent the same of them. A request with any other cookie (a session, a
 * form's outcome, one the server does not know) is rendered for itself.
 */
const CHOICE_COOKIES = new Set([
  LOCALE_COOKIE,
  CONSENT_COOKIE,
  SEARCH_GENDER_COOKIE,
  SITE_ENTRY_STORAGE_KEY,
  TRACKING_SOURCE_COOKIE,
  // What the browser found out about pushes ('0' or '1'), set for visitors too.
  PUSH_ALERT_COOKIE,
]);

/** A cookie's name in a Cookie or Set-Cookie header ('' without one). */
function cookieName(part: string): string {
  const at = part.indexOf('=');
  return at < 0 ? '' : part.slice(0, at).trim();
}

/** The request's cookies as the key holds them, or null when one is not a visitor's choice. */
function choicesOf(header: string | undefined): string | null {
  const parts = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.every((part) => CHOICE_COOKIES.has(cookieName(part))) ? parts.join('; ') : null;
}

/**
 * Pages of visitors (requests without a cookie, or with only a visitor's choices: no member),
 * which are the same for every such visitor of a site with the same address, language, country
 * and choices. Requests for a page whose render is on its way wait for it, and a rendered page
 * is served again for VISITOR_PAGE_TTL_MS, then for VISITOR_PAGE_STALE_MS more while one render
 * in the background replaces it (no request waits for that render), or until clear(); a page
 * that sets any cookie but the locale, or answers other than 200, is not shared.
 */
export class VisitorPageCache {
  private readonly pages: LRUCache<string, { page: TCachedPage; at: number }>;
  private readonly rendering = new Map<string, Promise<TCachedPage | null>>();
  private readonly ttlMs: number;
  private readonly onError: (error: unknown) => void;
  /** Counts clear() calls: a render begun before one is not kept. */
  private generation = 0;

  constructor(
    options: {
      ttlMs?: number;
      staleMs?: number;
      maxBytes?: number;
      /** Told of a render in the background that failed (no request is there to answer). */
      onError?: (error: unknown) => void;
    } = {},
  ) {
    this.ttlMs = options.ttlMs ?? VISITOR_PAGE_TTL_MS;
    this.onError = options.onError ?? (() => {});
    this.pages = new LRUCache({
      ttl: this.ttlMs + (options.staleMs ?? VISITOR_PAGE_STALE_MS),
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      // The body and room for its compressed copies (a tenth of it or less each).
      sizeCalculation: ({ page }) => Math.ceil(page.body.length * 1.3) + 64,
    });
  }

  /** The page's key, or null when the request is not a visitor's page view. */
  keyOf(request: TPageRequest): string | null {
    const choices = choicesOf(request.cookie);
    if (request.method !== 'GET' || choices === null) return null;
    return [
      request.protocol,
      request.host,
      request.url,
      request.acceptLanguage ?? '',
      request.country ?? '',
      request.bot ? 'bot' : '',
      choices,
    ].join('\n');
  }

  /**
   * The page for `key`: kept (past its time to live, served while `render` replaces it in the
   * background, `stale`), or rendered for another request at this moment (awaited), or else
   * rendered by `render`, the caller's own page, kept when it is the same for every visitor.
   */
  async page(
    key: string,
    render: () => Promise<TCachedPage>,
  ): Promise<{ page: TCachedPage; hit: boolean; stale?: true }> {
    const kept = this.pages.get(key);
    if (kept && performance.now() - kept.at <= this.ttlMs) return { page: kept.page, hit: true };
    if (kept) {
      // A page that failed or is no longer shared in the background leaves the next request to
      // render its own.
      if (!this.rendering.has(key))
        this.renderAndKeep(key, render).then(
          (page) => this.shareable(page) || this.pages.delete(key),
          (error: unknown) => {
            this.pages.delete(key);
            this.onError(error);
          },
        );
      return { page: kept.page, hit: true, stale: true };
    }
    const pending = this.rendering.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return { page: shared, hit: true };
    }
    return { page: await this.renderAndKeep(key, render, !pending), hit: false };
  }

  /**
   * Renders the page for `key` and keeps it when it is shared and no change came meanwhile; when
   * `first`, the render is the one others wait for.
   */
  private async renderAndKeep(
    key: string,
    render: () => Promise<TCachedPage>,
    first = true,
  ): Promise<TCachedPage> {
    const generation = this.generation;
    const own = render();
    if (first) {
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
    if (this.shareable(page) && generation === this.generation)
      this.pages.set(key, { page, at: performance.now() });
    return page;
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
