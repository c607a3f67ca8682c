import type { notificationsEn } from './en.ts';

export const notificationsIt: Record<keyof typeof notificationsEn, string> = {
  'notifications.new_messages':
    '{count, plural, one {# nuovo messaggio} many {# di nuovi messaggi} other {# nuovi messaggi}}',
  'notifications.unread_messages':
    '{count, plural, one {# messaggio non letto} many {# di messaggi non letti} other {# messaggi non letti}}',

  'mail.unsubscribe': 'Annulla l’iscrizione a queste e-mail',
  'mail.new_conversation.subject': '{partner} ti ha scritto su {site_name}',
  'mail.new_conversation.body':
    '{partner} ha iniziato una conversazione con te. Rispondi finché è fresca!',
  'mail.new_conversation.button': 'Leggi il messaggio',
  'mail.new_conversation.ignore':
    'Ricevi questa e-mail perché le e-mail sulle nuove conversazioni sono attive nelle tue impostazioni.',
  'mail.new_messages.subject': 'Hai {messages} su {site_name}',
  'mail.new_messages.body': 'Hai {messages}. Il più recente è di {partner}.',
  'mail.new_messages.button': 'Leggi i miei messaggi',
  'mail.new_messages.ignore':
    'Ricevi questa e-mail perché le e-mail sui nuovi messaggi sono attive nelle tue impostazioni. Ne inviamo al massimo una all’ora.',
  'mail.like.subject': 'Piaci a {partner} su {site_name}',
  'mail.like.body': 'A {partner} è piaciuto il tuo profilo. Ricambia il mi piace ed è un match!',
  'mail.like.button': 'Scopri a chi piaccio',
  'mail.like.ignore':
    'Ricevi questa e-mail perché le e-mail sui mi piace sono attive nelle tue impostazioni.',
  'mail.like_match.subject': 'È un match con {partner} su {site_name}!',
  'mail.like_match.body': '{partner} ha ricambiato il tuo mi piace. Vi piacete a vicenda. Saluta!',
  'mail.like_match.button': 'Vedi i miei match',
  'mail.like_match.ignore':
    'Ricevi questa e-mail perché le e-mail sui mi piace sono attive nelle tue impostazioni.',
  'mail.unread_reminder.subject':
    '{count, plural, one {{messages} ti aspetta su {site_name}} many {{messages} ti aspettano su {site_name}} other {{messages} ti aspettano su {site_name}}}',
  'mail.unread_reminder.body':
    '{count, plural, one {Hai ancora {messages}. Non farlo aspettare!} many {Hai ancora {messages}. Non farli aspettare!} other {Hai ancora {messages}. Non farli aspettare!}}',
  'mail.unread_reminder.button': 'Leggi i miei messaggi',
  'mail.unread_reminder.ignore':
    'Ricevi questa e-mail perché i promemoria dei messaggi non letti sono attivi nelle tue impostazioni.',
  'mail.weekly_update.subject': 'Nuovi membri per te su {site_name}',
  'mail.weekly_update.body': 'Nuovi questa settimana e adatti a te: {names}.',
  'mail.weekly_update.button': 'Guarda i membri',
  'mail.weekly_update.ignore':
    'Ricevi questa e-mail perché gli aggiornamenti settimanali sono attivi nelle tue impostazioni.',
  'mail.activation_reminder.subject': 'Conferma il tuo indirizzo e-mail per {site_name}',
  'mail.activation_reminder.body':
    'Non hai ancora confermato il tuo indirizzo e-mail, quindi i membri non possono risponderti. Accedi e inviati un nuovo link di attivazione.',
  'mail.activation_reminder.button': 'Accedi',
  'mail.activation_reminder.ignore':
    'Ricevi questa e-mail perché i promemoria sono attivi nelle tue impostazioni.',

  // Announcements an operator sends (npm run notify): the subject and text are the operator's.
  'mail.promotions.subject': '{subject}',
  'mail.promotions.body': '{body}',
  'mail.promotions.button': 'Vai su {site_name}',
  'mail.promotions.ignore':
    'Ricevi questa e-mail perché promozioni e offerte sono attive nelle tue impostazioni.',
  'mail.news.subject': '{subject}',
  'mail.news.body': '{body}',
  'mail.news.button': 'Vai su {site_name}',
  'mail.news.ignore':
    'Ricevi questa e-mail perché le novità su {site_name} sono attive nelle tue impostazioni.',

  'notifications.title': 'Notifiche via e-mail',
  'notifications.activation_modal_title': 'Conferma il tuo indirizzo e-mail',
  'notifications.intro': 'Scegli quali e-mail vuoi ricevere. Ogni modifica viene salvata subito.',
  'notifications.type.new_conversations': 'Nuove conversazioni',
  'notifications.type.new_messages': 'Nuovi messaggi mentre non ci sei',
  'notifications.type.like': 'Mi piace',
  'notifications.type.unread_message_reminders': 'Promemoria dei messaggi non letti',
  'notifications.type.promotions': 'Promozioni e offerte',
  'notifications.type.weekly_updates': 'Aggiornamenti settimanali con nuovi membri',
  'notifications.type.news': 'Novità su {site_name}',
  'notifications.type.reminders': 'Promemoria, per esempio per confermare il tuo indirizzo e-mail',
  'notifications.saved_on': 'Salvato: riceverai e-mail su «{type}».',
  'notifications.saved_off': 'Salvato: non riceverai più e-mail su «{type}».',
  'notifications.save_failed': 'Non è stato possibile salvare la modifica. Riprova.',
  'notifications.account_link':
    'Impostazioni dell’account: indirizzo e-mail, password, membri bloccati',
  'notifications.disabled.fbl':
    'Abbiamo smesso di inviarti e-mail perché una di esse è stata segnalata come spam.',
  'notifications.disabled.bounce':
    'Abbiamo smesso di inviarti e-mail perché non è stato possibile recapitarle a {email}.',
  'notifications.disabled.listunsubscribe':
    'Hai annullato l’iscrizione ad alcune e-mail con il link contenuto in una di esse.',
  'notifications.resume': 'Inviami di nuovo le e-mail',
  'notifications.resumed': 'Riceverai di nuovo le e-mail.',
  'notifications.change_email': 'Cambia il mio indirizzo e-mail',
  'notifications.manage': 'Impostazioni e-mail',

  'unsubscribe.title': 'Annulla iscrizione',
  'unsubscribe.confirm': 'Non ricevere più e-mail su «{type}»?',
  'unsubscribe.button': 'Annulla iscrizione',
  'unsubscribe.done':
    'Fatto: non riceverai più e-mail su «{type}». Puoi riattivarle quando vuoi nelle impostazioni e-mail.',
  'unsubscribe.invalid':
    'Questo link per annullare l’iscrizione non è valido. Usa il link dell’e-mail più recente.',
};
