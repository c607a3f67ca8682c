import type { notificationsEn } from './en.ts';

export const notificationsNl: Record<keyof typeof notificationsEn, string> = {
  'notifications.new_messages': '{count, plural, one {# nieuw bericht} other {# nieuwe berichten}}',
  'notifications.unread_messages':
    '{count, plural, one {# ongelezen bericht} other {# ongelezen berichten}}',

  'mail.unsubscribe': 'Afmelden voor deze e-mails',
  'mail.new_conversation.subject': '{partner} heeft je geschreven op {site_name}',
  'mail.new_conversation.body':
    '{partner} is een gesprek met je begonnen. Antwoord nu het nog vers is!',
  'mail.new_conversation.button': 'Bericht lezen',
  'mail.new_conversation.ignore':
    'Je krijgt deze e-mail omdat e-mails over nieuwe gesprekken aan staan in je instellingen.',
  'mail.new_messages.subject': 'Je hebt {messages} op {site_name}',
  'mail.new_messages.body': 'Je hebt {messages}. Het nieuwste is van {partner}.',
  'mail.new_messages.button': 'Mijn berichten lezen',
  'mail.new_messages.ignore':
    'Je krijgt deze e-mail omdat e-mails over nieuwe berichten aan staan in je instellingen. We sturen er hooguit één per uur.',
  'mail.like.subject': '{partner} vindt je leuk op {site_name}',
  'mail.like.body': '{partner} heeft je profiel geliket. Like terug en het is een match!',
  'mail.like.button': 'Bekijk wie mij leuk vindt',
  'mail.like.ignore':
    'Je krijgt deze e-mail omdat e-mails over likes aan staan in je instellingen.',
  'mail.like_match.subject': 'Het is een match met {partner} op {site_name}!',
  'mail.like_match.body':
    '{partner} heeft je like beantwoord: jullie vinden elkaar leuk. Zeg hallo!',
  'mail.like_match.button': 'Bekijk mijn matches',
  'mail.like_match.ignore':
    'Je krijgt deze e-mail omdat e-mails over likes aan staan in je instellingen.',
  'mail.unread_reminder.subject':
    '{count, plural, one {{messages} wacht op je op {site_name}} other {{messages} wachten op je op {site_name}}}',
  'mail.unread_reminder.body':
    '{count, plural, one {Je hebt nog {messages}. Laat het niet wachten!} other {Je hebt nog {messages}. Laat ze niet wachten!}}',
  'mail.unread_reminder.button': 'Mijn berichten lezen',
  'mail.unread_reminder.ignore':
    'Je krijgt deze e-mail omdat herinneringen aan ongelezen berichten aan staan in je instellingen.',
  'mail.weekly_update.subject': 'Nieuwe leden voor jou op {site_name}',
  'mail.weekly_update.body': 'Nieuw deze week en een goede match voor jou: {names}.',
  'mail.weekly_update.button': 'Bekijk de leden',
  'mail.weekly_update.ignore':
    'Je krijgt deze e-mail omdat wekelijkse updates aan staan in je instellingen.',
  'mail.activation_reminder.subject': 'Bevestig je e-mailadres voor {site_name}',
  'mail.activation_reminder.body':
    'Je hebt je e-mailadres nog niet bevestigd, daarom kunnen leden je niet antwoorden. Log in en stuur jezelf een nieuwe activatielink.',
  'mail.activation_reminder.button': 'Inloggen',
  'mail.activation_reminder.ignore':
    'Je krijgt deze e-mail omdat herinneringen aan staan in je instellingen.',

  // Announcements an operator sends (npm run notify): the subject and text are the operator's.
  'mail.promotions.subject': '{subject}',
  'mail.promotions.body': '{body}',
  'mail.promotions.button': 'Naar {site_name}',
  'mail.promotions.ignore':
    'Je krijgt deze e-mail omdat acties en aanbiedingen aan staan in je instellingen.',
  'mail.news.subject': '{subject}',
  'mail.news.body': '{body}',
  'mail.news.button': 'Naar {site_name}',
  'mail.news.ignore':
    'Je krijgt deze e-mail omdat nieuws over {site_name} aan staat in je instellingen.',

  'notifications.title': 'E-mailmeldingen',
  'notifications.activation_modal_title': 'Bevestig je e-mailadres',
  'notifications.intro':
    'Kies welke e-mails je wilt krijgen. Elke wijziging wordt meteen opgeslagen.',
  'notifications.type.new_conversations': 'Nieuwe gesprekken',
  'notifications.type.new_messages': 'Nieuwe berichten terwijl je weg bent',
  'notifications.type.like': 'Likes',
  'notifications.type.unread_message_reminders': 'Herinneringen aan ongelezen berichten',
  'notifications.type.promotions': 'Acties en aanbiedingen',
  'notifications.type.weekly_updates': 'Wekelijkse updates met nieuwe leden',
  'notifications.type.news': 'Nieuws over {site_name}',
  'notifications.type.reminders': 'Herinneringen, zoals het bevestigen van je e-mailadres',
  'notifications.saved_on': 'Opgeslagen: je krijgt e-mails over ‘{type}’.',
  'notifications.saved_off': 'Opgeslagen: je krijgt geen e-mails meer over ‘{type}’.',
  'notifications.save_failed': 'Je wijziging kon niet worden opgeslagen. Probeer het opnieuw.',
  'notifications.account_link': 'Accountinstellingen: e-mailadres, wachtwoord, geblokkeerde leden',
  'notifications.disabled.fbl':
    'We sturen je geen e-mails meer omdat een ervan als spam is gemarkeerd.',
  'notifications.disabled.bounce':
    'We sturen je geen e-mails meer omdat ze niet bezorgd konden worden op {email}.',
  'notifications.disabled.listunsubscribe':
    'Je hebt je voor sommige e-mails afgemeld met de link in een van die e-mails.',
  'notifications.resume': 'Stuur me weer e-mails',
  'notifications.resumed': 'Je krijgt weer e-mails.',
  'notifications.change_email': 'Mijn e-mailadres wijzigen',
  'notifications.manage': 'E-mailinstellingen',

  'unsubscribe.title': 'Afmelden',
  'unsubscribe.confirm': 'Geen e-mails meer over ‘{type}’?',
  'unsubscribe.button': 'Afmelden',
  'unsubscribe.done':
    'Klaar: je krijgt geen e-mails meer over ‘{type}’. Je kunt ze altijd weer aanzetten in je e-mailinstellingen.',
  'unsubscribe.invalid': 'Deze afmeldlink is niet geldig. Gebruik de link uit de nieuwste e-mail.',
};
