-- Live sockets close when their session ends (decision 55). Every instance used to ask every few
-- seconds about the session of each socket it held: at 19,000 sockets a query of 1.3 MB each
-- time, and work that grew with the sockets. A session deleted before its expiry (logout,
-- password change or reset, account deletion, a member erased) is now noted here with the
-- transaction that deleted it, and an instance asks only for what was noted since it last
-- asked: xid8 keeps that in commit order (a row is read again while its transaction may still
-- have been running). Expiry needs no note: an instance knows each socket's session expiry.
create table ended_sessions (
  session_id text not null,
  member_id integer not null,
  ended_xid xid8 not null default pg_current_xact_id(),
  ended_at timestamptz not null default now()
);
create index ended_sessions_xid on ended_sessions (ended_xid);
create index ended_sessions_at on ended_sessions (ended_at);

create function note_ended_session() returns trigger language plpgsql as $$
begin
  insert into ended_sessions (session_id, member_id) values (old.id, old.member_id);
  return null;
end $$;

create trigger note_ended_session after delete on sessions
  for each row when (old.expires_at > now()) execute function note_ended_session();
