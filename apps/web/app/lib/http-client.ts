import {
  endpointTarget,
  endpointUrl,
  FETCH_MIN_DELAY_MS,
  HTTP_RETRIES,
  type TApiError,
  type TCallAnswer,
  type TCallInput,
  type TCallName,
  type TEndpoints,
} from '@cupido/contract/browser';

/** The web app's one form action (routes/form.tsx). */
export const FORM_ACTION = '/form';

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

/** A call's input, optional when the call takes neither body nor query. */
export type TCallArgs<K extends TCallName> =
  Record<string, never> extends TCallInput<TEndpoints[K]>
    ? [input?: TCallInput<TEndpoints[K]>]
    : [input: TCallInput<TEndpoints[K]>];

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
 * for network failures and 5xx answers (never for 4xx), the first after 200 ms and each further
 * one twice as late. A 401 or 403 with `authentication_required` from any call but user.php logs
 * the user out and is swallowed (the call resolves to undefined).
 */
export function createHttpClient(options: THttpClientOptions = {}) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sleep = options.sleep ?? wait;
  const baseDelay = options.baseDelayMs ?? FETCH_MIN_DELAY_MS;

  async function request(method: string, path: string, body?: unknown): Promise<never> {
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
      return settle(path, response);
    }
  }

  async function settle(path: string, response: Response): Promise<never> {
    const text = await response.text();
    let payload: unknown = null;
    try {
      payload = text ? JSON.parse(text) : null;
    } catch {
      payload = null;
    }
    if (response.ok) return payload as never;
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
      return undefined as never;
    }
    throw new ApiError(response.status, error);
  }

  /**
   * Calls the API by the contract's name of the call (`'POST /api/like.php'`): its input and its
   * answer are typed from the contract's definition. Resolves to undefined when the member was
   * logged out (see above).
   */
  function call<K extends TCallName>(
    name: K,
    ...[input]: TCallArgs<K>
  ): Promise<TCallAnswer<TEndpoints[K]> | undefined> {
    const { method, path } = endpointTarget(name);
    const { body, query, form } = (input ?? {}) as {
      body?: unknown;
      query?: Record<string, string>;
      form?: FormData;
    };
    const payload = form ?? body ?? (method === 'POST' || method === 'PUT' ? {} : undefined);
    return request(method, endpointUrl(path, query), payload);
  }

  /**
   * Sends a form's fields to the web app's form action (decision 40), which makes the form's
   * call in-process; answers and refusals as `call` gives them.
   */
  function submitForm(form: FormData): Promise<unknown> {
    return request('POST', FORM_ACTION, form);
  }

  return { call, submitForm };
}

export type THttpClient = ReturnType<typeof createHttpClient>;
