import type { TCatalog } from '../catalog.ts';

export const pl: TCatalog = {
  'app.loading': 'Ładowanie…',
  'app.skip_to_content': 'Przejdź do treści',
  'app.home': 'Strona główna {site_name}',

  'nav.main': 'Nawigacja główna',
  'nav.login': 'Zaloguj się',
  'nav.search_members': 'Szukaj użytkowników',
  'nav.messages': 'Wiadomości',
  'nav.likes': 'Polubienia',
  'nav.credits': 'Kredyty',
  'nav.get_premium': 'Kup Premium',
  'nav.my_profile': 'Mój profil',
  'nav.settings': 'Ustawienia',
  'nav.logout': 'Wyloguj się',
  'nav.account': 'Menu konta',
  'nav.language': 'Język',
  'nav.back': 'Wstecz',
  'nav.toggle': 'Pokaż/ukryj nawigację',

  'footer.nav': 'Stopka',
  'footer.terms': 'Regulamin',
  'footer.privacy': 'Polityka prywatności',
  'footer.cookies': 'Pliki cookie',
  'footer.ban': 'Zasady blokowania kont',
  'footer.pricing': 'Cennik',
  'footer.complaints': 'Reklamacje',
  'footer.return_policy': 'Zasady zwrotów',
  'footer.faq': 'FAQ',
  'footer.support': 'Pomoc',
  'footer.copyright': '© {year} {company_name} · Wszelkie prawa zastrzeżone.',

  'disclaimer.adults':
    'Serwis {site_name} jest przeznaczony wyłącznie dla osób dorosłych, które ukończyły {min_age} lat. Użytkownicy odpowiadają za treści, które udostępniają.',
  'disclaimer.fictional':
    'Niektóre profile w serwisie {site_name} to {fictional_plural}: są oznaczone symbolem {fictional_icon} i nigdy nie są przedstawiane jako prawdziwe osoby.',

  'entry.title': 'Ważne',
  'entry.body':
    '{site_name} to serwis randkowy dla dorosłych. Wchodząc, potwierdzasz, że masz co najmniej {min_age} lat oraz że treści i rozmowy erotyczne są legalne w miejscu, w którym się znajdujesz.',
  'entry.fictional':
    'Niektóre profile to {fictional_plural}. Zawsze są oznaczone symbolem {fictional_icon}.',
  'entry.enter': 'Mam co najmniej {min_age} lat, wchodzę',
  'entry.leave': 'Wyjdź',

  'error.not_found': 'Nie znaleziono tej strony',
  'error.back_home': 'Wróć do strony głównej',
  'error.generic': 'Błąd',
  'error.while_showing': 'Wystąpił błąd podczas wyświetlania strony błędu',
  'error.try_again_later': 'Wystąpił błąd, spróbuj ponownie później.',
  'error.has_occurred': 'Wystąpił błąd.',
  'error.status': 'Błąd {status}',

  'network.offline': 'Jesteś offline. Połączymy się ponownie, gdy tylko wróci połączenie.',
  'network.online': 'Znowu jesteś online.',

  'index.hero_title': 'Poznawaj nowe osoby w okolicy',
  'index.hero_lead':
    'Zarejestruj się za darmo, utwórz profil w minutę i zacznij czatować z użytkownikami z {countries}.',
  'index.cta_signup': 'Zarejestruj się za darmo',
  'index.cta_login': 'Mam już konto',
  'index.features_title': 'Dlaczego {site_name}?',
  'index.feature_real_title': 'Prawdziwi użytkownicy w pobliżu',
  'index.feature_real_body':
    'Szukaj według wieku i regionu i sprawdź, kto jest online w pobliżu. Fikcyjne profile są zawsze oznaczone.',
  'index.feature_chat_title': 'Czatuj w czasie rzeczywistym',
  'index.feature_chat_body':
    'Wysyłaj wiadomości, zdjęcia i prezenty. Płacisz tylko za to, z czego korzystasz – kredytami i bez abonamentu.',
  'index.feature_safe_title': 'Prywatnie i bezpiecznie',
  'index.feature_safe_body':
    'Tryb niewidoczny, tryb prywatny i blokowanie dają Ci pełną kontrolę. Twoja dokładna lokalizacja nigdy nie opuszcza naszych serwerów.',
  'index.steps_title': 'Jak to działa',
  'index.step_1': 'Utwórz darmowy profil',
  'index.step_2': 'Znajdź osoby, które Ci się podobają',
  'index.step_3': 'Rozpocznij rozmowę',
  'index.members_count': 'Użytkownicy z {count} krajów',

  'legal.version': 'Wersja z dnia {date}',
  'legal.company': 'Dane firmy',
  'legal.company_name': 'Firma',
  'legal.address': 'Adres',
  'legal.kvk': 'Izba Handlowa',
  'legal.vat': 'Numer VAT',
  'legal.tradenames': 'Nazwy handlowe',
  'legal.support_email': 'E-mail',
  'legal.support_phone': 'Telefon',
  'legal.contents': 'Spis treści',

  'complaints.title': 'Reklamacje',
  'complaints.intro':
    'Coś Ci się nie podoba? Opisz nam, co się stało, a odpowiemy e-mailem w ciągu 5 dni roboczych.',
  'complaints.name': 'Imię i nazwisko',
  'complaints.email': 'Twój adres e-mail',
  'complaints.category': 'Czego to dotyczy?',
  'complaints.category_profile': 'Użytkownik lub profil',
  'complaints.category_payment': 'Płatność lub kredyty',
  'complaints.category_privacy': 'Prywatność lub moje dane',
  'complaints.category_technical': 'Coś nie działa',
  'complaints.category_other': 'Coś innego',
  'complaints.message': 'Treść reklamacji',
  'complaints.message_help': 'Co najmniej 10 znaków. Nie podawaj haseł ani numerów kart.',
  'complaints.submit': 'Wyślij reklamację',
  'complaints.sending': 'Wysyłanie…',
  'complaints.done_title': 'Dziękujemy, otrzymaliśmy Twoją reklamację',
  'complaints.done_body':
    'Twój numer referencyjny to {reference}. Nasz zespół wsparcia odpowie na adres {email} w ciągu 5 dni roboczych.',
  'complaints.another': 'Złóż kolejną reklamację',

  'field.required': 'To pole jest wymagane.',
  'field.too_short': 'To jest za krótkie.',
  'field.too_long': 'To jest za długie.',
  'field.invalid_email': 'Nieprawidłowy adres e-mail',
  'field.invalid_choice': 'Wybierz jedną z opcji.',
  'field.invalid_characters': 'To zawiera niedozwolone znaki.',
  'field.invalid_domain': 'To nie jest prawidłowa nazwa domeny.',
  'field.must_be_path': 'To musi być ścieżka zaczynająca się od /.',
  'field.unknown': 'To pole nie jest oczekiwane.',
  'field.invalid': 'Ta wartość jest nieprawidłowa.',

  'api.validation_failed': 'Niektóre wartości są nieprawidłowe. Sprawdź zaznaczone pola.',
  'api.malformed_body': 'Nie udało się odczytać żądania.',
  'api.payload_too_large': 'Żądanie jest za duże.',
  'api.not_found': 'Nie znaleziono tej strony',
  'api.method_not_allowed': 'Ta czynność nie jest tutaj dozwolona.',
  'api.authentication_required': 'Zaloguj się, aby kontynuować.',
  'api.csrf_failed':
    'Ze względów bezpieczeństwa żądanie zostało odrzucone. Odśwież stronę i spróbuj ponownie.',
  'api.rate_limited': 'Zbyt wiele żądań, odczekaj chwilę i spróbuj ponownie.',
  'api.internal_error': 'Wystąpił błąd, spróbuj ponownie później.',
  'api.service_unavailable': 'Usługa jest chwilowo niedostępna, spróbuj ponownie za minutę.',

  'region.province': 'Prowincja',
  'region.state': 'Stan',
  'region.canton': 'Kanton',
  'region.region': 'Region',
  'region.voivodeship': 'Województwo',

  'fictional.singular': 'profil fikcyjny',
  'fictional.plural': 'profile fikcyjne',
  'fictional.warning':
    'To jest profil fikcyjny. Rozmowy z tym profilem prowadzi nasz zespół i nie doprowadzą one do prawdziwego spotkania.',
};
