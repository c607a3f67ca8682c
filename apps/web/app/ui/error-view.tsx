import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import type { ErrorResponse, MetaArgs, MetaDescriptor } from 'react-router';
import type { TTranslate } from '@cupido/i18n/format';
import { useI18n } from '../lib/i18n.tsx';
import { metaT, siteTitle } from '../lib/meta-t.ts';
import { countedTitle } from '../lib/badge.ts';

/** Spec section 8: the status from statusCode, status or response status; default 500. */
export function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const e = error as {
    statusCode?: number;
    status?: number;
    response?: { status?: number };
  } | null;
  return e?.statusCode ?? e?.status ?? e?.response?.status ?? 500;
}

/**
 * The message a loader gave its error (`load` throws the API's translated message). A response
 * that was not a loader's (a proxy's page, the API's own JSON answer to a client navigation)
 * arrives as its raw body: its API message is used, anything else is not shown.
 */
export function messageOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || typeof error.data !== 'string') return null;
  const text = error.data.trim();
  if (text.startsWith('{')) {
    try {
      const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
      return typeof message === 'string' && message ? message : null;
    } catch {
      return null;
    }
  }
  return text && !text.startsWith('<') && text.length <= 300 ? text : null;
}

/** What the error page says it is: its heading, and its tab's title. */
function headingOf(error: unknown, t: TTranslate): string {
  return statusOf(error) === 404 ? t('error.not_found') : (messageOf(error) ?? t('error.generic'));
}

/**
 * The meta of a layout that shows errors: its parents' as they are and, while it shows one, the
 * error's heading with the site's name as the tab's title (a 404's tab said only the site's
 * title) and no indexing of the error.
 */
export function errorPageMeta({ error, matches }: MetaArgs): MetaDescriptor[] {
  const inherited = matches.find((m) => m?.id === 'root')?.meta ?? [];
  if (!error) return inherited;
  const { root, t } = metaT(matches);
  const heading = headingOf(error, t);
  return [
    ...inherited.filter((d) => !('title' in d)),
    { title: countedTitle(siteTitle(heading, root?.settings.name), root?.user) },
    { name: 'robots', content: 'noindex' },
  ];
}

function ErrorContent({ error }: { error: ErrorResponse | Error | null }) {
  const { t } = useI18n();
  const status = statusOf(error);
  if (status === 404) {
    return (
      <div className="text-center py-5">
        <p className="display-1 fw-bold text-brand mb-0" aria-hidden="true">
          404
        </p>
        <h1 className="h3 mb-4">{headingOf(error, t)}</h1>
        <Link to="/" className="btn btn-brand rounded-pill px-4">
          {t('error.back_home')}
        </Link>
      </div>
    );
  }
  return (
    <div className="text-center py-5">
      <p className="display-4 fw-bold text-brand mb-0">{status}</p>
      <h1 className="h3 mb-4">{headingOf(error, t)}</h1>
      <Link to="/" className="btn btn-outline-brand rounded-pill px-4">
        {t('error.back_home')}
      </Link>
    </div>
  );
}

/** If showing the error itself fails, say so plainly rather than show nothing. */
class ErrorViewGuard extends Component<
  { children: ReactNode; fallback: string },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">{this.props.fallback}</p> : this.props.children;
  }
}

export function ErrorView({ error }: { error: ErrorResponse | Error | null }) {
  const { t } = useI18n();
  return (
    <ErrorViewGuard fallback={t('error.while_showing')}>
      <ErrorContent error={error} />
    </ErrorViewGuard>
  );
}

/** The error page of the route error a boundary caught (a layout's, the root's). */
export function RouteErrorView() {
  const error = useRouteError();
  return <ErrorView error={isRouteErrorResponse(error) || error instanceof Error ? error : null} />;
}
