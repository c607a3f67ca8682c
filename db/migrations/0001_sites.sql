-- Sites: one row per branded domain (spec section 3, "Settings" and "Company info").
create table sites (
  id integer generated always as identity primary key,
  domain text not null unique,
  -- The site that answers hosts no row matches.
  is_default boolean not null default false,
  -- Public settings other than the domain; validated by the server's site-config schema on read.
  config jsonb not null,
  company jsonb not null,
  is_demo boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index sites_single_default on sites (is_default) where is_default;
