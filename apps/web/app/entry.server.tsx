import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import type { TSsrContext } from '@cupido/contract/browser';
import { deferScripts } from './lib/defer-scripts.server.ts';
import type { TRootData } from './lib/root-data.server.ts';
import { loadMemberOnly } from './lib/member-only.tsx';

export const streamTimeout = 5_000;

/**
 * Renders the page whole (decision 47): every loader has answered before React starts, so
 * streaming would send nothing sooner, and the whole page is compressed in one call. Inline
 * scripts carry the CSP nonce.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: TSsrContext,
) {
  // Member-only parts render on the server as in a member's browser (loaded once per process).
  await loadMemberOnly();
  return new Promise<Response>((resolve, reject) => {
    // Errors a boundary caught; one before the shell was drawn rejects, logged by React Router.
    const caught: unknown[] = [];
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />,
      {
        nonce: loadContext.nonce,
        onAllReady() {
          for (const error of caught) console.error(error);
          const sink = new PassThrough();
          const chunks: Buffer[] = [];
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('error', reject);
          sink.on('end', () => {
            clearTimeout(timeout);
            // Landers and every visitor's page paint from their HTML and CSS and hydrate when
            // the visitor acts (decisions 33 and 43); a member's pages hydrate once they are
            // painted (decision 51), holding what the member does before that.
            const { matches, loaderData } = routerContext.staticHandlerContext;
            const lander = matches.some((match) => match.route.id === 'layout-lander');
            const member = Boolean((loaderData.root as TRootData | undefined)?.user);
            const html = deferScripts(Buffer.concat(chunks).toString('utf8'), {
              until: member && !lander ? 'paint' : 'intent',
            });
            headers.set('content-type', 'text/html; charset=utf-8');
            headers.set('cache-control', 'private, no-cache');
            resolve(new Response(html, { headers, status }));
          });
          pipe(sink);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          caught.push(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
