import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { DisabledNotice, mainReason } from '../features/notifications/disabled-notice.tsx';
import { NotificationSwitches } from '../features/notifications/notification-switches.tsx';
import { PushSetting } from '../features/push/push-setting.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { titleMeta } from '../lib/meta-t.ts';
import { requireUser } from '../lib/session.server.ts';
import { load } from '../lib/ssr-context.server.ts';
import { PageCard } from '../ui/page-card.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const settings = await load(context, 'GET /api/notifications.php');
  return { settings, email: user.email };
}

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'notifications.title')];

/**
 * The account menu's Settings (spec section 2): the e-mail notifications, this device's push
 * notices, and the account.
 */
export default function Notifications() {
  const { t } = useI18n();
  const { settings, email } = useLoaderData<typeof loader>();
  // The reasons as the last saved switch answered them (turning an unsubscribed type on again
  // takes its warning away at once); the page's data again once it is loaded anew.
  const [saved, setSaved] = useState<{ from: typeof settings; disabled: string[] } | null>(null);
  const disabled = saved?.from === settings ? saved.disabled : settings.disabled;
  const reason = mainReason(disabled);
  return (
    <PageCard title={t('notifications.title')} wide>
      {reason && (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2">
          {/* The switches are on this page: no link to it. */}
          <DisabledNotice reason={reason} email={email} isOnSettingsPage />
        </div>
      )}
      <p className="text-secondary">{t('notifications.intro')}</p>
      {/* A new key after a save (revalidation) starts the switches from the server's answer. */}
      <NotificationSwitches
        key={JSON.stringify(settings.types)}
        types={settings.types}
        onSaved={(answer) => setSaved({ from: settings, disabled: answer.disabled })}
      />
      <PushSetting />
      <hr className="my-4" />
      <Link to="/settings">{t('notifications.account_link')}</Link>
    </PageCard>
  );
}
