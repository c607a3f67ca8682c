-- The search's region filter is called countryregion, as the spec's search state names it
-- (query parameter and site setting alike). A site whose stored search_fields list the filter
-- by its old name keeps showing it.
update sites
set config = jsonb_set(
  config,
  '{search_fields}',
  (select jsonb_agg(case when f = 'region' then 'countryregion' else f end order by n)
   from jsonb_array_elements_text(config -> 'search_fields') with ordinality as e (f, n))
)
where jsonb_typeof(config -> 'search_fields') = 'array'
  and config -> 'search_fields' ? 'region';
