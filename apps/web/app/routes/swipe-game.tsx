import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LoginForm } from '../features/accounts/login-form.tsx';
import { SwipeGame } from '../features/likes/swipe-game.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { loadRootData } from '../lib/root-data.server.ts';
import { load } from '../lib/ssr-context.server.ts';
import { textTitleMeta } from '../lib/meta-t.ts';

/** swipe-game (/swipe-game): like or pass suggested members, with the daily like limit. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, messages } = await loadRootData(request, context);
  const title = messages['swipe.title'];
  if (!user) return { stack: null, title };
  return { stack: await load(context, 'GET /api/swipe.php'), title };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d ? [textTitleMeta(matches, d.title)] : [];

export default function SwipeGamePage() {
  const { t } = useI18n();
  const { stack } = useLoaderData<typeof loader>();
  if (!stack)
    return (
      <div className="container py-4" style={{ maxWidth: 480 }}>
        <h1 className="h3 fw-bold">{t('login.title')}</h1>
        <LoginForm />
      </div>
    );
  return <SwipeGame initial={stack} />;
}
