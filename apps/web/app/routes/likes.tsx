import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LIKE_TYPES, type TLikeType } from '@cupido/contract/browser';
import { LoginForm } from '../features/accounts/login-form.tsx';
import { LikesView } from '../features/likes/likes-view.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { loadRootData } from '../lib/root-data.server.ts';
import { load } from '../lib/ssr-context.server.ts';
import { textTitleMeta } from '../lib/meta-t.ts';

/** likes (/likes) and likes-type (/likes/{type}); an unknown type is the 404 page. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const type = (params.type ?? null) as TLikeType | null;
  if (type !== null && !LIKE_TYPES.includes(type)) throw data(null, { status: 404 });
  const { user, messages } = await loadRootData(request, context);
  const title = type ? messages[`likes.${type}`] : messages['likes.title'];
  if (!user) return { likes: null, type, title };
  return { likes: await load(context, 'GET /api/likes.php'), type, title };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d ? [textTitleMeta(matches, d.title)] : [];

export default function Likes() {
  const { t } = useI18n();
  const { likes, type } = useLoaderData<typeof loader>();
  if (!likes)
    return (
      <div className="container py-4" style={{ maxWidth: 480 }}>
        <h1 className="h3 fw-bold">{t('login.title')}</h1>
        <p>{t('likes.login_required')}</p>
        <LoginForm />
      </div>
    );
  return <LikesView key={type ?? 'overview'} initial={likes} type={type} />;
}
