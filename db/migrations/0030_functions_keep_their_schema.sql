-- The trigger functions name their tables without a schema, so they ran against the caller's
-- search_path: with DATABASE_SCHEMA set, an operator adding a site from psql (search_path
-- public) had its standard offers inserted into public.discount_codes, or refused. Each function
-- now keeps the search_path of the migration that runs this: the installation's own schema.
alter function note_ended_session() set search_path from current;
alter function credit_ledger_append_only() set search_path from current;
alter function payments_status_forward() set search_path from current;
alter function payments_original_amount() set search_path from current;
alter function sites_standard_offers() set search_path from current;
alter function profiles_search_keys() set search_path from current;
