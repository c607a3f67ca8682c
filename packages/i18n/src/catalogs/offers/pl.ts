import type { offersEn } from './en.ts';

export const offersPl: Record<keyof typeof offersEn, string> = {
  'api.discount_code_not_found': 'Nie znaleziono kodu',
  'api.discount_code_used': 'Kod został już wykorzystany',
  'api.discount_code_held':
    'Ten kod jest zarezerwowany dla rozpoczętej przez Ciebie płatności. Dokończ lub anuluj tę płatność albo spróbuj ponownie później.',
  'api.discount_code_expired': 'Ten kod wygasł.',
  'api.discount_code_country': 'Ten kod nie jest ważny w Twoim kraju.',
  'api.discount_code_not_eligible':
    'Ta oferta jest tylko dla nowych użytkowników, przed ich pierwszym zakupem.',
  'api.discount_code_minimum':
    'Ten kod jest ważny tylko przy większym zamówieniu. Wybierz większy pakiet.',
  'api.discount_code_not_better':
    'Twój bonus czasowy lub rabat powitalny daje Ci więcej niż ten kod, więc pozostaje zastosowany.',
  'api.discount_code_method': 'Ten kod nie jest ważny z tą metodą płatności. Wybierz inną metodę.',

  'offers.code_label': 'Kod rabatowy',
  'offers.code_apply': 'Zastosuj',
  'offers.code_remove': 'Usuń kod',
  'offers.code_applied': 'Kod {code}: {percentage}% rabatu',
  'offers.time_bonus_applied': 'Bonus czasowy: {percentage}% rabatu na pierwsze kredyty',
  'offers.welcome_applied': 'Rabat powitalny: {percentage}% na pierwsze kredyty',
  'offers.held_time_bonus_pending':
    'Twój bonus czasowy ({percentage}% rabatu) jest zarezerwowany dla płatności, która jest przetwarzana. Jeśli ta płatność nie dojdzie do skutku, możesz użyć go przy innym pakiecie.',
  'offers.held_welcome_pending':
    'Twój rabat powitalny ({percentage}%) jest zarezerwowany dla płatności, która jest przetwarzana. Jeśli ta płatność nie dojdzie do skutku, możesz użyć go przy innym pakiecie.',
  'offers.held_open': 'Otwórz tę płatność',
  'offers.valid_until': 'Ważny do {date}',
  'offers.minimum': 'Przy zamówieniu od {amount}',
  'offers.methods_only': 'Tylko metody płatności: {methods}',
  'offers.not_on_bundle': 'Kod nie dotyczy tego pakietu',
  'offers.original_price': 'Cena pierwotna',
  'offers.discounted_price': 'Cena z rabatem',
  'offers.order_discount': 'Rabat {code} ({percentage}%)',
  'offers.paid_discount': 'Kod rabatowy {code}: {amount} rabatu',

  'offers.banner': 'Bonus czasowy: {percentage}% rabatu na pierwsze kredyty. Kończy się za {time}',
  'offers.banner_cta': 'Odbierz {percentage}% rabatu',
  'offers.modal_title': 'Działaj szybko: {percentage}% rabatu przez 4 godziny',
  'offers.modal_body':
    'Jako nowy użytkownik masz {percentage}% rabatu na pierwsze kredyty, tylko przez 4 godziny od rejestracji. Pozostały czas: {time}',
  'offers.modal_cta': 'Kup kredyty z {percentage}% rabatu',
  'offers.modal_dismiss': 'Nie, dziękuję',

  'offers.retention_title': 'Zostań i płać mniej',
  'offers.retention_text':
    'Odbierz {percentage}% rabatu na kolejne kredyty dzięki osobistemu kodowi rabatowemu.',
  'offers.retention_claim': 'Odbierz mój kod rabatowy',
  'offers.retention_code': 'Twój osobisty kod: {code}',
  'offers.retention_use': 'Użyj go w sklepie',
  'offers.trial_title': 'Wypróbuj pakiet próbny',
  'offers.trial_text': 'Najmniejszy pakiet: {credits} za {price}, bez abonamentu.',
  'offers.trial_link': 'Wypróbuj pakiet próbny',
};
