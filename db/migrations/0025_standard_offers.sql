-- The welcome discount and the time bonus are part of every site (spec sections 4 and 9), not
-- only of the demo sites: each site has WELCOME25 (25 %, 7 days from sign-up) and TIMEBONUS25
-- (25 %, 14,400 s from sign-up), from now on and whenever a site is added. An operator who does
-- not want one sets its status to 'disabled' (decision 28).
insert into discount_codes (site_id, code, kind, value_percentage, validity_seconds)
select s.id, c.code, c.kind, 25, c.seconds
from sites s
cross join (values ('WELCOME25', 'welcome', 604800), ('TIMEBONUS25', 'time_bonus', 14400))
  as c (code, kind, seconds)
on conflict (site_id, code) do nothing;

create function sites_standard_offers() returns trigger language plpgsql as $$
begin
  insert into discount_codes (site_id, code, kind, value_percentage, validity_seconds)
  values (new.id, 'WELCOME25', 'welcome', 25, 604800),
         (new.id, 'TIMEBONUS25', 'time_bonus', 25, 14400)
  on conflict (site_id, code) do nothing;
  return new;
end $$;

create trigger sites_standard_offers after insert on sites
  for each row execute function sites_standard_offers();
