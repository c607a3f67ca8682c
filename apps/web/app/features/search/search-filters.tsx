import { Form } from 'react-router';
import type { TCountryRegions, TSearchQuery } from '@cupido/contract';
import type { TMessageKey } from '@cupido/i18n';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';

const AGES = Array.from({ length: 82 }, (_, i) => 18 + i);

/** The search filters of the site's `search_fields`, as a plain GET form (works without script). */
export function SearchFilters({
  query,
  regions,
}: {
  query: Partial<TSearchQuery>;
  /** The regions of the chosen country, when one is chosen. */
  regions: TCountryRegions | null;
}) {
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
        {shows('region') && regions && (
          <div className="col-6 col-md-3">
            <label className="form-label small" htmlFor="f-region">
              {t(`region.${regions.word}` as TMessageKey)}
            </label>
            <select
              id="f-region"
              name="region"
              className="form-select"
              defaultValue={query.region ?? ''}
            >
              <option value="">{t('members.region_any')}</option>
              {regions.regions.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {shows('min_age') && (
          <AgeSelect id="f-min" name="min_age" label={t('members.min_age')} value={query.min_age} />
        )}
        {shows('max_age') && (
          <AgeSelect id="f-max" name="max_age" label={t('members.max_age')} value={query.max_age} />
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

/** A minimum or maximum age filter. */
function AgeSelect(props: { id: string; name: string; label: string; value: number | undefined }) {
  return (
    <div className="col-6 col-md-2">
      <label className="form-label small" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        className="form-select"
        defaultValue={props.value ?? ''}
      >
        <option value="">–</option>
        {AGES.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </select>
    </div>
  );
}
