import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translator } from '@cupido/i18n';
import { APP_ICON_SIZES, AppIcons } from './app-icons.ts';

const WORKER = readFileSync(new URL('./sw-push.js', import.meta.url), 'utf8');

/** The length a manifest's short_name should keep to, so that launchers show it whole. */
const SHORT_NAME_CHARS = 12;

/**
 * The site's name for the home screen: its whole words that fit in SHORT_NAME_CHARS
 * ("Herzklopfen Demo" is "Herzklopfen"), never a word cut in half; a first word longer than
 * that stays whole, as a launcher shortens it better than a cut would.
 */
function shortName(name: string): string {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  let short = first;
  for (const word of rest) {
    if (short.length + 1 + word.length > SHORT_NAME_CHARS) break;
    short = `${short} ${word}`;
  }
  return short;
}

const HEART =
  'M12 21s-7.5-4.6-10-9.3C.4 8.5 2.2 4.5 6 4.1c2.2-.2 4 1 6 3.2 2-2.2 3.8-3.4 6-3.2 3.8.4 5.6 4.4 4 7.6C19.5 16.4 12 21 12 21z';

/** The heart icon in a colour (the config's theme colour, a checked #rrggbb). */
const favicon = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="${html(color)}" d="${HEART}"/></svg>`;

const html = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Cupido as an installable app (issue 14, decision 27): the service worker, a web app manifest
 * and icons per site (from its name and theme colour), and the offline page the worker keeps.
 * None depends on the member, so they skip the session lookup.
 */
export const installableAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const icons = new AppIcons();
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, session: false };
  });

  app.get('/sw-push.js', { schema: { hide: true } }, async (_request, reply) => {
    return (
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('service-worker-allowed', '/')
        // The worker's own policy: it fetches pages and the offline page from this origin only.
        .header('content-security-policy', "default-src 'self'")
        .send(WORKER)
    );
  });

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const { config } = request.site;
    const icon = (size: number, purpose: string) => ({
      src: `/app-icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    });
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'Host, Cookie, Accept-Language')
      .send({
        id: '/',
        name: config.name,
        short_name: shortName(config.name),
        description: config.description[request.locale] ?? config.name,
        lang: request.locale,
        start_url: '/members',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: config.theme_color,
        icons: APP_ICON_SIZES.flatMap((size) => [icon(size, 'any'), icon(size, 'maskable')]),
      });
  });

  app.get(
    '/app-icon-:size.png',
    {
      schema: {
        hide: true,
        params: z.object({ size: z.enum(APP_ICON_SIZES.map(String) as ['192', '512']) }),
      },
    },
    async (request, reply) => {
      const { config } = request.site;
      const png = await icons.png(
        { name: config.name, themeColor: config.theme_color },
        Number(request.params.size) as (typeof APP_ICON_SIZES)[number],
      );
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .header('vary', 'Host')
        .send(png);
    },
  );

  // The tab's icon: the heart in the site's theme colour (a brand's tab shows no other's).
  app.get('/favicon.svg', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('vary', 'Host')
      .send(favicon(request.site.config.theme_color)),
  );

  app.get('/offline.html', { schema: { hide: true } }, async (request, reply) => {
    const { config } = request.site;
    const t = translator(request.locale);
    const color = config.theme_color;
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Host, Cookie, Accept-Language')
        // The worker fetches the page again when the member's pages are in another language.
        .header('content-language', request.locale)
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
        ).send(`<!doctype html>
<html lang="${request.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${html(color)}">
<title>${html(t('push.offline_title'))} · ${html(config.name)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f8f9fa;color:#212529}
main{max-width:28rem;margin:15vh auto 0;padding:2rem 1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px rgb(0 0 0/.1);text-align:center}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.5rem;background:${html(color)};color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #212529;outline-offset:2px}
</style>
</head>
<body>
<main>
<svg role="img" aria-label="${html(config.name)}" width="64" height="64" viewBox="0 0 24 24"><path fill="${html(color)}" d="${HEART}"/></svg>
<h1>${html(t('push.offline_title'))}</h1>
<p>${html(t('push.offline_text'))}</p>
<a href="">${html(t('push.offline_retry'))}</a>
</main>
</body>
</html>`)
    );
  });
};
