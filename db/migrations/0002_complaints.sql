-- Complaints filed through /complaints; answered by support (spec section 2, static pages).
create table complaints (
  id integer generated always as identity primary key,
  reference text not null unique,
  site_id integer not null references sites (id) on delete cascade,
  name text not null,
  email text not null,
  category text not null check (category in ('profile', 'payment', 'privacy', 'technical', 'other')),
  message text not null,
  locale text not null,
  status text not null default 'open' check (status in ('open', 'answered', 'closed')),
  created_at timestamptz not null default now()
);
create index complaints_site_created on complaints (site_id, created_at desc);
