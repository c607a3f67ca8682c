import type { TApiAnswer, TSsrContext } from '@cupido/contract';
import { data } from 'react-router';
import type { z } from 'zod';

/** The server's load context (see apps/server/src/web/web-host.ts). */
export function ssr(context: unknown): TSsrContext {
  return context as TSsrContext;
}

/**
 * Calls the API in-process and parses the answer with its contract schema. A failure becomes
 * the same status for the route's error boundary.
 */
export async function apiGet<T extends z.ZodType>(
  context: unknown,
  path: string,
  schema: T,
): Promise<z.infer<T>> {
  const answer: TApiAnswer = await ssr(context).api(path);
  if (answer.status >= 400) {
    const message = (answer.data as { error?: { message?: string } } | null)?.error?.message;
    throw data(message ?? null, { status: answer.status });
  }
  return schema.parse(answer.data);
}
