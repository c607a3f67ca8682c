-- The types a member turned off with a mail's unsubscribe link (RFC 8058 one-click, or the
-- unsubscribe page), so that the reason listunsubscribe and its warning go when the member turns
-- those types on again, and not when they switch some other type. Before, turning any type on
-- took the reason back.
alter table members add column mail_unsubscribed text[] not null default '{}'
  check (mail_unsubscribed <@ array['new_conversations', 'new_messages', 'like',
    'unread_message_reminders', 'promotions', 'weekly_updates', 'news', 'reminders']);
-- Members unsubscribed before this: which link they used is not known, so every type that is off
-- counts (the warning goes once they are all on again); with none off the reason goes now.
update members set mail_unsubscribed = mail_off where 'listunsubscribe' = any(mail_disabled);
update members set mail_disabled = array_remove(mail_disabled, 'listunsubscribe')
  where 'listunsubscribe' = any(mail_disabled) and mail_off = '{}';
