import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LoginForm } from '../features/accounts/login-form.tsx';
import { SuggestionsView } from '../features/likes/suggestions-view.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { loadRootData } from '../lib/root-data.server.ts';
import { load } from '../lib/ssr-context.server.ts';
import { textTitleMeta } from '../lib/meta-t.ts';

/** match-finder (/match-finder) and signup-matches (/signup-matches): suggested members. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, messages } = await loadRootData(request, context);
  const variant = new URL(request.url).pathname.startsWith('/signup-matches')
    ? ('signup-matches' as const)
    : ('match-finder' as const);
  const title =
    messages[variant === 'match-finder' ? 'match_finder.title' : 'signup_matches.title'];
  if (!user) return { suggestions: null, variant, title };
  return {
    suggestions: await load(context, 'GET /api/match-finder.php'),
    variant,
    title,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d ? [textTitleMeta(matches, d.title)] : [];

export default function Suggestions() {
  const { t } = useI18n();
  const { suggestions, variant } = useLoaderData<typeof loader>();
  if (!suggestions)
    return (
      <div className="container py-4" style={{ maxWidth: 480 }}>
        <h1 className="h3 fw-bold">{t('login.title')}</h1>
        <LoginForm />
      </div>
    );
  return <SuggestionsView suggestions={suggestions} variant={variant} />;
}
