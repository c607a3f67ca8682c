import { Form } from 'react-router';
import type { TSearchQuery } from '@cupido/contract';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';

const AGES = Array.from({ length: 82 }, (_, i) => 18 + i);

/** The search filters of the site's `search_fields`, as a plain GET form (works without script). */
export function SearchFilters({ query }: { query: Partial<TSearchQuery> }) {
  const { t, locale } = useI18n();
  const { settings } = useSite();
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const shows = (field: string) => settings.search_fields.includes(field);
  return (
    <Form method="get" className="card card-soft p-3 mb-4" aria-label={t('members.filters')}>
      <div className="row g-2 align-items-end">
        {shows('gender') && (
          <div className="col-6 col-md-3">
            <label className="form-label small" htmlFor="f-gender">
              {t('members.gender')}
            </label>
            <select
              id="f-gender"
              name="gender"
              className="form-select"
              defaultValue={query.gender ?? ''}
            >
              <option value="">{t('members.gender_any')}</option>
              <option value="female">{t('members.gender_female')}</option>
              <option value="male">{t('members.gender_male')}</option>
            </select>
          </div>
        )}
        {shows('country') && (
          <div className="col-6 col-md-3">
            <label className="form-label small" htmlFor="f-country">
              {t('members.country')}
            </label>
            <select
              id="f-country"
              name="country"
              className="form-select"
              defaultValue={query.country ?? ''}
            >
              <option value="">{t('members.country_any')}</option>
              {settings.countries.map((c) => (
                <option key={c} value={c}>
                  {names.of(c)}
                </option>
              ))}
            </select>
          </div>
        )}
        {shows('min_age') && (
          <div className="col-6 col-md-2">
            <label className="form-label small" htmlFor="f-min">
              {t('members.min_age')}
            </label>
            <select
              id="f-min"
              name="min_age"
              className="form-select"
              defaultValue={query.min_age ?? ''}
            >
              <option value="">–</option>
              {AGES.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </div>
        )}
        {shows('max_age') && (
          <div className="col-6 col-md-2">
            <label className="form-label small" htmlFor="f-max">
              {t('members.max_age')}
            </label>
            <select
              id="f-max"
              name="max_age"
              className="form-select"
              defaultValue={query.max_age ?? ''}
            >
              <option value="">–</option>
              {AGES.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="col-12 col-md-2">
          <button type="submit" className="btn btn-brand w-100">
            {t('members.search')}
          </button>
        </div>
      </div>
    </Form>
  );
}
