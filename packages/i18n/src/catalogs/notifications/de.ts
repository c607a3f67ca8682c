import type { notificationsEn } from './en.ts';

export const notificationsDe: Record<keyof typeof notificationsEn, string> = {
  'notifications.new_messages':
    '{count, plural, one {# neue Nachricht} other {# neue Nachrichten}}',
  'notifications.unread_messages':
    '{count, plural, one {# ungelesene Nachricht} other {# ungelesene Nachrichten}}',

  'mail.unsubscribe': 'Diese E-Mails abbestellen',
  'mail.new_conversation.subject': '{partner} hat dir auf {site_name} geschrieben',
  'mail.new_conversation.body':
    '{partner} hat ein Gespräch mit dir begonnen. Antworte, solange es frisch ist!',
  'mail.new_conversation.button': 'Nachricht lesen',
  'mail.new_conversation.ignore':
    'Du erhältst diese E-Mail, weil E-Mails über neue Gespräche in deinen Einstellungen eingeschaltet sind.',
  'mail.new_messages.subject': 'Du hast {messages} auf {site_name}',
  'mail.new_messages.body': 'Du hast {messages}. Die neueste ist von {partner}.',
  'mail.new_messages.button': 'Meine Nachrichten lesen',
  'mail.new_messages.ignore':
    'Du erhältst diese E-Mail, weil E-Mails über neue Nachrichten in deinen Einstellungen eingeschaltet sind. Wir senden höchstens eine pro Stunde.',
  'mail.like.subject': '{partner} mag dich auf {site_name}',
  'mail.like.body': '{partner} hat dein Profil geliked. Like zurück und ihr seid ein Match!',
  'mail.like.button': 'Sehen, wer mich mag',
  'mail.like.ignore':
    'Du erhältst diese E-Mail, weil E-Mails über Likes in deinen Einstellungen eingeschaltet sind.',
  'mail.like_match.subject': 'Es ist ein Match mit {partner} auf {site_name}!',
  'mail.like_match.body': '{partner} hat dein Like erwidert. Ihr mögt euch gegenseitig, sag hallo!',
  'mail.like_match.button': 'Meine Matches ansehen',
  'mail.like_match.ignore':
    'Du erhältst diese E-Mail, weil E-Mails über Likes in deinen Einstellungen eingeschaltet sind.',
  'mail.unread_reminder.subject':
    '{count, plural, one {{messages} wartet auf dich auf {site_name}} other {{messages} warten auf dich auf {site_name}}}',
  'mail.unread_reminder.body':
    '{count, plural, one {Du hast noch {messages}. Lass sie nicht warten!} other {Du hast noch {messages}. Lass sie nicht warten!}}',
  'mail.unread_reminder.button': 'Meine Nachrichten lesen',
  'mail.unread_reminder.ignore':
    'Du erhältst diese E-Mail, weil Erinnerungen an ungelesene Nachrichten in deinen Einstellungen eingeschaltet sind.',
  'mail.weekly_update.subject': 'Neue Mitglieder für dich auf {site_name}',
  'mail.weekly_update.body': 'Neu in dieser Woche und passend zu dir: {names}.',
  'mail.weekly_update.button': 'Mitglieder ansehen',
  'mail.weekly_update.ignore':
    'Du erhältst diese E-Mail, weil wöchentliche Neuigkeiten in deinen Einstellungen eingeschaltet sind.',
  'mail.activation_reminder.subject': 'Bitte bestätige deine E-Mail-Adresse für {site_name}',
  'mail.activation_reminder.body':
    'Du hast deine E-Mail-Adresse noch nicht bestätigt, deshalb können dir Mitglieder nicht antworten. Melde dich an und schick dir einen neuen Aktivierungslink.',
  'mail.activation_reminder.button': 'Anmelden',
  'mail.activation_reminder.ignore':
    'Du erhältst diese E-Mail, weil Erinnerungen in deinen Einstellungen eingeschaltet sind.',

  // Announcements an operator sends (npm run notify): the subject and text are the operator's.
  'mail.promotions.subject': '{subject}',
  'mail.promotions.body': '{body}',
  'mail.promotions.button': 'Zu {site_name}',
  'mail.promotions.ignore':
    'Du erhältst diese E-Mail, weil Aktionen und Angebote in deinen Einstellungen eingeschaltet sind.',
  'mail.news.subject': '{subject}',
  'mail.news.body': '{body}',
  'mail.news.button': 'Zu {site_name}',
  'mail.news.ignore':
    'Du erhältst diese E-Mail, weil Neuigkeiten von {site_name} in deinen Einstellungen eingeschaltet sind.',

  'notifications.title': 'E-Mail-Benachrichtigungen',
  'notifications.activation_modal_title': 'Bestätige deine E-Mail-Adresse',
  'notifications.intro':
    'Wähle, welche E-Mails du bekommen möchtest. Jede Änderung wird sofort gespeichert.',
  'notifications.type.new_conversations': 'Neue Gespräche',
  'notifications.type.new_messages': 'Neue Nachrichten, während du weg bist',
  'notifications.type.like': 'Likes',
  'notifications.type.unread_message_reminders': 'Erinnerungen an ungelesene Nachrichten',
  'notifications.type.promotions': 'Aktionen und Angebote',
  'notifications.type.weekly_updates': 'Wöchentliche Neuigkeiten mit neuen Mitgliedern',
  'notifications.type.news': 'Neuigkeiten von {site_name}',
  'notifications.type.reminders': 'Erinnerungen, etwa an die Bestätigung deiner E-Mail-Adresse',
  'notifications.saved_on': 'Gespeichert: Du bekommst E-Mails zu „{type}“.',
  'notifications.saved_off': 'Gespeichert: Du bekommst keine E-Mails mehr zu „{type}“.',
  'notifications.save_failed':
    'Deine Änderung konnte nicht gespeichert werden. Bitte versuche es noch einmal.',
  'notifications.account_link':
    'Kontoeinstellungen: E-Mail-Adresse, Passwort, blockierte Mitglieder',
  'notifications.disabled.fbl':
    'Wir senden dir keine E-Mails mehr, weil eine davon als Spam markiert wurde.',
  'notifications.disabled.bounce':
    'Wir senden dir keine E-Mails mehr, weil sie nicht an {email} zugestellt werden konnten.',
  'notifications.disabled.listunsubscribe':
    'Du hast einige E-Mails über den Link in einer davon abbestellt.',
  'notifications.resume': 'Wieder E-Mails senden',
  'notifications.resumed': 'Du bekommst wieder E-Mails.',
  'notifications.change_email': 'Meine E-Mail-Adresse ändern',
  'notifications.manage': 'E-Mail-Einstellungen',

  'unsubscribe.title': 'Abbestellen',
  'unsubscribe.confirm': 'Keine E-Mails mehr zu „{type}“?',
  'unsubscribe.button': 'Abbestellen',
  'unsubscribe.done':
    'Erledigt: Du bekommst keine E-Mails mehr zu „{type}“. In deinen E-Mail-Einstellungen kannst du sie jederzeit wieder einschalten.',
  'unsubscribe.invalid':
    'Dieser Abbestell-Link ist ungültig. Bitte nutze den Link aus der neuesten E-Mail.',
};
