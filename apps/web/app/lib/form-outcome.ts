import type { TApiError, TCallName, TEndpoints } from '@cupido/contract/browser';
import { readCookie } from './cookies.ts';

/** The calls a form can make: those that take a JSON body (decision 40). */
export type TFormCallName = {
  [K in TCallName]: TEndpoints[K] extends { body: unknown }
    ? TEndpoints[K] extends { consumes: readonly string[] }
      ? never
      : K
    : never;
}[TCallName];

/** What a form's call came to: its answer, or the API's error with the values sent. */
export type TFormOutcome =
  | {
      call: string;
      ok: true;
      answer: unknown;
      values: Record<string, string>;
      /** What the page the form led to tells the member (a catalog key, `PageNotice`). */
      notice?: string;
    }
  | { call: string; ok: false; error: TApiError['error']; values: Record<string, string> };

/**
 * Without scripts a form's outcome travels to the page it came from (Post/Redirect/Get) in this
 * cookie, read once by the next page: a minute long, never readable by scripts.
 */
export const FORM_OUTCOME_COOKIE = 'form_outcome';
/** Under the 4 KB a browser keeps per cookie, with room for its attributes. */
const MAX_COOKIE_CHARS = 3500;

export function formOutcomeCookie(outcome: TFormOutcome, secure: boolean): string {
  let json = JSON.stringify(outcome);
  // Too long (a large answer, long texts): the outcome alone, the form then starts empty.
  if (encodeURIComponent(json).length > MAX_COOKIE_CHARS)
    json = JSON.stringify({ ...outcome, values: {}, ...(outcome.ok ? { answer: null } : {}) });
  const attributes = `Max-Age=60; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return `${FORM_OUTCOME_COOKIE}=${encodeURIComponent(json)}; ${attributes}`;
}

export const clearFormOutcomeCookie = `${FORM_OUTCOME_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`;

export function readFormOutcome(cookieHeader: string | null): TFormOutcome | null {
  const raw = readCookie(cookieHeader, FORM_OUTCOME_COOKIE);
  if (!raw) return null;
  try {
    const outcome = JSON.parse(raw) as TFormOutcome;
    return typeof outcome?.call === 'string' && typeof outcome.ok === 'boolean' ? outcome : null;
  } catch {
    return null;
  }
}

/**
 * The values a form sent that may be shown again: never a password or an account number, never
 * the form's own.
 */
export function shownValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string' || name.startsWith('_') || /password|iban/i.test(name)) continue;
    values[name] = value.slice(0, 2000);
  }
  return values;
}
