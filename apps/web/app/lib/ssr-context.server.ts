import {
  endpoints,
  endpointTarget,
  endpointUrl,
  type TApiAnswer,
  type TCallAnswer,
  type TCallName,
  type TEndpoints,
  type TSsrContext,
} from '@cupido/contract';
import { data } from 'react-router';
import type { TCallArgs } from './http-client.ts';

/** The server's load context (see apps/server/src/web/web-host.ts). */
export function ssr(context: unknown): TSsrContext {
  return context as TSsrContext;
}

/**
 * Calls the API in-process by the contract's name of the call, with the page request's cookies
 * (or `cookie` instead) and host, and parses a successful answer with the call's response
 * schema (`answer` is null for a refusal, which `raw` holds).
 */
export async function callInProcess<K extends TCallName>(
  context: unknown,
  name: K,
  input: TCallArgs<K>[0],
  options: { cookie?: string } = {},
): Promise<{ status: number; answer: TCallAnswer<TEndpoints[K]> | null; raw: TApiAnswer }> {
  const { method, path } = endpointTarget(name);
  const { body, query } = (input ?? {}) as { body?: unknown; query?: Record<string, string> };
  const raw = await ssr(context).api(endpointUrl(path, query), {
    method,
    ...(body === undefined ? {} : { body }),
    ...options,
  });
  if (raw.status >= 400) return { status: raw.status, answer: null, raw };
  return { status: raw.status, answer: endpoints[name].response.parse(raw.data) as never, raw };
}

/**
 * Loads a call's answer for a page; a refusal becomes the same status for the route's error
 * boundary.
 */
export function load<K extends TCallName>(
  context: unknown,
  name: K,
  ...input: TCallArgs<K>
): Promise<TCallAnswer<TEndpoints[K]>> {
  return loadWith(context, {}, name, ...input);
}

/** `load` with the page request's cookies replaced by `options.cookie`. */
export async function loadWith<K extends TCallName>(
  context: unknown,
  options: { cookie?: string },
  name: K,
  ...input: TCallArgs<K>
): Promise<TCallAnswer<TEndpoints[K]>> {
  const { answer, raw } = await callInProcess(context, name, input[0], options);
  if (answer === null) {
    const message = (raw.data as { error?: { message?: string } } | null)?.error?.message;
    throw data(message ?? null, { status: raw.status });
  }
  return answer;
}
