-- Search walks active members in its order (members_search_fresh_complete) and stops after a
-- page. What it filters on lived only in profiles, so every member the walk passed cost a lookup
-- there: a search for a country and an age range passed hundreds. The member row now keeps a
-- copy of the profile's searched fields, kept by a trigger on profiles (decision 52), so the
-- walk decides on the row it is on; the profile is read for the page's members only.
alter table members
  add column search_active boolean not null default false,
  add column search_gender text,
  add column search_country text,
  add column search_region text,
  add column search_birth_date date;

create function profiles_search_keys() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    update members set search_active = false, search_gender = null, search_country = null,
                       search_region = null, search_birth_date = null
     where id = old.member_id;
    return old;
  end if;
  update members set search_active = new.status = 'active', search_gender = new.gender,
                     search_country = new.country, search_region = new.region,
                     search_birth_date = new.birth_date
   where id = new.member_id;
  return new;
end $$;

create trigger profiles_search_keys
  after insert or delete or update of status, gender, country, region, birth_date on profiles
  for each row execute function profiles_search_keys();

update members m
   set search_active = p.status = 'active', search_gender = p.gender,
       search_country = p.country, search_region = p.region, search_birth_date = p.birth_date
  from profiles p
 where p.member_id = m.id;
