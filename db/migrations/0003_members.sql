-- Members (accounts) and their profiles and photos (spec section 3, "User" and "Profile").
create table members (
  id integer generated always as identity primary key,
  site_id integer not null references sites (id),
  email text not null,
  password_hash text not null,
  name text not null,
  status text not null default 'not_confirmed'
    check (status in ('not_confirmed', 'active', 'banned', 'pending_deletion')),
  language text not null default 'en',
  paid_user boolean not null default false,
  is_fictional boolean not null default false,
  is_demo boolean not null default false,
  created_at timestamptz not null default now(),
  last_active_at timestamptz not null default now()
);
-- One account per e-mail address in the shared member pool.
create unique index members_email on members (lower(email));

create table profiles (
  member_id integer primary key references members (id) on delete cascade,
  status text not null default 'disabled' check (status in ('disabled', 'active')),
  gender text not null check (gender in ('male', 'female')),
  -- Special-category data: stored only with explicit consent (sexuality_consent_at).
  sexuality text check (sexuality in ('hetero', 'gay', 'lesbian', 'bi')),
  sexuality_consent_at timestamptz,
  birth_date date not null,
  country text not null,
  region text,
  city text,
  -- Exact coordinates never leave the server.
  lat double precision,
  lon double precision,
  about text not null default '',
  interests text[] not null default '{}',
  hair text,
  eyes text,
  body text,
  relationship text,
  tattoos boolean,
  reason text,
  updated_at timestamptz not null default now(),
  check (sexuality is null or sexuality_consent_at is not null)
);
create index profiles_search on profiles (country, gender, birth_date);

create table photos (
  id integer generated always as identity primary key,
  member_id integer not null references members (id) on delete cascade,
  -- Random, unguessable file key; the stored files are <key>-<size>.webp.
  file_key text not null unique,
  status text not null default 'pending' check (status in ('pending', 'active', 'rejected')),
  is_private boolean not null default false,
  is_main boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index photos_one_main on photos (member_id) where is_main;
