import type { paymentsEn } from './en.ts';

export const paymentsPl: Record<keyof typeof paymentsEn, string> = {
  'payments.credits':
    '{count, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}}',

  'payments.shop_title': 'Kup kredyty',
  'payments.shop_intro':
    'Kredyty pozwalają czatować oraz wysyłać zdjęcia i prezenty. Pierwszy zakup daje Ci konto premium.',
  'payments.shop_intro_premium': 'Kredyty pozwalają czatować oraz wysyłać zdjęcia i prezenty.',
  'payments.balance': 'Twoje saldo',
  'payments.popular': 'Najczęściej wybierany',
  'payments.price_per_credit': '{price} za kredyt',
  'payments.select': 'Wybierz',
  'payments.select_bundle': 'Wybierz pakiet: {credits} za {price}',
  'payments.no_bundles': 'Dla Twojego kraju nie ma jeszcze pakietów kredytów.',
  'payments.methods_heading': 'Płać bezpiecznie przez',
  'payments.vat_note': 'Wszystkie ceny zawierają VAT. Bez abonamentu: płacisz raz za pakiet.',
  'payments.repeat_link': 'Kup ponownie ostatni pakiet',
  'payments.orders_link': 'Twoje zamówienia',
  'payments.login_required': 'Zaloguj się, aby kupić kredyty.',

  'payments.method_creditcard': 'Karta kredytowa',
  'payments.method_sct': 'Przelew bankowy',
  'payments.method_sdd': 'Polecenie zapłaty SEPA',

  'payments.checkout_title': 'Płatność',
  'payments.your_order': 'Twoje zamówienie',
  'payments.choose_method': 'Wybierz metodę płatności',
  'payments.pay_with': 'Zapłać – metoda: {method}',
  'payments.total': 'Razem',
  'payments.other_bundle': 'Wybierz inny pakiet',
  'payments.redirecting': 'Przekierowujemy Cię na stronę płatności…',
  'payments.checking': 'Sprawdzamy Twoją płatność…',
  'payments.pending_title': 'Twoja płatność jest przetwarzana',
  'payments.pending_text':
    'To może chwilę potrwać. Ta strona odświeży się sama, gdy tylko płatność zostanie potwierdzona.',
  'payments.pending_order_text':
    'Operator płatności nie potwierdził jeszcze tej płatności. Gdy tylko to zrobi, kredyty zostaną dodane; jeśli płatność nie dojdzie do skutku, zobaczysz to przy tym zamówieniu.',
  'payments.complete': 'Płatność zakończona',
  'payments.credits_added':
    '{count, plural, one {Dodano # kredyt} few {Dodano # kredyty} many {Dodano # kredytów} other {Dodano # kredytu}}',
  'payments.new_balance': 'Nowe saldo',
  'payments.continue': 'Dalej',
  'payments.to_messages': 'Przejdź do wiadomości',
  'payments.failed': 'Płatność nie powiodła się lub została anulowana.',
  'payments.failed_text':
    'Nie pobrano żadnych pieniędzy. Spróbuj ponownie lub wybierz inną metodę płatności.',
  'payments.try_again': 'Spróbuj ponownie – metoda: {method}',
  'payments.other_methods': 'Inne metody płatności',
  'payments.payment_failed': 'Płatność nie powiodła się',
  'payments.card_failed': 'Płatność kartą kredytową nie powiodła się',
  'payments.card_failed_text':
    'Nie udało się zrealizować płatności zapisaną kartą. Wpisz dane karty ręcznie albo spróbuj innej karty lub innej metody płatności.',
  'payments.enter_card': 'Wpisz dane karty',
  'payments.pay_paypal': 'Zapłać przez PayPal',
  'payments.method_unavailable': 'Ta metoda płatności nie jest tu dostępna.',

  'payments.premium_title': 'Zostań użytkownikiem premium',
  'payments.premium_intro':
    'Każdy zakup kredytów daje Ci premium na zawsze: premium zostaje, nawet gdy skończą się kredyty.',
  'payments.premium_photos': 'Oglądaj wszystkie zdjęcia każdego użytkownika',
  'payments.premium_uploads':
    'Dodawaj do {count, plural, one {# zdjęcia} few {# zdjęć} many {# zdjęć} other {# zdjęcia}} zamiast {free}',
  'payments.premium_nav': 'Saldo kredytów w menu zamiast „Kup Premium”',
  'payments.premium_chance': 'Użytkownicy premium mają o 46% większą szansę na dopasowanie',
  'payments.premium_bundles': 'Wybierz pakiet',
  'payments.premium_already': 'Masz konto premium. Dziękujemy!',
  'payments.premium_benefits': 'Co daje premium',

  'payments.pricing_title': 'Cennik',
  'payments.pricing_intro':
    'Rejestracja i profil są bezpłatne. Czat kosztuje kredyty kupowane w pakietach: bez abonamentu i ukrytych kosztów.',
  'payments.pricing_bundles': 'Pakiety kredytów',
  'payments.pricing_costs': 'Za co płacisz kredytami',
  'payments.cost_message': 'Wiadomość',
  'payments.cost_photo': 'Zdjęcie w czacie',
  'payments.cost_gift': 'Prezent',
  'payments.pricing_refund':
    'W ciągu {refund_days, plural, one {# dnia} few {# dni} many {# dni} other {# dnia}} od zakupu możesz poprosić o zwrot niewykorzystanych kredytów.',
  'payments.pricing_signup': 'Zarejestruj się za darmo',
  'payments.bundle': 'Pakiet',
  'payments.price': 'Cena',

  'payments.orders_title': 'Twoje zamówienia',
  'payments.no_orders': 'Nie masz jeszcze żadnych zakupów kredytów.',
  'payments.order_number': 'Zamówienie {id}',
  'payments.date': 'Data',
  'payments.status': 'Status',
  'payments.amount': 'Kwota',
  'payments.method': 'Metoda płatności',
  'payments.credits_heading': 'Kredyty',
  'payments.details': 'Szczegóły',
  'payments.status_open': 'Otwarte',
  'payments.open_text':
    'Ta płatność nie została dokończona. Na stronie płatności możesz ją dokończyć lub anulować.',
  'payments.open_continue': 'Przejdź do strony płatności',
  'payments.status_pending': 'W trakcie',
  'payments.status_paid': 'Opłacone',
  'payments.status_failed': 'Nieudane',
  'payments.status_canceled': 'Anulowane',
  'payments.status_expired': 'Wygasłe',
  'payments.status_refunded': 'Zwrócone',
  'payments.receipt': 'Potwierdzenie zakupu',
  'payments.print': 'Drukuj potwierdzenie',
  'payments.seller': 'Sprzedawca',
  'payments.customer': 'Klient',
  'payments.vat_number': 'Numer VAT',
  'payments.coc_number': 'Numer rejestrowy',
  'payments.total_incl_vat': 'Razem z VAT',
  'payments.paid_at': 'Data zapłaty',
  'payments.receipt_discount': 'Kod rabatowy {code}',
  'payments.receipt_refunded': 'Zwrócono {date}: {amount}',
  'payments.all_orders': 'Wszystkie zamówienia',
  'payments.refund_heading': 'Zwrot niewykorzystanych kredytów',
  'payments.refund_button': 'Poproś o zwrot',
  'payments.refund_explained':
    'Do {date} możesz poprosić o zwrot niewykorzystanych kredytów z tego zakupu. Ich cena wróci na Twoją metodę płatności.',
  'payments.refund_confirm':
    'Zwrócić niewykorzystane kredyty z tego zakupu? Zostaną odjęte od Twojego salda.',
  'payments.refund_done': 'Zwrot został zlecony.',
  'payments.refund_none_left': 'Wszystkie kredyty z tego zakupu zostały wykorzystane.',
  'payments.refunded_amount': 'Zwrócono: {amount}',
  'payments.charged_back': 'Cofnięte przez Twój bank',
  'payments.charged_back_on': '{date}: {amount}',
  'payments.receipt_charged_back': 'Cofnięte przez bank płatnika dnia {date}: {amount}',
  'payments.chargeback_reversed': 'Obciążenie zwrotne wycofane',
  'payments.chargeback_reversed_on': 'Dnia {date} Twój bank zwrócił nam pieniądze.',
  'payments.receipt_chargeback_reversed':
    'Obciążenie zwrotne wycofane przez bank płatnika dnia {date}',
  'payments.refunded_title': 'Ten zakup został zwrócony',
  'payments.refunded_text':
    'Jego niewykorzystane kredyty zostały odebrane, a kwota wróciła do Ciebie, od nas lub od Twojego banku. Szczegóły znajdziesz w zamówieniu.',
  'payments.view_order': 'Zobacz zamówienie',

  'payments.repeat_title': 'Ponów zamówienie',
  'payments.repeat_text':
    'Kup ponownie pakiet ({credits}) za {price} zapisaną kartą, w jednym kroku.',
  'payments.repeat_buy': 'Kup ponownie',
  'payments.saved_card': 'Zapisana karta',
  'payments.card_label': '{brand} z końcówką {last4}',
  'payments.card_expires': 'Ważna do {expiry}',
  'payments.remove_card': 'Usuń kartę',
  'payments.card_removed': 'Twoja karta została usunięta.',
  'payments.no_saved_card':
    'Nie masz zapisanej karty. Zapłać raz kartą kredytową, a tutaj kupisz ponownie w jednym kroku.',
};
