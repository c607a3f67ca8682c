import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Najczęściej zadawane pytania',
  intro:
    'Tutaj znajdziesz odpowiedzi na pytania, które słyszymy najczęściej. Nie ma tu odpowiedzi na twoje pytanie? Skontaktuj się z naszym działem obsługi klienta pod adresem {support_email}.',
  sections: [
    {
      heading: 'Kto może dołączyć do serwisu {site_name}?',
      paragraphs: [
        'Serwis {site_name} jest przeznaczony wyłącznie dla osób dorosłych. Aby założyć konto, musisz mieć ukończone 18 lat – rejestrując się, potwierdzasz, że tak jest.',
        'Rejestracja jest bezpłatna. Po rejestracji wyślemy ci e-mail z linkiem aktywacyjnym. Konto stanie się aktywne, gdy tylko w niego klikniesz.',
      ],
    },
    {
      heading: 'Ile kosztuje korzystanie z serwisu {site_name}?',
      paragraphs: [
        'Założenie konta, uzupełnienie profilu, wyszukiwanie użytkowników i polubienia profili są bezpłatne. Płacisz tylko za czat: wysyłanie wiadomości, zdjęć i prezentów kosztuje kredyty.',
        'Nie ma żadnego abonamentu. Kupujesz kredyty w pakietach, jednorazowo, wtedy gdy ich potrzebujesz. Nowi użytkownicy otrzymują rabat powitalny ograniczony czasowo.',
      ],
    },
    {
      heading: 'Jak działają kredyty?',
      paragraphs: [
        'Kredyty to waluta, którą płacisz za czat w serwisie {site_name}. Każda wysłana wiadomość, zdjęcie czy prezent kosztuje określoną liczbę kredytów, a cena jest zawsze widoczna przed wysłaniem. Aktualne saldo sprawdzisz na swoim koncie.',
        'Kredyty możesz doładować w dowolnym momencie, kupując nowy pakiet. Jeśli chcesz, możesz ustawić zamówienie cykliczne – wtedy ten sam pakiet będzie automatycznie zamawiany ponownie. Zamówienie cykliczne możesz w każdej chwili anulować na swoim koncie.',
      ],
    },
    {
      heading: 'Czym jest konto premium?',
      paragraphs: [
        'Konto premium otrzymujesz wraz z pierwszym zakupem kredytów. Jako użytkownik premium widzisz wszystkie zdjęcia innych użytkowników, możesz dodać do 25 własnych zdjęć i prowadzić dowolną liczbę rozmów.',
        'Użytkownicy bezpłatni mogą prowadzić maksymalnie 2 rozmowy i dodać do 3 zdjęć. Status premium zachowujesz na stałe – także wtedy, gdy skończą ci się kredyty.',
      ],
    },
    {
      heading: 'Ile zdjęć mogę dodać?',
      paragraphs: [
        'Użytkownicy bezpłatni mogą dodać do 3 zdjęć, a użytkownicy premium do 25. Zdjęcia muszą przedstawiać ciebie i być zgodne z naszym regulaminem. Zdjęcia innych osób oraz treści niezgodne z prawem są zabronione.',
        'Wskazówka: wyraźne, aktualne zdjęcie sprawi, że twój profil będzie znacznie atrakcyjniejszy.',
      ],
    },
    {
      heading: 'Czy wszystkie profile są prawdziwe?',
      paragraphs: [
        'Nie. Oprócz prawdziwych użytkowników w serwisie {site_name} znajdują się również profile fikcyjne. Prowadzą je operatorzy, którzy czatują z tobą dla rozrywki; nie można ich spotkać w prawdziwym życiu.',
        'Profile fikcyjne są zawsze wyraźnie oznaczone ikoną i ostrzeżeniem, dzięki czemu zawsze wiesz, z kim rozmawiasz. Czat z profilem fikcyjnym kosztuje kredyty tak samo jak czat z prawdziwym użytkownikiem.',
      ],
    },
    {
      heading: 'Jak działają dopasowania (matche)?',
      paragraphs: [
        'Jeśli podoba ci się jakiś profil, polub go. Jeśli ta osoba również cię polubi, macie dopasowanie: obie strony wiedzą, że zainteresowanie jest wzajemne.',
        'Do wysłania wiadomości nie potrzebujesz dopasowania, ale to świetna okazja, by przełamać lody.',
      ],
    },
    {
      heading: 'Czym są tryb niewidoczny i tryb prywatny?',
      paragraphs: [
        'W trybie niewidocznym twój profil nie pojawia się w wynikach wyszukiwania. Inni użytkownicy nie mogą cię znaleźć, więc to ty robisz pierwszy krok: mogą się z tobą skontaktować dopiero wtedy, gdy do nich napiszesz.',
        'W trybie prywatnym twój profil jest widoczny tylko dla osób, które zostały przez ciebie polubione lub otrzymały od ciebie wiadomość. Oba tryby możesz w każdej chwili włączyć lub wyłączyć w zakładce Mój profil, w sekcji Prywatność.',
      ],
    },
    {
      heading: 'Jak zablokować innego użytkownika?',
      paragraphs: [
        'Skorzystaj z przycisku blokowania na profilu tej osoby (prowadzi tam nagłówek waszej rozmowy). Zablokowane osoby znajdziesz w ustawieniach, gdzie możesz je odblokować. Zablokowanie usuwa wszystkie rozmowy i polubienia między wami, a ta osoba nie będzie mogła się już z tobą skontaktować.',
        'Jeśli ktoś cię nęka lub łamie zasady, zgłoś to również przez formularz skarg na stronie {domain}/complaints, abyśmy mogli podjąć działania.',
      ],
    },
    {
      heading: 'E-mail aktywacyjny nie dotarł. Co teraz?',
      paragraphs: [
        'Dostarczenie wiadomości może potrwać kilka minut. Sprawdź folder spam lub wiadomości-śmieci i upewnij się, że adres e-mail podany przy rejestracji jest poprawny.',
        'Nadal nic? Dodaj adres {support_email} do kontaktów i napisz do naszego działu obsługi klienta – pomożemy ci aktywować konto.',
      ],
    },
    {
      heading: 'Nie pamiętam hasła. Jak je zresetować?',
      paragraphs: [
        'Na stronie logowania skorzystaj z linku do resetowania hasła i wpisz adres e-mail swojego konta. Wyślemy ci link, za pomocą którego ustawisz nowe hasło.',
        'Link jest ważny tylko przez ograniczony czas. Jeśli wygaśnie, po prostu poproś o nowy. Ze względów bezpieczeństwa nigdy nie poprosimy cię o hasło e-mailem ani telefonicznie.',
      ],
    },
    {
      heading: 'Jak usunąć konto i czy można to cofnąć?',
      paragraphs: [
        'Konto możesz usunąć w ustawieniach konta. Od tej chwili twój profil nie jest już widoczny dla innych użytkowników.',
        'Jeśli zmienisz zdanie, przez 14 dni od usunięcia możesz ponownie aktywować konto za pomocą linku z wiadomości e-mail, którą ci wyślemy. Po tym czasie konto zostaje trwale usunięte, z wyjątkiem danych, które musimy przechowywać zgodnie z prawem, np. dokumentacji płatności.',
        'Usunięcie konta nie oznacza automatycznego zwrotu za niewykorzystane kredyty. Jeśli przysługuje ci zwrot, złóż wniosek przed usunięciem konta.',
      ],
    },
    {
      heading: 'Czy mogę odzyskać pieniądze?',
      paragraphs: [
        'Niewykorzystane kredyty podlegają zwrotowi w ciągu {refund_days} dni od zakupu. Kredyty już wykorzystane nie podlegają zwrotowi.',
        'Aby poprosić o zwrot, napisz na adres {support_email}. Wszystkie szczegóły znajdziesz w naszych zasadach zwrotów.',
      ],
    },
    {
      heading: 'Jakie metody płatności są dostępne?',
      paragraphs: [
        'Dostępne metody płatności zależą od kraju i mogą obejmować iDEAL, Bancontact, karty kredytowe i debetowe, PayPal, polecenie zapłaty SEPA, BLIK i Przelewy24. Podczas zakupu kredytów zobaczysz opcje dostępne dla ciebie.',
        'Płatności są obsługiwane przez bezpiecznych operatorów płatności. Kredyty trafiają na twoje konto, gdy tylko płatność zostanie potwierdzona.',
      ],
    },
    {
      heading: 'Jak zadbać o bezpieczeństwo?',
      paragraphs: [
        'Nigdy nie wysyłaj pieniędzy, kart podarunkowych ani danych bankowych osobom poznanym w internecie – bez względu na to, jak przekonująca jest ich historia. Proszenie innych użytkowników o pieniądze narusza nasze zasady i skutkuje zablokowaniem konta.',
        'Nie spiesz się z udostępnianiem danych osobowych, takich jak adres, miejsce pracy czy numer telefonu. Jeśli zdecydujesz się na spotkanie, umów się w ruchliwym miejscu publicznym i powiedz komuś bliskiemu, dokąd idziesz.',
        'Blokuj użytkowników, przy których czujesz się niekomfortowo, i zgłaszaj podejrzane zachowania przez formularz skarg na stronie {domain}/complaints.',
      ],
    },
    {
      heading: 'Jak skontaktować się z serwisem {site_name}?',
      paragraphs: [
        'Napisz na adres {support_email} lub zadzwoń pod numer {support_phone}. Podaj swoją nazwę użytkownika, abyśmy mogli szybko ci pomóc.',
        'Skargi możesz składać przez formularz na stronie {domain}/complaints. Wszystkie dane kontaktowe znajdziesz na naszej stronie obsługi klienta.',
      ],
    },
  ],
} satisfies LegalDoc;
