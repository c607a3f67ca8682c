-- A browser's push subscription belongs to the session that saved it: when that session ends
-- before its expiry (logout, a log-in over it, a password change or reset that ends the other
-- sessions, account deletion), the browser gets no more pushes for the member. Before, a device
-- kept receiving notices after its member logged out. The page sends its subscription again on
-- every load while logged in, so a new log-in on the browser ties it to the new session.
-- An expired session leaves the subscription (the session goes; the row keeps no session):
-- expiry is not a logout, and a member away for longer still hears of a message.
-- Rows saved before this have no session and stay until the page sends them again.
alter table push_subscriptions
  add column session_id text references sessions (id) on delete set null;
create index push_subscriptions_session on push_subscriptions (session_id)
  where session_id is not null;

create function end_session_push_subscriptions() returns trigger language plpgsql
  set search_path from current as $$
begin
  delete from push_subscriptions where session_id = old.id;
  return old;
end $$;

create trigger end_session_push_subscriptions before delete on sessions
  for each row when (old.expires_at > now())
  execute function end_session_push_subscriptions();
