import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_FIELDS,
  searchVisible,
  type TProfileCard,
} from '@cupido/contract/browser';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the loader's: the browser build drops it.
import { ZSearchQuery } from '@cupido/contract';
import { searchGenderDefault } from '../lib/cookies.ts';
import { LoginForm } from '../features/accounts/login-form.tsx';
import { LikeButton } from '../ui/like-button.tsx';
import { ProfileGrid } from '../ui/profile-grid.tsx';
import { filtersKey, SearchFilters } from '../features/search/search-filters.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { loadRootData } from '../lib/root-data.server.ts';
import { load, loadWith } from '../lib/ssr-context.server.ts';
import { cookiesOfVisit } from '../lib/tracking.ts';

/**
 * Spec section 2: search is visible when logged in, when logged_out_search is not 'none', or
 * through the traffic-source variant for a visit with a tracking source.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, settings, trackingSource } = await loadRootData(request, context);
  const visible = searchVisible({
    isLoggedIn: user !== null,
    loggedOutSearch: settings.logged_out_search,
    trafficSourceVariant: settings.logged_out_search_trafficsource,
    hasTrackingSource: trackingSource,
  });
  if (!visible) return { visible: false as const };
  const url = new URL(request.url);
  // The search's own fields: an ad's tracking parameters (`ref`, `utm_source`…) are not its.
  const fields: readonly string[] = SEARCH_QUERY_FIELDS;
  const params = new URLSearchParams(
    [...url.searchParams].filter(([name]) => fields.includes(name)),
  );
  // Whom the member said they are looking for is the gender filter until they choose another
  // one (an empty gender, "Everyone", is a choice too).
  const lookingFor = searchGenderDefault(request.headers.get('cookie'));
  if (lookingFor && !params.has('gender')) params.set('gender', lookingFor);
  const query = searchable(
    Object.fromEntries(orderAges(new URLSearchParams([...params].filter(([, v]) => v !== '')))),
  );
  const [results, regions, likes] = await Promise.all([
    // The API applies the same rule: it is told of a tracking source the address carries.
    loadWith(
      context,
      { cookie: cookiesOfVisit(request.headers.get('cookie'), trackingSource) },
      'GET /api/search.php',
      { query },
    ),
    // The regions of every country the filter offers: the Region filter shows as soon as a
    // country is picked, before the form is sent.
    load(context, 'GET /api/regions.php'),
    // The cards' like buttons show whom the member already liked; visitors have no likes.
    user ? load(context, 'GET /api/likes.php') : null,
  ]);
  const countryRegions = Object.fromEntries(
    settings.countries.flatMap((c) => {
      const r = regions.regions[c];
      return r ? [[c, r] as const] : [];
    }),
  );
  return {
    visible: true as const,
    results,
    query,
    regions: countryRegions,
    liked: likes?.profiles.map((p) => p.id) ?? [],
  };
}

/**
 * The search's parameters without those it would refuse: a hand-edited address (`page=99999`,
 * `min_age=abc`, a stale cursor) shows the search without them, never an error page.
 */
function searchable(query: Record<string, string>): Record<string, string> {
  const checked = ZSearchQuery.safeParse(query);
  if (checked.success) return query;
  const refused = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
  return Object.fromEntries(Object.entries(query).filter(([name]) => !refused.has(name)));
}

/**
 * "From 60 to 20" means the range between the two: the search API refuses min_age > max_age,
 * so the page orders the ages rather than leave the member on an error page.
 */
function orderAges(query: URLSearchParams) {
  const min = Number(query.get('min_age'));
  const max = Number(query.get('max_age'));
  if (query.has('min_age') && query.has('max_age') && min > max) {
    query.set('min_age', String(max));
    query.set('max_age', String(min));
  }
  return query;
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
  const liked = new Set(data.liked);
  const likeButton = (p: TProfileCard) => (
    <LikeButton memberId={p.id} name={p.name} liked={liked.has(p.id)} small />
  );
  // Next continues from this page's last card, Previous goes back from its first (the search
  // walks on from there either way); a page reached from an address goes by its number.
  const pageLink = (page: number, cursor: { after: string } | { before: string } | null) => {
    const link = new URLSearchParams(params);
    link.set('page', String(page));
    link.delete('after');
    link.delete('before');
    for (const [name, value] of Object.entries(cursor ?? {})) link.set(name, value);
    return `?${link}`;
  };
  return (
    <div className="container py-4">
      {/* Keyed by the filters in force: the form's fields start from the address, so another
          search (Clear filters, a link) starts them afresh; kept, they showed the old choice
          after Clear and its Search narrowed the results again. Pages keep the form. */}
      <SearchFilters
        key={filtersKey(data.query)}
        title={t('members.title')}
        query={data.query}
        regions={data.regions}
      />
      {results.profiles.length === 0 ? (
        <p className="alert alert-light">{t('members.none')}</p>
      ) : (
        <ProfileGrid profiles={results.profiles} extra={likeButton} />
      )}
      {results.similar.length > 0 && (
        <section className="mt-4" aria-labelledby="similar-title">
          <h2 id="similar-title" className="h5">
            {t('members.similar')}
          </h2>
          <ProfileGrid profiles={results.similar} extra={likeButton} />
        </section>
      )}
      <nav aria-label={t('members.pagination')} className="d-flex justify-content-between mt-3">
        {results.page > 1 ? (
          <Link
            to={
              results.profiles.length === 0
                ? // Past the end (an old link, a typed page): back to the last page, counted here.
                  pageLink(Math.max(1, Math.ceil(results.total / SEARCH_PAGE_SIZE)), null)
                : pageLink(results.page - 1, results.previous ? { before: results.previous } : null)
            }
            className="btn btn-outline-secondary"
          >
            {t('members.previous')}
          </Link>
        ) : (
          <span />
        )}
        {results.has_more && (
          <Link
            to={pageLink(results.page + 1, results.next ? { after: results.next } : null)}
            className="btn btn-outline-brand"
          >
            {t('members.next')}
          </Link>
        )}
      </nav>
    </div>
  );
}
