/**
 * E-mail notifications (issue 14): the notification mails, the settings page, the unsubscribe
 * page and the disabled-notifications alert. Counted words are ICU plurals (see format.ts).
 */
export const notificationsEn = {
  'notifications.new_messages': '{count, plural, one {# new message} other {# new messages}}',
  'notifications.unread_messages':
    '{count, plural, one {# unread message} other {# unread messages}}',

  'mail.unsubscribe': 'Unsubscribe from these e-mails',
  'mail.new_conversation.subject': '{partner} wrote to you on {site_name}',
  'mail.new_conversation.body':
    '{partner} started a conversation with you. Answer while it is fresh!',
  'mail.new_conversation.button': 'Read the message',
  'mail.new_conversation.ignore':
    'You get this e-mail because e-mails about new conversations are on in your settings.',
  'mail.new_messages.subject': 'You have {messages} on {site_name}',
  'mail.new_messages.body': 'You have {messages}. The newest is from {partner}.',
  'mail.new_messages.button': 'Read my messages',
  'mail.new_messages.ignore':
    'You get this e-mail because e-mails about new messages are on in your settings. We send at most one an hour.',
  'mail.like.subject': '{partner} likes you on {site_name}',
  'mail.like.body': '{partner} liked your profile. Like them back and it is a match!',
  'mail.like.button': 'See who likes me',
  'mail.like.ignore': 'You get this e-mail because e-mails about likes are on in your settings.',
  // A like that made a match: the `like` type's mail, worded as the match it is.
  'mail.like_match.subject': "It's a match with {partner} on {site_name}!",
  'mail.like_match.body': '{partner} liked you back: you like each other. Say hello!',
  'mail.like_match.button': 'See my matches',
  'mail.like_match.ignore':
    'You get this e-mail because e-mails about likes are on in your settings.',
  'mail.unread_reminder.subject':
    '{count, plural, one {{messages} waiting for you on {site_name}} other {{messages} waiting for you on {site_name}}}',
  'mail.unread_reminder.body':
    '{count, plural, one {You still have {messages}. Do not keep it waiting!} other {You still have {messages}. Do not keep them waiting!}}',
  'mail.unread_reminder.button': 'Read my messages',
  'mail.unread_reminder.ignore':
    'You get this e-mail because reminders of unread messages are on in your settings.',
  'mail.weekly_update.subject': 'New members for you on {site_name}',
  'mail.weekly_update.body': 'New this week and a good fit for you: {names}.',
  'mail.weekly_update.button': 'See the members',
  'mail.weekly_update.ignore':
    'You get this e-mail because weekly updates are on in your settings.',
  'mail.activation_reminder.subject': 'Please confirm your e-mail address for {site_name}',
  'mail.activation_reminder.body':
    'You have not confirmed your e-mail address yet, so members cannot reply to you. Log in and send yourself a new activation link.',
  'mail.activation_reminder.button': 'Log in',
  'mail.activation_reminder.ignore':
    'You get this e-mail because reminders are on in your settings.',

  // Announcements an operator sends (npm run notify): the subject and text are the operator's.
  'mail.promotions.subject': '{subject}',
  'mail.promotions.body': '{body}',
  'mail.promotions.button': 'Go to {site_name}',
  'mail.promotions.ignore':
    'You get this e-mail because promotions and offers are on in your settings.',
  'mail.news.subject': '{subject}',
  'mail.news.body': '{body}',
  'mail.news.button': 'Go to {site_name}',
  'mail.news.ignore': 'You get this e-mail because news about {site_name} is on in your settings.',

  'notifications.title': 'E-mail notifications',
  'notifications.activation_modal_title': 'Confirm your e-mail address',
  'notifications.intro': 'Choose which e-mails you want to get. Every change is saved at once.',
  'notifications.type.new_conversations': 'New conversations',
  'notifications.type.new_messages': 'New messages while you are away',
  'notifications.type.like': 'Likes',
  'notifications.type.unread_message_reminders': 'Reminders of unread messages',
  'notifications.type.promotions': 'Promotions and offers',
  'notifications.type.weekly_updates': 'Weekly updates with new members',
  'notifications.type.news': 'News about {site_name}',
  'notifications.type.reminders': 'Reminders, such as confirming your e-mail address',
  'notifications.saved_on': 'Saved: you will get e-mails about “{type}”.',
  'notifications.saved_off': 'Saved: you will no longer get e-mails about “{type}”.',
  'notifications.save_failed': 'Your change could not be saved. Please try again.',
  'notifications.account_link': 'Account settings: e-mail address, password, blocked members',
  'notifications.disabled.fbl':
    'We stopped sending you e-mails because one of them was marked as spam.',
  'notifications.disabled.bounce':
    'We stopped sending you e-mails because they could not be delivered to {email}.',
  'notifications.disabled.listunsubscribe':
    'You unsubscribed from some e-mails with the link in one of them.',
  'notifications.resume': 'Send me e-mails again',
  'notifications.resumed': 'You will get e-mails again.',
  'notifications.change_email': 'Change my e-mail address',
  'notifications.manage': 'E-mail settings',

  'unsubscribe.title': 'Unsubscribe',
  'unsubscribe.confirm': 'Stop e-mails about “{type}”?',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.done':
    'Done: you will no longer get e-mails about “{type}”. You can turn them back on in your e-mail settings at any time.',
  'unsubscribe.invalid':
    'This unsubscribe link is not valid. Please use the link from the newest e-mail.',
} as const;
