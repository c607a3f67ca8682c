import { useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import type { TCountryRegions, TSearchQuery } from '@cupido/contract/browser';
import { useI18n } from '../../lib/i18n.tsx';
import { displayNames } from '../../lib/intl-format.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSite } from '../../lib/use-root-data.ts';
import { regionLabel } from '../../lib/region-label.ts';

const MIN_AGE = 18;
const MAX_AGE = 99;
const SHEET_ID = 'search-filters';

/** The search's filters: its parameters but the page and the cursor. */
const FILTERS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;

/** How many of the filters in the address narrow the search (the count on the Filters button). */
export function activeFilterCount(query: Partial<Record<keyof TSearchQuery, unknown>>) {
  return FILTERS.filter((k) => query[k] !== undefined && query[k] !== '').length;
}

/** The filters in force as one string: the same for every page of one search. */
export function filtersKey(query: Partial<Record<keyof TSearchQuery, unknown>>) {
  return FILTERS.map((k) => String(query[k] ?? '')).join('|');
}

/**
 * The search filters of the site's `search_fields`, as a plain GET form (works without script;
 * the parameters are gender, country, countryregion, min_age and max_age). From 768 px the form stands
 * above the results; on a phone it is a sheet (a native <dialog>) opened by the Filters button,
 * so the first screen shows people. The button opens it declaratively (`command="show-modal"`),
 * with script as a fallback for browsers without invoker commands.
 */
export function SearchFilters({
  title,
  query,
  regions,
}: {
  /** The page's heading; on a phone the Filters button stands beside it. */
  title: string;
  query: Partial<TSearchQuery>;
  /** The regions of each country the filter offers. */
  regions: Partial<Record<string, TCountryRegions>>;
}) {
  const { t, locale } = useI18n();
  const { settings } = useSite();
  const hydrated = useHydrated();
  const sheet = useRef<HTMLDialogElement>(null);
  const names = displayNames(locale, 'region');
  const shows = (field: string) => settings.search_fields.includes(field);
  // The Region filter follows the country as it is picked, before the form is sent.
  const [country, setCountry] = useState(query.country ?? '');
  const [region, setRegion] = useState(query.countryregion ?? '');
  const [ages, setAges] = useState({
    min: query.min_age ?? MIN_AGE,
    max: query.max_age ?? MAX_AGE,
  });
  const countryRegions = country ? regions[country] : undefined;
  const showsAges = shows('min_age') || shows('max_age');
  const active = activeFilterCount(query);
  // Once the page runs, an age at its end of the scale is no filter and is not sent (the address
  // stays the one of the filters chosen); without script both ages are sent, which is the same.
  const ageName = (name: string, value: number, end: number) =>
    hydrated && value === end ? undefined : name;
  return (
    <>
      <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 fw-bold mb-0">{title}</h1>
        <button
          type="button"
          className="btn btn-outline-brand rounded-pill filters-button d-md-none flex-none"
          aria-haspopup="dialog"
          {...{ commandfor: SHEET_ID, command: 'show-modal' }}
          onClick={() => {
            if (!('command' in HTMLButtonElement.prototype)) sheet.current?.showModal();
          }}
        >
          <FilterIcon />
          {t('members.filters')}
          {active > 0 && (
            <>
              <span className="badge rounded-pill filters-count" aria-hidden="true">
                {active}
              </span>
              <span className="visually-hidden">{t('search.active_count', { count: active })}</span>
            </>
          )}
        </button>
      </div>
      <dialog
        ref={sheet}
        id={SHEET_ID}
        className="filters-sheet"
        aria-labelledby="search-filters-title"
      >
        <Form
          method="get"
          className="card card-soft p-3 mb-4 filters-form"
          onSubmit={() => sheet.current?.open && sheet.current.close()}
        >
          <div className="d-flex align-items-center justify-content-between mb-2 filters-sheet-head">
            <h2 id="search-filters-title" className="h5 mb-0">
              {t('members.filters')}
            </h2>
            <button
              type="button"
              className="btn-close"
              aria-label={t('common.close')}
              {...{ commandfor: SHEET_ID, command: 'close' }}
              onClick={() => {
                if (!('command' in HTMLButtonElement.prototype)) sheet.current?.close();
              }}
            />
          </div>
          <div className="row g-3 align-items-end">
            {shows('gender') && (
              <fieldset className="col-12 col-md-auto">
                <legend className="form-label small mb-1">{t('members.gender')}</legend>
                <div className="chip-group">
                  {(
                    [
                      ['', 'members.gender_any'],
                      ['female', 'members.gender_female'],
                      ['male', 'members.gender_male'],
                    ] as const
                  ).map(([value, key]) => (
                    <label key={value} className="chip">
                      <input
                        type="radio"
                        className="chip-input"
                        // "Everyone" sends an empty gender, which the page leaves out of the search.
                        name="gender"
                        value={value}
                        defaultChecked={(query.gender ?? '') === value}
                      />
                      <span className="chip-face">{t(key)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            {shows('country') && (
              <div className="col-12 col-sm-6 col-md">
                <label className="form-label small" htmlFor="f-country">
                  {t('members.country')}
                </label>
                <select
                  id="f-country"
                  name="country"
                  className="form-select"
                  value={country}
                  onChange={(e) => {
                    setCountry(e.target.value);
                    setRegion('');
                  }}
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
            {shows('countryregion') && countryRegions && (
              <div className="col-12 col-sm-6 col-md">
                <label className="form-label small" htmlFor="f-region">
                  {t(regionLabel(country, countryRegions.word))}
                </label>
                <select
                  id="f-region"
                  // "Any region" is not sent: the address stays the one of the filters chosen.
                  name={region ? 'countryregion' : undefined}
                  className="form-select"
                  value={region}
                  onChange={(e) => setRegion(e.target.value)}
                >
                  <option value="">{t('members.region_any')}</option>
                  {countryRegions.regions.map((r) => (
                    <option key={r.code} value={r.code}>
                      {r.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {/* The ages and the search button wrap as one: the button never stands alone on a
                row of the bar (.filters-end in app.css). */}
            <div
              className={`col-12 ${showsAges ? 'col-md filters-end' : 'col-md-auto'} d-flex flex-column flex-md-row align-items-md-end gap-3`}
            >
              {showsAges && (
                <div className="age-range flex-md-grow-1">
                  {shows('min_age') && (
                    <AgeRange
                      id="f-min"
                      name={ageName('min_age', ages.min, MIN_AGE)}
                      label={t('members.min_age')}
                      value={ages.min}
                      // The two ages never cross: moving one past the other takes it along.
                      onChange={(min) => setAges((a) => ({ min, max: Math.max(a.max, min) }))}
                    />
                  )}
                  {shows('max_age') && (
                    <AgeRange
                      id="f-max"
                      name={ageName('max_age', ages.max, MAX_AGE)}
                      label={t('members.max_age')}
                      value={ages.max}
                      onChange={(max) => setAges((a) => ({ max, min: Math.min(a.min, max) }))}
                    />
                  )}
                </div>
              )}
              <div className="d-flex gap-2 align-items-center filters-calls">
                <button type="submit" className="btn btn-brand rounded-pill flex-fill px-4">
                  {t('members.search')}
                </button>
                {active > 0 && (
                  <Link to="/members" className="btn btn-link text-secondary">
                    {t('search.clear')}
                  </Link>
                )}
              </div>
            </div>
          </div>
        </Form>
      </dialog>
    </>
  );
}

/** One end of the age range: a slider with its value shown beside the label. */
function AgeRange(props: {
  id: string;
  name: string | undefined;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="age-range-row">
      <div className="d-flex justify-content-between">
        <label className="form-label small mb-0" htmlFor={props.id}>
          {props.label}
        </label>
        <output htmlFor={props.id} className="small fw-semibold" aria-hidden="true">
          {props.value}
        </output>
      </div>
      <input
        id={props.id}
        type="range"
        className="form-range"
        name={props.name}
        min={MIN_AGE}
        max={MAX_AGE}
        step={1}
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
      />
    </div>
  );
}

function FilterIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 6h18M6 12h12M10 18h4"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
