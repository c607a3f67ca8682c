-- members-id-signup: the member a new account signed up to talk to. Activation leads the new
-- member into that conversation; a contact deleted meanwhile simply leaves it empty.
alter table members
  add column first_contact_id integer references members (id) on delete set null;
