import type { directDebitEn } from './en.ts';

export const directDebitPl: Record<keyof typeof directDebitEn, string> = {
  'api.sms_code_invalid': 'Nieprawidłowy kod',
  'api.sms_code_expired': 'Tego kodu nie można już użyć. Poproś o nowy kod.',
  'api.sms_code_cooldown': 'Odczekaj {seconds} s, zanim poprosisz o nowy kod.',
  'api.sms_code_limit': 'Dla tego zamówienia nie można wysłać więcej kodów. Zacznij od nowa.',
  'api.direct_debit_blocked': 'Twoje konto jest zablokowane dla płatności poleceniem zapłaty.',
  'api.direct_debit_limit':
    'Osiągnięto limit płatności poleceniem zapłaty. Spróbuj później, wybierz tańszy pakiet lub inną metodę płatności.',
  'field.iban_invalid': 'Podaj prawidłowy numer IBAN.',
  'field.phone_invalid': 'Podaj prawidłowy numer telefonu komórkowego.',
  'field.authorisation_required': 'Udziel zgody na polecenie zapłaty.',

  'direct_debit.sms':
    '{code} to Twój kod {site_name} do potwierdzenia polecenia zapłaty na kwotę {amount}. Kod jest ważny przez {minutes, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}.',

  'direct_debit.title': 'Zapłać poleceniem zapłaty',
  'direct_debit.intro':
    'Podaj dane swojego konta bankowego. Wyślemy Ci SMS z kodem, którym potwierdzisz polecenie zapłaty.',
  'direct_debit.account_holder': 'Właściciel konta',
  'direct_debit.iban': 'IBAN',
  'direct_debit.street': 'Ulica',
  'direct_debit.house_number': 'Numer domu',
  'direct_debit.zip': 'Kod pocztowy',
  'direct_debit.city': 'Miejscowość',
  'direct_debit.phone': 'Numer telefonu komórkowego',
  'direct_debit.phone_hint': 'Na ten numer wyślemy kod potwierdzający.',
  'direct_debit.mandate_title': 'Upoważnienie do polecenia zapłaty SEPA',
  'direct_debit.mandate':
    'Potwierdzając to upoważnienie, upoważniasz {company_name} do przekazywania Twojemu bankowi poleceń obciążenia Twojego rachunku, a Twój bank do obciążania rachunku zgodnie z poleceniami {company_name}, dla tego zamówienia na kwotę {amount}. Masz prawo do zwrotu środków od swojego banku na warunkach umowy zawartej z bankiem. Wniosek o zwrot należy złożyć w ciągu 8 tygodni od dnia obciążenia rachunku.',
  'direct_debit.authorise':
    'Upoważniam {company_name} do pobrania {amount} z mojego rachunku poleceniem zapłaty SEPA.',
  'direct_debit.submit': 'Wyślij kod SMS',
  'direct_debit.code_title': 'Wpisz kod z SMS-a',
  'direct_debit.code_sent':
    'Wysłaliśmy 6-cyfrowy kod na numer {phone}. Kod jest ważny przez 10 minut.',
  'direct_debit.code_label': 'Kod SMS',
  'direct_debit.confirm': 'Potwierdź i zapłać',
  'direct_debit.resend': 'Wyślij nowy kod',
  'direct_debit.resend_wait': 'O nowy kod możesz poprosić za {seconds} s.',
  'direct_debit.resent': 'Nowy kod jest w drodze.',
  'direct_debit.account': 'Rachunek',
  'direct_debit.tries_left':
    '{count, plural, one {Została # próba} few {Zostały # próby} many {Zostało # prób} other {Zostało # próby}}',
  'direct_debit.start_again': 'Zmień swoje dane',
  'direct_debit.processing': 'Potwierdzamy polecenie zapłaty…',

  'mail.direct_debit_bounce.subject': 'Twoje polecenie zapłaty dla {site_name} zostało cofnięte',
  'mail.direct_debit_bounce.body':
    'Twój bank cofnął polecenie zapłaty na kwotę {amount}. Dlatego odebraliśmy niewykorzystane kredyty z tego zakupu: {credits}. Polecenie zapłaty nie jest już dostępne dla tego rachunku bankowego i tego numeru telefonu; przy następnym zakupie wybierz inną metodę płatności.',
  'mail.direct_debit_bounce.button': 'Zobacz zamówienie',
  'mail.direct_debit_bounce.ignore':
    'Jeśli uważasz, że to pomyłka, napisz do nas na {support_email}.',
};
