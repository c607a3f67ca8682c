import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import bootstrapHref from 'bootstrap/dist/css/bootstrap.min.css?url';
import appCssHref from './styles/app.css?url';
import { I18nProvider } from './lib/i18n.tsx';
import { LiveProvider } from './lib/live.tsx';
import { MessageBanner } from './layouts/lazy-member-parts.ts';
import { PushProvider } from './lib/push.tsx';
import { loadRootData, type TRootData } from './lib/root-data.server.ts';
import { useRootData } from './lib/use-root-data.ts';
import { countedTitle } from './lib/badge.ts';
import { isChunkLoadError, reloadAfterChunkError } from './lib/chunk-reload.ts';
import { useFreshAfterHistory } from './lib/use-fresh-after-history.ts';
import { useIdlePrefetch } from './lib/idle-prefetch.ts';
import { ProgressBar } from './ui/progress-bar.tsx';
import { NetworkStatus } from './ui/network-status.tsx';
import { RouteErrorView } from './ui/error-view.tsx';
import { ConsentBanner } from './ui/consent-banner.tsx';
import { ToastProvider } from './ui/toast.tsx';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: bootstrapHref, precedence: 'default' },
  { rel: 'stylesheet', href: appCssHref, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The installable app (issue 14): the site's manifest and icon, drawn from its branding.
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/app-icon-192.png' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The catalog stays here: the browser loads its language as a chunk of its own (decision 32).
  const { messages: _catalog, ...data } = await loadRootData(request, context);
  return data satisfies TRootData;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: countedTitle(data.settings.index_title, data.user) },
        { name: 'description', content: data.settings.description },
        { name: 'theme-color', content: data.settings.theme_color },
        { property: 'og:site_name', content: data.settings.name },
      ]
    : [{ title: 'Error' }];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  return (
    // data-member: the page's member-only parts load before it hydrates (entry.client.tsx).
    <html lang={data?.locale ?? 'en'} data-member={data?.user ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body
        style={data ? ({ '--brand': data.settings.theme_color } as React.CSSProperties) : undefined}
      >
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

function useChunkReload() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadAfterChunkError(window.sessionStorage);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}

function Shell({ data, children }: { data: TRootData | undefined; children: ReactNode }) {
  useChunkReload();
  useIdlePrefetch();
  useFreshAfterHistory();
  return (
    <I18nProvider locale={data?.locale ?? 'en'}>
      <PushProvider
        userId={data?.user?.id ?? null}
        publicKey={data?.settings.push_public_key ?? null}
      >
        <LiveProvider user={data?.user ?? null}>
          <ProgressBar />
          <ToastProvider>
            {children}
            {data?.user && <MessageBanner />}
          </ToastProvider>
          <NetworkStatus />
          {data && <ConsentBanner />}
        </LiveProvider>
      </PushProvider>
    </I18nProvider>
  );
}

export default function App() {
  return (
    <Shell data={useRootData()}>
      <Outlet />
    </Shell>
  );
}

/** Failures the layouts could not catch (the root data itself failed). */
export function ErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError(window.sessionStorage);
  }, [error]);
  return (
    <Shell data={useRootData()}>
      <main id="content" className="container py-5">
        <RouteErrorView />
      </main>
    </Shell>
  );
}
