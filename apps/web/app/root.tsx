import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
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
import { en } from '@cupido/i18n/catalogs/en';
import { I18nProvider } from './lib/i18n.tsx';
import { LiveProvider } from './lib/live.tsx';
import { loadRootData, type TRootData } from './lib/root-data.server.ts';
import { useRootData } from './lib/use-root-data.ts';
import { isChunkLoadError, reloadAfterChunkError } from './lib/chunk-reload.ts';
import { captureTracking } from './lib/tracking.ts';
import { ProgressBar } from './ui/progress-bar.tsx';
import { NetworkStatus } from './ui/network-status.tsx';
import { ErrorView } from './ui/error-view.tsx';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: bootstrapHref },
  { rel: 'stylesheet', href: appCssHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadRootData(request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.settings.index_title },
        { name: 'description', content: data.settings.description },
        { name: 'theme-color', content: data.settings.theme_color },
        { property: 'og:site_name', content: data.settings.name },
      ]
    : [{ title: 'Error' }];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  return (
    <html lang={data?.locale ?? 'en'}>
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
  useEffect(() => captureTracking(window.location, window.history, window.localStorage), []);
  return (
    <I18nProvider locale={data?.locale ?? 'en'} messages={data?.messages ?? en}>
      <LiveProvider user={data?.user ?? null}>
        <ProgressBar />
        {children}
        <NetworkStatus />
      </LiveProvider>
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
        <ErrorView error={isRouteErrorResponse(error) || error instanceof Error ? error : null} />
      </main>
    </Shell>
  );
}
