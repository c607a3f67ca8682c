import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { TUnsubscribeInfo } from '@cupido/contract/browser';
import { typeLabel } from '../features/notifications/type-label.ts';
import { call } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.tsx';
import { titleMeta } from '../lib/meta-t.ts';
import { useSite } from '../lib/use-root-data.ts';
import { callInProcess } from '../lib/ssr-context.server.ts';
import { PageCard } from '../ui/page-card.tsx';

/** The token of the link; an invalid one shows the page's own message, not an error page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const { answer: info } = await callInProcess(context, 'GET /api/unsubscribe.php', {
    query: { token },
  });
  return { token, info };
}

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'unsubscribe.title')];

/**
 * The unsubscribe link of a notification mail: works without logging in (the token is signed
 * for one member and one type). A GET never unsubscribes (mail scanners open links); the button
 * does, as the mail's one-click POST does.
 */
export default function Unsubscribe() {
  const { t } = useI18n();
  const { settings, user } = useSite();
  const { token, info } = useLoaderData<typeof loader>();
  const [done, setDone] = useState<TUnsubscribeInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!info)
    return (
      <PageCard title={t('unsubscribe.title')}>
        <p role="alert">{t('unsubscribe.invalid')}</p>
      </PageCard>
    );
  const label = typeLabel(t, info.type, settings.name);
  async function unsubscribe() {
    setBusy(true);
    setFailed(false);
    try {
      const answer = await call('POST /api/unsubscribe.php', { query: { token }, body: {} });
      setDone(answer ?? { type: info!.type, unsubscribed: true });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <PageCard title={t('unsubscribe.title')}>
      {done || info.unsubscribed ? (
        <p role="status">{t('unsubscribe.done', { type: label })}</p>
      ) : (
        <>
          <p>{t('unsubscribe.confirm', { type: label })}</p>
          <button
            type="button"
            className="btn btn-brand rounded-pill px-4"
            disabled={busy}
            onClick={() => void unsubscribe()}
          >
            {t('unsubscribe.button')}
          </button>
          {failed && (
            <p role="alert" className="text-danger small mt-2">
              {t('notifications.save_failed')}
            </p>
          )}
        </>
      )}
      {user && (
        <p className="mt-3 mb-0">
          <Link to="/notifications">{t('notifications.manage')}</Link>
        </p>
      )}
    </PageCard>
  );
}
