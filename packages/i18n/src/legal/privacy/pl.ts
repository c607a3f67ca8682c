import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Polityka prywatności',
  intro:
    'Twoja prywatność jest ważna, zwłaszcza w serwisie randkowym. Niniejsza polityka prywatności wyjaśnia, jakie dane osobowe zbiera serwis {site_name}, w jakim celu je wykorzystujemy, komu je udostępniamy, jak długo je przechowujemy i jakie prawa przysługują ci na mocy ogólnego rozporządzenia o ochronie danych (RODO).',
  sections: [
    {
      heading: 'Administrator danych',
      paragraphs: [
        'Administratorem twoich danych osobowych w serwisie {site_name} ({domain}) jest {company_name}, {address}, {city}, {country}[[, numer wpisu do rejestru Izby Handlowej {kvk}]].',
        'W sprawach dotyczących prywatności lub w celu skorzystania ze swoich praw możesz skontaktować się z nami pod adresem {support_email} lub telefonicznie pod numerem {support_phone}.',
      ],
    },
    {
      heading: 'Jakie dane zbieramy',
      paragraphs: [
        'Dane konta: twój adres e-mail, hasło (nigdy nieprzechowywane w czytelnej postaci), nazwa użytkownika, data urodzenia, płeć oraz język, którego używasz.',
        'Dane profilu: twoje zdjęcia, zainteresowania, opis siebie oraz dane osobowe, które zdecydujesz się dodać. Podanie orientacji seksualnej jest dobrowolne; przechowujemy ją wyłącznie za twoją wyraźną zgodą.',
        'Aktywność i wiadomości: polubienia i dopasowania, które dajesz i otrzymujesz, wiadomości, zdjęcia i prezenty wysyłane i odbierane na czacie, zablokowani przez ciebie użytkownicy, twoje ustawienia (np. tryb niewidoczny i tryb prywatności) oraz składane przez ciebie zgłoszenia i reklamacje.',
        'Lokalizacja: miejsce podane w profilu, które zapisujemy w postaci współrzędnych, aby obliczać odległości między użytkownikami.',
        'Dane zakupowe: kupowane przez ciebie pakiety kredytów, kwoty i daty, saldo i wykorzystanie kredytów, dane do faktury oraz status i numer referencyjny płatności przekazywane nam przez dostawcę usług płatniczych. Nigdy nie otrzymujemy ani nie przechowujemy pełnego numeru twojej karty.',
        'Dane techniczne: adres IP, typ przeglądarki i urządzenia, godziny logowania oraz logi serwera, których potrzebujemy do działania i zabezpieczenia serwisu.',
      ],
    },
    {
      heading: 'Cele i podstawy prawne przetwarzania',
      paragraphs: [
        'W celu wykonania zawartej z tobą umowy (art. 6 ust. 1 lit. b RODO): założenie konta i zarządzanie nim, wyświetlanie twojego profilu innym użytkownikom, wyszukiwanie, polubienia i dopasowania, dostarczanie wiadomości na czacie, sprzedaż kredytów oraz obsługa klienta.',
        'W celu wypełnienia obowiązków prawnych (art. 6 ust. 1 lit. c RODO): prowadzenie ksiąg rachunkowych i dokumentacji podatkowej, odpowiadanie na uprawnione żądania organów oraz postępowanie z nielegalnymi treściami zgodnie z wymogami prawa.',
        'Na podstawie naszych prawnie uzasadnionych interesów (art. 6 ust. 1 lit. f RODO): zabezpieczenie serwisu, zapobieganie oszustwom, nadużyciom i nadużyciom płatniczym, moderowanie treści, egzekwowanie regulaminu, obsługa sporów oraz ulepszanie serwisu na podstawie zbiorczych statystyk. W każdej chwili możesz wnieść sprzeciw wobec takiego przetwarzania (zob. „Twoje prawa”).',
        'Na podstawie twojej zgody (art. 6 ust. 1 lit. a RODO oraz, w przypadku szczególnych kategorii danych, art. 9 ust. 2 lit. a RODO): przechowywanie informacji o twojej orientacji seksualnej oraz, jeśli poprosimy cię o taką zgodę, wysyłanie newsletterów lub e-maili promocyjnych. Zgodę możesz w każdej chwili wycofać; nie wpływa to na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem.',
        'Nie sprzedajemy twoich danych osobowych i nie wykorzystujemy ich do reklam podmiotów trzecich.',
      ],
    },
    {
      heading: 'Orientacja seksualna i inne dane wrażliwe',
      paragraphs: [
        'Informacje o twojej orientacji seksualnej lub życiu seksualnym należą według RODO do szczególnych kategorii danych osobowych. Podanie orientacji seksualnej w serwisie {site_name} jest dobrowolne. Przechowujemy ją tylko wtedy, gdy przy jej wprowadzaniu wyrazisz na to wyraźną zgodę, i wykorzystujemy ją wyłącznie w celach, które zostaną ci wtedy wyjaśnione, np. do wyświetlania w twoim profilu.',
        'Zgodę możesz w każdej chwili wycofać, usuwając tę informację ze swojego profilu; wówczas ją usuwamy. Wycofanie zgody nie ma żadnych innych konsekwencji dla twojego konta.',
        'Pamiętaj, że już samo korzystanie z serwisu randkowego dla dorosłych, a także to, co piszesz w profilu i na czacie, może ujawniać informacje o twoim życiu seksualnym. Wszystkie dane z profili i czatów traktujemy jako poufne i wykorzystujemy je wyłącznie do świadczenia usługi i ochrony naszych użytkowników, zgodnie z niniejszą polityką. Zastanów się dobrze, czym dzielisz się z innymi.',
      ],
    },
    {
      heading: 'Kto może zobaczyć twoje dane',
      paragraphs: [
        'Inni użytkownicy widzą twój profil publiczny: nazwę użytkownika, wiek, zdjęcia (użytkownicy bez statusu premium widzą tylko część z nich), zainteresowania, dodane przez ciebie informacje oraz przybliżoną odległość lub miejscowość zamieszkania. Nigdy nie widzą twoich dokładnych współrzędnych, adresu e-mail ani danych płatniczych. Tryb niewidoczny i tryb prywatności pozwalają ograniczyć to, co inni widzą o tobie i twojej aktywności, a zablokowani przez ciebie użytkownicy nie mogą się już z tobą kontaktować.',
        'Wiadomości wysyłane do profili fikcyjnych czytają i odpowiadają na nie operatorzy czatu pracujący dla nas lub w naszym imieniu. Widzą oni twój profil publiczny i twoją rozmowę z danym profilem, ale nie twój adres e-mail, dane płatnicze ani dokładną lokalizację. Są zobowiązani do zachowania poufności.',
        'Nasi moderatorzy i pracownicy obsługi klienta mają dostęp do profili, zdjęć i wiadomości, jeżeli jest to niezbędne do rozpatrywania zgłoszeń i reklamacji, zapobiegania nadużyciom lub odpowiadania na twoje pytania. Dostęp mają wyłącznie pracownicy, którzy potrzebują go do wykonywania swojej pracy.',
      ],
    },
    {
      heading: 'Odbiorcy i podmioty przetwarzające',
      paragraphs: [
        'Korzystamy z usług dostawców, którzy przetwarzają dane osobowe w naszym imieniu (podmioty przetwarzające), takich jak dostawcy hostingu i centrów danych, usług wysyłki e-maili oraz, w stosownych przypadkach, zewnętrzni dostawcy usług operatorów czatu i obsługi klienta. Mogą oni wykorzystywać dane wyłącznie zgodnie z naszymi poleceniami i na podstawie umowy powierzenia przetwarzania danych zgodnej z art. 28 RODO.',
        'Płatności obsługuje nasz dostawca usług płatniczych. Przetwarza on twoje dane płatnicze jako niezależny administrator zgodnie z własną polityką prywatności i przekazuje nam wyłącznie informacje, których potrzebujemy, takie jak status płatności i numer referencyjny.',
        'Dane przekazujemy organom, takim jak policja czy organy podatkowe, wyłącznie wtedy, gdy jesteśmy do tego prawnie zobowiązani lub uprawnieni, na przykład w przypadku treści z udziałem małoletnich lub na podstawie orzeczenia sądu.',
        'Dane przetwarzamy w miarę możliwości na terenie Europejskiego Obszaru Gospodarczego (EOG). Jeżeli dostawca przekazuje dane osobowe poza EOG, zapewniamy odpowiednie zabezpieczenia, takie jak decyzja Komisji Europejskiej stwierdzająca odpowiedni stopień ochrony lub standardowe klauzule umowne. Możesz poprosić nas o kopię tych zabezpieczeń.',
      ],
    },
    {
      heading: 'Jak długo przechowujemy dane',
      paragraphs: [
        'Dane konta i profilu przechowujemy tak długo, jak istnieje twoje konto. Usunięte przez ciebie zdjęcia i wiadomości znikają z serwisu {site_name}; ich kopie w kopiach zapasowych są nadpisywane w ograniczonym czasie.',
        'Po usunięciu konta masz 14 dni na jego przywrócenie za pomocą linku w e-mailu z potwierdzeniem. Po upływie tych 14 dni twoje konto, profil, zdjęcia, wiadomości i pozostałe dane osobowe są trwale usuwane.',
        'Dane z faktur muszą być przechowywane przez okres wymagany przepisami podatkowymi. Po usunięciu twojego konta przechowujemy je wyłącznie w formie zanonimizowanej, bez jakiegokolwiek powiązania z tobą lub twoim profilem.',
        'Logi serwera i inne dane techniczne przechowujemy tylko tak długo, jak jest to niezbędne ze względów bezpieczeństwa, a następnie je usuwamy lub anonimizujemy. Jeżeli zablokowaliśmy konto na stałe, możemy przechowywać dane potrzebne do uniemożliwienia ponownej rejestracji tej samej osoby oraz do ustalenia, dochodzenia lub obrony roszczeń, tak długo, jak jest to konieczne.',
      ],
    },
    {
      heading: 'Jak chronimy twoje dane',
      paragraphs: [
        'Stosujemy odpowiednie środki techniczne i organizacyjne w celu ochrony twoich danych, w tym szyfrowane połączenia (HTTPS), hasła przechowywane wyłącznie w postaci skrótu (hash), ograniczony dostęp pracowników oraz regularne aktualizacje zabezpieczeń.',
        'Przesyłane przez ciebie zdjęcia są ponownie kodowane i pozbawiane wszystkich metadanych, w tym danych lokalizacyjnych GPS, zanim ktokolwiek inny będzie mógł je zobaczyć. Twoje dokładne współrzędne nigdy nie opuszczają naszych serwerów: inni użytkownicy widzą jedynie przybliżoną odległość.',
        'Żaden system nie jest całkowicie bezpieczny. Jeżeli mimo to dojdzie do naruszenia ochrony danych, zgłosimy je w wymaganych przypadkach organowi nadzorczemu i bez zbędnej zwłoki zawiadomimy cię, jeżeli może ono powodować wysokie ryzyko dla ciebie.',
      ],
    },
    {
      heading: 'Twoje prawa',
      paragraphs: [
        'Na podstawie RODO masz prawo dostępu do swoich danych osobowych, ich sprostowania i usunięcia, ograniczenia przetwarzania, przenoszenia danych oraz prawo wniesienia sprzeciwu wobec przetwarzania opartego na naszych prawnie uzasadnionych interesach. Jeżeli przetwarzanie odbywa się na podstawie twojej zgody, możesz ją w każdej chwili wycofać.',
        'Większość swoich danych możesz samodzielnie przeglądać i zmieniać w ustawieniach konta; tam możesz również usunąć konto. W pozostałych sprawach wyślij e-mail na adres {support_email} z adresu powiązanego z twoim kontem. Możemy poprosić o dodatkowe informacje w celu potwierdzenia twojej tożsamości. Odpowiadamy w ciągu miesiąca; w skomplikowanych sprawach termin ten może zostać przedłużony maksymalnie o kolejne dwa miesiące, o czym cię poinformujemy.',
        'Jeżeli uważasz, że przetwarzamy twoje dane niezgodnie z prawem, skontaktuj się najpierw z nami, abyśmy mogli spróbować rozwiązać problem. Masz również prawo wnieść skargę do organu nadzorczego ds. ochrony danych, w szczególności w państwie członkowskim UE, w którym mieszkasz lub pracujesz albo w którym doszło do domniemanego naruszenia.',
      ],
    },
    {
      heading: 'Pliki cookie i pamięć lokalna',
      paragraphs: [
        'Serwis {site_name} używa jedynie kilku plików cookie i wpisów w pamięci lokalnej przeglądarki, niezbędnych do utrzymania zalogowania, zapamiętania wybranego języka oraz zapamiętania, które komunikaty zostały przez ciebie zamknięte. Nie używamy reklamowych plików cookie podmiotów trzecich bez twojej zgody. Szczegóły znajdziesz w naszej polityce plików cookie.',
      ],
    },
    {
      heading: 'Osoby niepełnoletnie',
      paragraphs: [
        'Serwis {site_name} jest przeznaczony wyłącznie dla osób, które ukończyły 18 lat. Nie zbieramy świadomie danych osób niepełnoletnich. Jeżeli stwierdzimy, że konto należy do osoby poniżej 18 roku życia, blokujemy je i usuwamy dane. Jeśli wiesz o takim przypadku, poinformuj nas pod adresem {support_email} lub za pomocą formularza skarg i reklamacji pod adresem {domain}/complaints.',
      ],
    },
    {
      heading: 'Zmiany i kontakt',
      paragraphs: [
        'Możemy aktualizować niniejszą politykę prywatności w przypadku zmian w naszej usłudze lub w przepisach. O istotnych zmianach poinformujemy cię z wyprzedzeniem e-mailem lub w serwisie {site_name}.',
        'Masz pytania dotyczące prywatności? Skontaktuj się z {company_name} e-mailowo pod adresem {support_email}, telefonicznie pod numerem {support_phone} lub listownie pod adresem {address}, {city}, {country}.',
      ],
    },
  ],
} satisfies LegalDoc;
