import { HTTP_RETRIES, type TApiError } from '@cupido/contract';

/** A refused call: the API's error shape with its HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  constructor(status: number, body: TApiError['error']) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
  }
}

export type THttpClientOptions = {
  fetch?: typeof fetch;
  /** Called when a call other than user.php answers 401/403 authentication_required. */
  onLoggedOut?: () => void;
  /** First retry delay; each further retry doubles it. */
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The HTTP client of spec section 7: JSON in and out, `X-Request-Type: client`, up to 5 retries
 * with exponential delay for network failures and 5xx answers (never for 4xx). A 401 or 403
 * with `authentication_required` from any call but user.php logs the user out and is swallowed
 * (the call resolves to undefined).
 */
export function createHttpClient(options: THttpClientOptions = {}) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sleep = options.sleep ?? wait;
  const baseDelay = options.baseDelayMs ?? 250;

  async function request<T>(method: string, path: string, body?: unknown): Promise<T | undefined> {
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(path, {
          method,
          credentials: 'same-origin',
          // A write (not an upload: keepalive bodies are limited to 64 KB) is carried through by
          // the browser even when the member leaves or reloads the page while it is on its way;
          // without it, a chat deleted just before a reload could be cancelled and come back.
          keepalive: method !== 'GET' && !isForm,
          headers: {
            accept: 'application/json',
            'x-request-type': 'client',
            ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined
            ? {}
            : { body: isForm ? (body as FormData) : JSON.stringify(body) }),
        });
      } catch (error) {
        if (attempt >= HTTP_RETRIES) throw error;
        await sleep(baseDelay * 2 ** attempt);
        continue;
      }
      if (response.status >= 500 && attempt < HTTP_RETRIES) {
        await sleep(baseDelay * 2 ** attempt);
        continue;
      }
      return settle<T>(path, response);
    }
  }

  async function settle<T>(path: string, response: Response): Promise<T | undefined> {
    const text = await response.text();
    let payload: unknown = null;
    try {
      payload = text ? JSON.parse(text) : null;
    } catch {
      payload = null;
    }
    if (response.ok) return payload as T;
    const error = (payload as TApiError | null)?.error ?? {
      code: 'internal_error',
      message: response.statusText || 'Error',
    };
    if (
      (response.status === 401 || response.status === 403) &&
      error.code === 'authentication_required' &&
      !/\/api\/user\.php/.test(path)
    ) {
      options.onLoggedOut?.();
      return undefined;
    }
    throw new ApiError(response.status, error);
  }

  return {
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
    /** A multipart upload (the browser sets the content type and boundary). */
    upload: <T>(path: string, form: FormData) => request<T>('POST', path, form),
    put: <T>(path: string, body: unknown = {}) => request<T>('PUT', path, body),
    delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  };
}

export type THttpClient = ReturnType<typeof createHttpClient>;
