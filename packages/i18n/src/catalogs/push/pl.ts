import type { pushEn } from './en.ts';

export const pushPl: Record<keyof typeof pushEn, string> = {
  'push.message_title': 'Nowa wiadomość – {name}',
  'push.photo_body': 'Zdjęcie',
  'push.gift_body': 'Prezent',
  'push.like_title': '{name} Cię lubi',
  'push.like_body': 'Zobacz profil i odwzajemnij polubienie, aby było dopasowanie.',
  'push.match_title': 'Nowe dopasowanie: {name}!',
  'push.match_body': 'Lubicie się nawzajem. Przywitaj się!',

  'push.alert_text':
    'Otrzymuj powiadomienie, gdy ktoś do Ciebie napisze lub Cię polubi, nawet gdy strona jest zamknięta.',
  'push.alert_enable': 'Włącz powiadomienia',
  'push.alert_dismiss': 'Nie teraz',
  'push.alert_failed':
    'Nie udało się włączyć powiadomień w tej przeglądarce. Spróbuj ponownie później.',

  'push.step_title': 'Nie przegap żadnej wiadomości',
  'push.step_text':
    'Zezwól na powiadomienia, a od razu damy Ci znać, gdy ktoś do Ciebie napisze lub Cię polubi.',
  'push.step_enable': 'Zezwól na powiadomienia',
  'push.step_skip': 'Pomiń: bez powiadomień',
  'push.step_text_unsupported':
    'Ta przeglądarka nie może wyświetlać powiadomień. Nadal możemy dać Ci znać e-mailem, gdy ktoś do Ciebie napisze lub Cię polubi: wybierz, które e-maile chcesz dostawać, w ustawieniach powiadomień.',
  'push.step_text_denied':
    'Powiadomienia z tej strony są zablokowane w Twojej przeglądarce. Możesz na nie zezwolić w każdej chwili w ustawieniach witryny w przeglądarce.',
  'push.step_text_on':
    'Powiadomienia są włączone w tej przeglądarce: od razu damy Ci znać, gdy ktoś do Ciebie napisze lub Cię polubi.',
  'push.step_continue': 'Dalej',
  'push.step_failed':
    'Nie udało się włączyć powiadomień w tej przeglądarce. Możesz kontynuować bez nich: powiadomimy Cię e-mailem, a później możesz spróbować ponownie w ustawieniach.',

  'push.offline_title': 'Jesteś offline',
  'push.offline_text': 'Sprawdź połączenie. Strona wróci, gdy tylko będziesz online.',
  'push.offline_retry': 'Spróbuj ponownie',
  'push.back': 'Wstecz',

  'push.setting_title': 'Powiadomienia na tym urządzeniu',
  'push.setting_disable': 'Wyłącz na tym urządzeniu',
  'push.setting_unsupported':
    'Ta przeglądarka nie może wyświetlać powiadomień. E-maile powyżej i tak poinformują Cię, gdy ktoś do Ciebie napisze lub Cię polubi.',
};
