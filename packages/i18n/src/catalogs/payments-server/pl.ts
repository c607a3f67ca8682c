import type { paymentsServerEn } from './en.ts';

export const paymentsServerPl: Record<keyof typeof paymentsServerEn, string> = {
  'api.payment_method_unavailable': 'Ta metoda płatności nie jest tu dostępna.',
  'api.payment_provider_unavailable':
    'Serwis płatności jest teraz niedostępny. Spróbuj ponownie za chwilę.',
  'api.no_saved_card':
    'Nie ma zapisanej karty do ponowienia zamówienia. Wybierz pakiet i zapłać raz swoją kartą.',
  'api.refund_not_possible':
    'Tego zakupu nie można zwrócić: nie jest opłacony, termin zwrotu minął albo kredyty zostały wykorzystane.',
  'api.payment_conflict':
    'To zamówienie zostało już rozpoczęte z innymi danymi. Odśwież stronę i spróbuj ponownie.',

  'sandbox.title': 'Płatność testowa (sandbox)',
  'sandbox.marker': 'Sandbox: to płatność testowa, żadne pieniądze nie zostaną pobrane.',
  'sandbox.order': 'Zamówienie',
  'sandbox.amount': 'Kwota',
  'sandbox.method': 'Metoda płatności',
  'sandbox.choose': 'Wybierz wynik tej płatności:',
  'sandbox.pay': 'Zapłać',
  'sandbox.fail': 'Odrzuć',
  'sandbox.cancel': 'Anuluj',
  'sandbox.pending': 'Pozostaw w toku',
  'sandbox.refuse_recurring':
    'Odrzucaj kolejne ponowione zamówienia tą kartą (aby wypróbować nieudaną płatność kartą)',
  'sandbox.finished': 'Ta płatność jest zakończona; nic więcej nie można tu zrobić.',
  'sandbox.not_found': 'Ta płatność nie istnieje.',
  'sandbox.back': 'Wróć do serwisu',
  'sandbox.chargeback_hint':
    'Wypróbuj obciążenie zwrotne: bank płatnika cofa tę opłaconą płatność.',
  'sandbox.chargeback': 'Cofnij płatność',
  'sandbox.charged_back': 'Bank płatnika cofnął tę płatność (obciążenie zwrotne).',
  'sandbox.reverse_chargeback_hint': 'Wypróbuj wygrany spór: bank płatnika zwraca pieniądze.',
  'sandbox.reverse_chargeback': 'Wycofaj obciążenie zwrotne',

  'mail.receipt.subject': 'Twoje potwierdzenie zakupu z {site_name}: zamówienie {number}',
  'mail.receipt.body':
    'Dziękujemy za zakup. Zamówienie {number}. Dodane kredyty: {credits}. Zapłacona kwota: {amount}. Potwierdzenie możesz obejrzeć i wydrukować na stronie swoich zamówień.',
  'mail.receipt.button': 'Zobacz moje potwierdzenie',
  'mail.receipt.ignore':
    'W ciągu {refund_days, plural, one {# dnia} few {# dni} many {# dni} other {# dnia}} od zakupu możesz na stronie swoich zamówień poprosić o zwrot niewykorzystanych kredytów.',

  'mail.chargeback.subject': 'Twoja płatność na rzecz {site_name} została cofnięta',
  'mail.chargeback.body':
    'Twój bank cofnął Twoją płatność na kwotę {amount}. {credits, plural, =0 {Z tego zakupu nie zostały żadne niewykorzystane kredyty do odebrania.} one {Dlatego odebraliśmy niewykorzystany kredyt z tego zakupu: #.} few {Dlatego odebraliśmy niewykorzystane kredyty z tego zakupu: #.} many {Dlatego odebraliśmy niewykorzystane kredyty z tego zakupu: #.} other {Dlatego odebraliśmy niewykorzystane kredyty z tego zakupu: #.}} Jeśli był to Twój jedyny zakup, Twoje konto nie jest już premium.',
  'mail.chargeback.button': 'Zobacz zamówienie',
  'mail.chargeback.ignore': 'Jeśli uważasz, że to pomyłka, napisz do nas na {support_email}.',

  'mail.chargeback_reversed.subject': 'Twoje kredyty w {site_name} wróciły',
  'mail.chargeback_reversed.body':
    'Twój bank zwrócił pieniądze, które cofnął z Twojej płatności na kwotę {amount}. {credits, plural, one {Dlatego zwróciliśmy Ci # kredyt.} few {Dlatego zwróciliśmy Ci # kredyty.} many {Dlatego zwróciliśmy Ci # kredytów.} other {Dlatego zwróciliśmy Ci # kredytu.}}',
  'mail.chargeback_reversed.button': 'Zobacz zamówienie',
  'mail.chargeback_reversed.ignore': 'Jeśli masz pytania, napisz do nas na {support_email}.',
};
