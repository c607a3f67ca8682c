/** An answer of the API as the web app's loaders see it. */
export type TApiAnswer = { status: number; data: unknown };

/**
 * What the server hands the web app's loaders for one page request (React Router's load
 * context). `api` calls the same JSON API in-process, carrying the page request's cookies,
 * host and language, so server-side rendering has no data path of its own.
 */
export type TSsrContext = {
  api: (
    path: string,
    init?: { method?: string; body?: unknown; cookie?: string },
  ) => Promise<TApiAnswer>;
  /** Adds a Set-Cookie header to the page response. */
  setCookie: (header: string) => void;
  /**
   * The CSP nonce of this response's inline scripts; absent on a page served again to every
   * visitor, whose inline scripts are allowed by their hashes (decision 50).
   */
  nonce?: string;
  requestId: string;
  isProduction: boolean;
};
