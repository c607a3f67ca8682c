import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import {
  searchVisible,
  TRACKING_SOURCE_COOKIE,
  ZRegionsResponse,
  ZSearchResponse,
} from '@cupido/contract';
import { readCookie } from '../lib/cookies.ts';
import { LoginForm } from '../features/accounts/login-form.tsx';
import { ProfileGrid } from '../ui/profile-grid.tsx';
import { SearchFilters } from '../features/search/search-filters.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { loadRootData } from '../lib/root-data.server.ts';
import { apiGet } from '../lib/ssr-context.server.ts';

/**
 * Spec section 2: search is visible when logged in, when logged_out_search is not 'none', or
 * through the traffic-source variant for a visit with a tracking source.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, settings } = await loadRootData(request, context);
  const visible = searchVisible({
    isLoggedIn: user !== null,
    loggedOutSearch: settings.logged_out_search,
    trafficSourceVariant: settings.logged_out_search_trafficsource,
    hasTrackingSource: readCookie(request.headers.get('cookie'), TRACKING_SOURCE_COOKIE) === '1',
  });
  if (!visible) return { visible: false as const };
  const url = new URL(request.url);
  const query = new URLSearchParams([...url.searchParams].filter(([, v]) => v !== ''));
  const country = query.get('country');
  const [results, regions] = await Promise.all([
    apiGet(context, `/api/search.php?${query}`, ZSearchResponse),
    country ? apiGet(context, '/api/regions.php', ZRegionsResponse) : null,
  ]);
  const countryRegions = country
    ? (regions?.regions[country as keyof typeof regions.regions] ?? null)
    : null;
  return {
    visible: true as const,
    results,
    query: Object.fromEntries(query),
    regions: countryRegions,
  };
}

export default function Members() {
  const { t } = useI18n();
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  if (!data.visible) {
    return (
      <div className="container py-4" style={{ maxWidth: 480 }}>
        <h1 className="h3 fw-bold">{t('login.title')}</h1>
        <p>{t('members.login_to_search')}</p>
        <LoginForm />
      </div>
    );
  }
  const { results } = data;
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next}`;
  };
  return (
    <div className="container py-4">
      <h1 className="h3 fw-bold mb-3">{t('members.title')}</h1>
      <SearchFilters query={data.query} regions={data.regions} />
      {results.profiles.length === 0 ? (
        <p className="alert alert-light">{t('members.none')}</p>
      ) : (
        <ProfileGrid profiles={results.profiles} />
      )}
      {results.similar.length > 0 && (
        <section className="mt-4" aria-labelledby="similar-title">
          <h2 id="similar-title" className="h5">
            {t('members.similar')}
          </h2>
          <ProfileGrid profiles={results.similar} />
        </section>
      )}
      <nav aria-label={t('members.pagination')} className="d-flex justify-content-between mt-3">
        {results.page > 1 ? (
          <Link to={pageLink(results.page - 1)} className="btn btn-outline-secondary">
            {t('members.previous')}
          </Link>
        ) : (
          <span />
        )}
        {results.has_more && (
          <Link to={pageLink(results.page + 1)} className="btn btn-outline-brand">
            {t('members.next')}
          </Link>
        )}
      </nav>
    </div>
  );
}
