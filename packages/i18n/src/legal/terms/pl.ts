import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Regulamin',
  intro:
    'Niniejszy regulamin obowiązuje przy każdym korzystaniu z serwisu {site_name} ({domain}) i przy każdym zakupie kredytów w serwisie. Przeczytaj go uważnie: zakładając konto, akceptujesz jego postanowienia. Wersja z dnia {terms_date}.',
  sections: [
    {
      heading: 'Kim jesteśmy i czego dotyczy regulamin',
      paragraphs: [
        'Operatorem serwisu {site_name} jest {company_name}, {address}, {city}, {country}[[, numer wpisu do rejestru Izby Handlowej {kvk}]][[, numer(y) VAT {vat_numbers}]], dalej „my”. Możesz się z nami skontaktować e-mailowo pod adresem {support_email} lub telefonicznie pod numerem {support_phone}.',
        '{site_name} to internetowy serwis randkowy i czat dla dorosłych. Użytkownicy mogą utworzyć profil, wyszukiwać innych użytkowników, polubić profile i czatować za pomocą wiadomości tekstowych, zdjęć i wirtualnych prezentów. Rejestracja i utworzenie profilu są bezpłatne; czatowanie kosztuje kredyty.',
        'Niniejszy regulamin stanowi umowę między tobą a nami. Nasza polityka prywatności i polityka plików cookie wyjaśniają, w jaki sposób przetwarzamy twoje dane osobowe; nie są one częścią tej umowy, ale mają zastosowanie do korzystania przez ciebie z serwisu {site_name}.',
      ],
    },
    {
      heading: 'Warunki korzystania: tylko dla dorosłych',
      paragraphs: [
        'Aby korzystać z serwisu {site_name}, musisz mieć ukończone 18 lat, a prawo kraju, w którym się znajdujesz, musi zezwalać ci na oglądanie treści dla dorosłych. Rejestrując się, potwierdzasz, że spełniasz oba te warunki.',
        'Konto ma charakter osobisty. Możesz mieć tylko jedno konto i nie możesz udostępniać go innym osobom. Kont nie wolno wykorzystywać do celów komercyjnych.',
        'Jeżeli mamy powody sądzić, że użytkownik nie ukończył 18 lat, niezwłocznie blokujemy jego konto i je usuwamy. Podejrzenie, że użytkownik jest niepełnoletni, możesz zgłosić nam za pomocą formularza skarg i reklamacji lub e-mailem.',
      ],
    },
    {
      heading: 'Twoje konto',
      paragraphs: [
        'Podczas rejestracji musisz podać prawdziwe dane i dbać o ich aktualność. Podany adres e-mail musi należeć do ciebie i umożliwiać odbieranie naszych wiadomości, ponieważ wykorzystujemy go do ważnych powiadomień, takich jak potwierdzenie usunięcia konta.',
        'Zachowaj dane logowania w tajemnicy. Odpowiadasz za wszystko, co dzieje się za pośrednictwem twojego konta, chyba że rozsądnie nie dało się temu zapobiec. Jeśli podejrzewasz, że ktoś inny ma dostęp do twojego konta, natychmiast zmień hasło i skontaktuj się z nami.',
        'Twój profil może zawierać zdjęcia, zainteresowania i dane osobowe. Podanie orientacji seksualnej jest dobrowolne; przechowujemy ją wyłącznie za twoją wyraźną zgodą i możesz ją w każdej chwili usunąć. Tryb niewidoczny, tryb prywatności oraz możliwość blokowania innych użytkowników pozwalają ci decydować, kto cię widzi i kto może się z tobą kontaktować.',
        'Jeżeli ty i inny użytkownik wzajemnie polubicie swoje profile, powstaje dopasowanie (match). Ani polubienie, ani dopasowanie nie zobowiązują żadnego z was do niczego.',
      ],
    },
    {
      heading: 'Kredyty, ceny i płatności',
      paragraphs: [
        'Rejestracja, tworzenie profilu, wyszukiwanie i polubienia są bezpłatne. Czatowanie kosztuje kredyty: wysłanie wiadomości, zdjęcia lub prezentu zużywa określoną liczbę kredytów, którą serwis {site_name} wyświetla przed wysłaniem.',
        'Kredyty są sprzedawane w pakietach. Cena każdego pakietu, w stosownych przypadkach z podatkiem VAT, oraz liczba zawartych w nim kredytów są wyświetlane przed dokonaniem płatności. Zakup dochodzi do skutku z chwilą zakończenia płatności, a kredyty są dodawane do twojego konta, gdy tylko płatność zostanie potwierdzona. Za każdy zakup otrzymujesz fakturę.',
        'Płatności obsługuje zewnętrzny dostawca usług płatniczych. Nigdy nie otrzymujemy ani nie przechowujemy pełnego numeru twojej karty.',
        'Każdy zakup jest płatnością jednorazową. Jeśli chcesz, możesz włączyć zamówienie cykliczne, które automatycznie ponownie kupuje ten sam pakiet na warunkach wyświetlonych przy jego włączaniu. Zamówienie cykliczne możesz w każdej chwili wyłączyć na swoim koncie, ze skutkiem dla wszystkich przyszłych zamówień.',
        'Kredyty są przypisane do twojego konta. Nie mają wartości pieniężnej, nie można ich przenieść na innych użytkowników ani na inne konta i nie można ich wymienić na pieniądze, z wyjątkiem zwrotu opisanego w niniejszym regulaminie. Możemy zmieniać ceny na przyszłość; zmiany cen nie wpływają na zakupy już dokonane.',
      ],
    },
    {
      heading: 'Status premium',
      paragraphs: [
        'Pierwszy zakup pakietu kredytów daje ci status użytkownika premium bez dodatkowych opłat. Jako użytkownik premium widzisz wszystkie zdjęcia innych użytkowników i możesz przesłać do 25 zdjęć zamiast 3.',
        'Status premium nie jest abonamentem: nie odnawia się i sam w sobie nic nie kosztuje. Jeżeli zakup, dzięki któremu uzyskano status premium, zostanie zwrócony lub anulowany, możemy ten status cofnąć.',
      ],
    },
    {
      heading: 'Zwroty i prawo odstąpienia od umowy',
      paragraphs: [
        'Możesz odzyskać pieniądze za niewykorzystane kredyty. Jeżeli zgłosisz taką prośbę w ciągu {refund_days} dni od zakupu, zwrócimy ci należność za kredyty z tego zakupu, których jeszcze nie wykorzystano, według ceny za kredyt faktycznie zapłaconej za dany pakiet. Wyślij prośbę na adres {support_email} i wskaż, którego zakupu dotyczy. Szczegóły znajdziesz w naszych zasadach zwrotów.',
        'Kredyty są treścią cyfrową dostarczaną ci natychmiast po dokonaniu płatności. Jako konsumentowi przysługuje ci zwykle 14-dniowe prawo odstąpienia od umowy zawartej przez internet, jednak w przypadku treści cyfrowych prawo to wygasa z chwilą rozpoczęcia ich dostarczania, o ile wyraźnie zgodzisz się na natychmiastowe dostarczenie i przyjmiesz do wiadomości, że tracisz w ten sposób prawo odstąpienia od umowy. O tę zgodę prosimy przed dokonaniem płatności. Nie wpływa to na opisany powyżej zwrot niewykorzystanych kredytów.',
        'Zwrotu dokonujemy bezpłatnie, przy użyciu tej samej metody płatności, której użyto przy zakupie, tak szybko, jak to możliwe, nie później jednak niż w ciągu 14 dni od zaakceptowania prośby. Zwrócone kredyty są odejmowane od twojego salda.',
        'Jeżeli bez uzasadnionej przyczyny zlecisz bankowi lub wydawcy karty cofnięcie płatności (chargeback), możemy odjąć odpowiednie kredyty i zawiesić twoje konto do czasu wyjaśnienia sprawy. Nie wpływa to na twoje prawa w przypadku płatności, która nie została przez ciebie autoryzowana.',
      ],
    },
    {
      heading: 'Profile fikcyjne',
      paragraphs: [
        'Nie każdy profil w serwisie {site_name} należy do prawdziwego użytkownika. Niektóre profile są fikcyjne: prowadzą je operatorzy czatu działający dla {company_name} lub w jej imieniu, którzy piszą wiadomości w celach rozrywkowych i aby podtrzymywać rozmowy.',
        'Profile fikcyjne są zawsze wyraźnie oznaczone ikoną i ostrzeżeniem, zarówno w profilu, jak i na czacie. Zwróć uwagę na to oznaczenie, zanim rozpoczniesz lub będziesz kontynuować rozmowę.',
        'Rozmowa z profilem fikcyjnym nigdy nie może doprowadzić do prawdziwego spotkania ani związku, nawet jeśli rozmowa zdaje się sugerować coś innego. Wiadomości do profili fikcyjnych kosztują tyle samo kredytów co wiadomości do innych użytkowników. Jeśli nie chcesz czatować z profilami fikcyjnymi, nie rozpoczynaj rozmów z profilami noszącymi to oznaczenie.',
      ],
    },
    {
      heading: 'Zasady postępowania',
      paragraphs: [
        '{site_name} służy do pełnych szacunku kontaktów między dorosłymi. Odpowiadasz za wszystko, co publikujesz i wysyłasz, i musisz przestrzegać prawa oraz niniejszych zasad.',
        'W szczególności zabronione jest: publikowanie lub wysyłanie jakichkolwiek treści z udziałem małoletnich lub seksualizujących małoletnich; przesyłanie zdjęć innych osób bez ich zgody lub używanie zdjęcia profilowego, które nie przedstawia ciebie; nękanie, zastraszanie, obrażanie, szantażowanie lub dyskryminowanie innych użytkowników; publikowanie treści nielegalnych, brutalnych, nawołujących do nienawiści lub zniesławiających; oferowanie lub poszukiwanie płatnych usług seksualnych albo reklamowanie produktów, usług lub innych stron internetowych; udostępnianie danych osobowych innych osób lub proszenie użytkowników o pieniądze lub dane finansowe; podszywanie się pod inne osoby lub zakładanie fałszywych albo wielu kont; wysyłanie spamu lub używanie botów, skryptów i innych zautomatyzowanych narzędzi; a także próby obchodzenia zabezpieczeń lub systemu kredytów serwisu {site_name}.',
        'Decyzja o spotkaniu z innym użytkownikiem w realnym życiu należy wyłącznie do ciebie i podejmujesz ją na własną odpowiedzialność. Umawiaj się w miejscu publicznym, powiedz zaufanej osobie, dokąd idziesz, i nigdy nie wysyłaj pieniędzy komuś, kogo znasz tylko z internetu.',
        'Możesz zablokować dowolnego użytkownika, który od tej chwili nie będzie mógł się z tobą kontaktować. Treści lub zachowania naruszające te zasady zgłaszaj za pomocą formularza skarg i reklamacji pod adresem {domain}/complaints.',
      ],
    },
    {
      heading: 'Moderacja, zawieszenie i trwała blokada',
      paragraphs: [
        'Możemy sprawdzać profile, zdjęcia i wiadomości, na przykład po otrzymaniu zgłoszenia, aby egzekwować te zasady i chronić naszych użytkowników. Możemy odrzucać lub usuwać treści naruszające niniejszy regulamin lub prawo.',
        'W zależności od wagi naruszenia możemy udzielić ci ostrzeżenia, tymczasowo ograniczyć lub zawiesić twoje konto albo zablokować je na stałe. W poważnych przypadkach, takich jak treści z udziałem małoletnich, oszustwo, groźby lub powtarzające się naruszenia, możemy zablokować konto na stałe bez uprzedniego ostrzeżenia. Osoba, której konto zostało trwale zablokowane, nie może założyć nowego konta.',
        'Informujemy cię o każdym zastosowanym środku i jego przyczynach, chyba że zabrania nam tego prawo. Takie decyzje podejmujemy starannie, obiektywnie i z należytym uwzględnieniem twoich interesów. Decyzję możesz zakwestionować za pomocą formularza skarg i reklamacji.',
        'Trwała blokada nie wpływa na twoje prawo do zwrotu niewykorzystanych kredytów zgodnie z powyższymi zasadami zwrotów, chyba że wynika z oszustwa lub nadużycia w zakresie płatności. Możemy zgłaszać przestępstwa właściwym organom.',
      ],
    },
    {
      heading: 'Twoje treści i nasza licencja',
      paragraphs: [
        'Zachowujesz wszelkie prawa do zdjęć, tekstów i innych treści, które publikujesz w serwisie {site_name}. Zapewniasz, że masz prawo do publikacji tych treści, że nie naruszają one praw innych osób oraz że wszystkie osoby rozpoznawalne na twoich zdjęciach wyraziły zgodę na ich publikację.',
        'Abyśmy mogli prowadzić serwis, udzielasz {company_name} niewyłącznej, nieodpłatnej licencji na przechowywanie, ponowne kodowanie, zmianę rozmiaru i wyświetlanie twoich treści innym użytkownikom, wyłącznie w celu prowadzenia serwisu {site_name}. Nie sprzedajemy twoich treści i nie wykorzystujemy ich poza serwisem {site_name} bez twojej odrębnej zgody.',
        'Licencja wygasa z chwilą usunięcia treści przez ciebie lub ostatecznego usunięcia twojego konta, z wyjątkiem kopii, które jesteśmy prawnie zobowiązani przechowywać.',
        'Oprogramowanie, projekt graficzny, teksty i znaki towarowe serwisu {site_name} należą do nas lub do naszych licencjodawców. Nie możesz ich kopiować, automatycznie pobierać ani ponownie wykorzystywać bez naszej zgody.',
      ],
    },
    {
      heading: 'Nasza usługa i odpowiedzialność',
      paragraphs: [
        'Dokładamy starań, aby serwis {site_name} był dostępny i bezpieczny, ale nie możemy zagwarantować, że zawsze będzie działać bez przerw i błędów. Możemy zmieniać, rozszerzać lub ograniczać funkcje z ważnych powodów, takich jak wymogi prawne, bezpieczeństwo lub rozwój techniczny. O istotnych zmianach, które cię dotyczą, poinformujemy cię z wyprzedzeniem.',
        'Nie gwarantujemy, że znajdziesz dopasowanie lub partnera. Nie jesteśmy w stanie zweryfikować tożsamości i intencji każdego użytkownika i nie odpowiadamy za to, co inni użytkownicy mówią lub robią w serwisie {site_name} i poza nim.',
        'Ponosimy nieograniczoną odpowiedzialność za szkody wyrządzone umyślnie lub wskutek rażącego niedbalstwa, za szkody na osobie oraz we wszystkich przypadkach, w których prawo nie pozwala na ograniczenie odpowiedzialności. W pozostałych przypadkach, w zakresie dopuszczalnym przez prawo, nasza odpowiedzialność jest ograniczona do przewidywalnych szkód bezpośrednich, do wysokości kwoty zapłaconej nam przez ciebie w ciągu dwunastu miesięcy poprzedzających zdarzenie, które spowodowało szkodę.',
        'Żadne postanowienie niniejszego regulaminu nie ogranicza praw przysługujących ci jako konsumentowi na podstawie bezwzględnie obowiązujących przepisów prawa.',
      ],
    },
    {
      heading: 'Usunięcie konta',
      paragraphs: [
        'Możesz w każdej chwili usunąć swoje konto w ustawieniach konta. Wyślemy ci wtedy e-mail z linkiem, za pomocą którego możesz cofnąć usunięcie w ciągu 14 dni. W tym czasie twój profil nie jest widoczny dla innych użytkowników.',
        'Jeżeli nie skorzystasz z linku w ciągu 14 dni, twoje konto i dane osobowe zostaną trwale usunięte i nie będzie można ich przywrócić. Przechowujemy jedynie dane z faktur, w formie zanonimizowanej, przez okres wymagany przepisami podatkowymi.',
        'Niewykorzystane kredyty przepadają z chwilą ostatecznego usunięcia konta. Jeżeli przysługuje ci zwrot, poproś o niego przed usunięciem konta.',
        'Możemy rozwiązać umowę i zamknąć twoje konto, jeżeli zablokujemy je na stałe (zob. „Moderacja, zawieszenie i trwała blokada”), albo z zachowaniem rozsądnego okresu wypowiedzenia, jeżeli zaprzestaniemy prowadzenia serwisu {site_name}. Jeżeli zamkniemy serwis {site_name}, zwrócimy ci wszystkie zakupione, niewykorzystane kredyty.',
      ],
    },
    {
      heading: 'Reklamacje, spory i prawo właściwe',
      paragraphs: [
        'Jeżeli masz zastrzeżenia dotyczące serwisu {site_name}, zakupu lub podjętej przez nas decyzji, takiej jak usunięcie treści lub trwała blokada konta, skorzystaj z formularza skarg i reklamacji pod adresem {domain}/complaints. Możesz też napisać do nas na adres {support_email}.',
        'Opisz swoją reklamację możliwie jasno. Potwierdzimy jej otrzymanie i odpowiemy tak szybko, jak to możliwe, zwykle w ciągu 14 dni. Jeśli będziemy potrzebować więcej czasu, poinformujemy cię o przyczynie i o tym, kiedy możesz spodziewać się odpowiedzi.',
        'Jeżeli nie uda nam się wspólnie rozwiązać sprawy, możesz skierować spór do właściwego sądu. W przypadku decyzji dotyczących moderowania treści możesz również zwrócić się do organu pozasądowego rozstrzygania sporów certyfikowanego na podstawie unijnego aktu o usługach cyfrowych (Digital Services Act).',
        'Niniejszy regulamin podlega prawu państwa, w którym {company_name} ma siedzibę ({country}). Jeżeli jesteś konsumentem, nie pozbawia cię to ochrony przysługującej ci na mocy bezwzględnie obowiązujących przepisów prawa państwa, w którym masz miejsce zwykłego pobytu. Jako konsument możesz wytoczyć powództwo przed sądami państwa, w którym mieszkasz, lub państwa, w którym mamy siedzibę; my możemy wytoczyć powództwo przeciwko tobie wyłącznie przed sądami państwa, w którym mieszkasz.',
      ],
    },
    {
      heading: 'Zmiany regulaminu',
      paragraphs: [
        'Możemy zmieniać niniejszy regulamin z ważnych powodów, na przykład w związku z nowymi funkcjami lub zmianą przepisów prawa albo orzecznictwa. Data obowiązującej wersji jest podana na początku regulaminu.',
        'O istotnych zmianach poinformujemy cię e-mailem lub w serwisie {site_name} co najmniej 30 dni przed ich wejściem w życie. Jeżeli nie akceptujesz zmiany, możesz usunąć konto przed tą datą. Jeżeli po tej dacie nadal będziesz korzystać z serwisu {site_name}, zastosowanie ma nowy regulamin. Zmiany nigdy nie działają wstecz w odniesieniu do już dokonanych zakupów.',
        'Jeżeli którekolwiek postanowienie niniejszego regulaminu okaże się nieważne, pozostałe postanowienia pozostają w mocy.',
      ],
    },
  ],
} satisfies LegalDoc;
