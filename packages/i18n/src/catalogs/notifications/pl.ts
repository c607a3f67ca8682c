import type { notificationsEn } from './en.ts';

export const notificationsPl: Record<keyof typeof notificationsEn, string> = {
  'notifications.new_messages':
    '{count, plural, one {# nową wiadomość} few {# nowe wiadomości} many {# nowych wiadomości} other {# nowej wiadomości}}',
  'notifications.unread_messages':
    '{count, plural, one {# nieprzeczytaną wiadomość} few {# nieprzeczytane wiadomości} many {# nieprzeczytanych wiadomości} other {# nieprzeczytanej wiadomości}}',

  'mail.unsubscribe': 'Wypisz się z tych e-maili',
  'mail.new_conversation.subject': 'Nowa wiadomość na {site_name} – {partner}',
  'mail.new_conversation.body':
    '{partner} rozpoczął(-ęła) z Tobą rozmowę. Odpowiedz, póki jest świeża!',
  'mail.new_conversation.button': 'Przeczytaj wiadomość',
  'mail.new_conversation.ignore':
    'Otrzymujesz ten e-mail, ponieważ e-maile o nowych rozmowach są włączone w Twoich ustawieniach.',
  'mail.new_messages.subject': 'Masz {messages} na {site_name}',
  'mail.new_messages.body': 'Masz {messages}. Najnowsza jest od: {partner}.',
  'mail.new_messages.button': 'Przeczytaj moje wiadomości',
  'mail.new_messages.ignore':
    'Otrzymujesz ten e-mail, ponieważ e-maile o nowych wiadomościach są włączone w Twoich ustawieniach. Wysyłamy najwyżej jeden na godzinę.',
  'mail.like.subject': '{partner} lubi Cię na {site_name}',
  'mail.like.body':
    '{partner} lubi Twój profil. Odwzajemnij polubienie, a będziecie mieć dopasowanie!',
  'mail.like.button': 'Zobacz, kto mnie lubi',
  'mail.like.ignore':
    'Otrzymujesz ten e-mail, ponieważ e-maile o polubieniach są włączone w Twoich ustawieniach.',
  'mail.like_match.subject': 'Nowe dopasowanie na {site_name}: {partner}!',
  'mail.like_match.body':
    '{partner} odwzajemnia Twoje polubienie. Lubicie się nawzajem. Przywitaj się!',
  'mail.like_match.button': 'Zobacz moje dopasowania',
  'mail.like_match.ignore':
    'Otrzymujesz ten e-mail, ponieważ e-maile o polubieniach są włączone w Twoich ustawieniach.',
  'mail.unread_reminder.subject':
    '{count, plural, one {Masz {messages} na {site_name}} few {Masz {messages} na {site_name}} many {Masz {messages} na {site_name}} other {Masz {messages} na {site_name}}}',
  'mail.unread_reminder.body':
    '{count, plural, one {Nadal masz {messages}. Nie każ jej czekać!} few {Nadal masz {messages}. Nie każ im czekać!} many {Nadal masz {messages}. Nie każ im czekać!} other {Nadal masz {messages}. Nie każ im czekać!}}',
  'mail.unread_reminder.button': 'Przeczytaj moje wiadomości',
  'mail.unread_reminder.ignore':
    'Otrzymujesz ten e-mail, ponieważ przypomnienia o nieprzeczytanych wiadomościach są włączone w Twoich ustawieniach.',
  'mail.weekly_update.subject': 'Nowi użytkownicy dla Ciebie na {site_name}',
  'mail.weekly_update.body': 'Nowi w tym tygodniu i pasujący do Ciebie: {names}.',
  'mail.weekly_update.button': 'Zobacz użytkowników',
  'mail.weekly_update.ignore':
    'Otrzymujesz ten e-mail, ponieważ cotygodniowe nowości są włączone w Twoich ustawieniach.',
  'mail.activation_reminder.subject': 'Potwierdź swój adres e-mail na {site_name}',
  'mail.activation_reminder.body':
    'Twój adres e-mail nie jest jeszcze potwierdzony, więc inni użytkownicy nie mogą Ci odpowiadać. Zaloguj się i wyślij sobie nowy link aktywacyjny.',
  'mail.activation_reminder.button': 'Zaloguj się',
  'mail.activation_reminder.ignore':
    'Otrzymujesz ten e-mail, ponieważ przypomnienia są włączone w Twoich ustawieniach.',

  // Announcements an operator sends (npm run notify): the subject and text are the operator's.
  'mail.promotions.subject': '{subject}',
  'mail.promotions.body': '{body}',
  'mail.promotions.button': 'Przejdź do {site_name}',
  'mail.promotions.ignore':
    'Otrzymujesz ten e-mail, ponieważ promocje i oferty są włączone w Twoich ustawieniach.',
  'mail.news.subject': '{subject}',
  'mail.news.body': '{body}',
  'mail.news.button': 'Przejdź do {site_name}',
  'mail.news.ignore':
    'Otrzymujesz ten e-mail, ponieważ aktualności {site_name} są włączone w Twoich ustawieniach.',

  'notifications.title': 'Powiadomienia e-mail',
  'notifications.activation_modal_title': 'Potwierdź swój adres e-mail',
  'notifications.intro':
    'Wybierz, jakie e-maile chcesz otrzymywać. Każda zmiana zapisuje się od razu.',
  'notifications.type.new_conversations': 'Nowe rozmowy',
  'notifications.type.new_messages': 'Nowe wiadomości, gdy Cię nie ma',
  'notifications.type.like': 'Polubienia',
  'notifications.type.unread_message_reminders': 'Przypomnienia o nieprzeczytanych wiadomościach',
  'notifications.type.promotions': 'Promocje i oferty',
  'notifications.type.weekly_updates': 'Cotygodniowe nowości z nowymi użytkownikami',
  'notifications.type.news': 'Aktualności {site_name}',
  'notifications.type.reminders': 'Przypomnienia, np. o potwierdzeniu adresu e-mail',
  'notifications.saved_on': 'Zapisano: będziesz otrzymywać e-maile „{type}”.',
  'notifications.saved_off': 'Zapisano: nie będziesz już otrzymywać e-maili „{type}”.',
  'notifications.save_failed': 'Nie udało się zapisać zmiany. Spróbuj ponownie.',
  'notifications.account_link': 'Ustawienia konta: adres e-mail, hasło, zablokowani użytkownicy',
  'notifications.disabled.fbl':
    'Przestaliśmy wysyłać Ci e-maile, ponieważ jeden z nich został oznaczony jako spam.',
  'notifications.disabled.bounce':
    'Przestaliśmy wysyłać Ci e-maile, ponieważ nie dało się ich dostarczyć na adres {email}.',
  'notifications.disabled.listunsubscribe':
    'Niektóre e-maile zostały wyłączone linkiem do wypisania się, zawartym w jednym z nich.',
  'notifications.resume': 'Wysyłaj mi znowu e-maile',
  'notifications.resumed': 'Znowu będziesz otrzymywać e-maile.',
  'notifications.change_email': 'Zmień mój adres e-mail',
  'notifications.manage': 'Ustawienia e-maili',

  'unsubscribe.title': 'Wypisz się',
  'unsubscribe.confirm': 'Nie wysyłać już e-maili „{type}”?',
  'unsubscribe.button': 'Wypisz się',
  'unsubscribe.done':
    'Gotowe: nie będziesz już otrzymywać e-maili „{type}”. W ustawieniach e-maili możesz je w każdej chwili włączyć z powrotem.',
  'unsubscribe.invalid':
    'Ten link do wypisania się jest nieprawidłowy. Użyj linku z najnowszego e-maila.',
};
