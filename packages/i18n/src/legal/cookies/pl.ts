import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Polityka plików cookie',
  intro:
    'Niniejsza polityka wyjaśnia, jakich plików cookie i podobnych technologii używa serwis {site_name} ({domain}), w jakim celu to robimy i jak możesz nimi zarządzać. Ograniczamy je do minimum: zapisujemy tylko to, czego serwis potrzebuje do działania, oraz to, co jest niezbędne do zapamiętania wyborów dokonanych przez ciebie.',
  sections: [
    {
      heading: 'Czym są pliki cookie i pamięć lokalna?',
      paragraphs: [
        'Pliki cookie to niewielkie pliki tekstowe, które strona internetowa zapisuje w twojej przeglądarce i które przeglądarka odsyła do tej strony podczas kolejnych wizyt. Pamięć lokalna (local storage) to podobna technologia: również pozwala stronie zapisać informacje w przeglądarce, ale informacje te pozostają na twoim urządzeniu i nie są automatycznie wysyłane do serwera.',
        'Zgodnie z europejskimi przepisami o ochronie prywatności pliki cookie i podobne technologie, które są ściśle niezbędne do świadczenia usługi, o którą prosisz, mogą być stosowane bez twojej zgody. Na stosowanie wszystkich pozostałych potrzebujemy twojej uprzedniej zgody.',
      ],
    },
    {
      heading: 'Pliki cookie, których używamy',
      paragraphs: [
        'Plik cookie sesji (nazwa zaczyna się od „auth.”): podtrzymuje twoją sesję po zalogowaniu, dzięki czemu nie musisz logować się ponownie na każdej stronie, i chroni twoje konto przed nadużyciami. Ten plik cookie jest ściśle niezbędny. Jest przechowywany maksymalnie przez 30 dni lub do chwili wylogowania.',
        'Plik cookie języka („locale”): zapamiętuje język wybrany przez ciebie dla serwisu {site_name}, tak aby przy następnej wizycie serwis wyświetlał się w tym języku. Nie zawiera żadnych innych informacji i jest przechowywany przez 365 dni.',
        'Oba są plikami cookie własnymi, zapisywanymi przez sam serwis {site_name}. Nie służą do śledzenia cię w innych serwisach, a ich zawartość nie jest udostępniana podmiotom trzecim.',
        'Ponadto, jeśli trafisz do nas przez link jednego z naszych partnerów reklamowych, własny plik cookie „tracking_source” zapisuje na 30 dni wyłącznie ten fakt (bez żadnego identyfikatora), abyśmy mogli pokazać ci wyszukiwarkę użytkowników. Kody partnera z tego linku są przechowywane w pamięci lokalnej twojej przeglądarki i wysyłane podczas rejestracji.',
      ],
    },
    {
      heading: 'Pamięć lokalna i pamięć sesji',
      paragraphs: [
        'Przy wejściu do serwisu {site_name} wyświetlamy ostrzeżenie, że serwis jest przeznaczony wyłącznie dla osób dorosłych. Gdy je potwierdzisz i zamkniesz, zapisujemy tę informację wraz z godziną zamknięcia w pamięci lokalnej przeglądarki pod kluczem „hide-site-entry-warning”, aby ostrzeżenie nie pojawiało się przy każdej wizycie.',
        'Tak samo postępujemy, gdy zamykasz inne alerty i komunikaty w serwisie, aby nie wyświetlały się ponownie.',
        'Wpisy te zawierają jedynie informację, że i kiedy dany komunikat został zamknięty. Pozostają na twoim urządzeniu do czasu wyczyszczenia danych przeglądarki i nie są do nas przesyłane.',
        'Po aktualizacji serwisu przeglądarka może przez krótki czas przechowywać znacznik czasu w pamięci sesji (session storage) pod kluczem „chunk-reload-at”, aby w razie problemu z wczytaniem części strony była ona przeładowywana najwyżej raz na minutę. Pamięć sesji jest czyszczona po zamknięciu karty.',
      ],
    },
    {
      heading: 'Brak reklamowych i śledzących plików cookie',
      paragraphs: [
        'Bez twojej zgody nie używamy reklamowych plików cookie podmiotów trzecich ani śledzących plików cookie. Gdybyśmy kiedykolwiek chcieli używać plików cookie, które nie są ściśle niezbędne, na przykład do celów statystycznych lub reklamowych, najpierw poprosimy cię o zgodę i zaktualizujemy niniejszą politykę. Taką zgodę możesz w każdej chwili wycofać.',
        'Podczas zakupu kredytów może nastąpić przekierowanie na stronę naszego dostawcy usług płatniczych. Dostawca ten może zapisywać własne pliki cookie zgodnie z własną polityką plików cookie i prywatności, na przykład w celu bezpiecznego przetworzenia płatności i zapobiegania oszustwom.',
      ],
    },
    {
      heading: 'Jak usunąć lub zablokować pliki cookie',
      paragraphs: [
        'Pliki cookie i pamięć lokalną możesz w każdej chwili przejrzeć i usunąć w ustawieniach przeglądarki, zwykle w sekcji „Prywatność” lub „Dane witryn”. Możesz też ustawić przeglądarkę tak, aby blokowała pliki cookie. Strony pomocy twojej przeglądarki wyjaśniają, jak to zrobić.',
        'Uwaga: jeśli usuniesz plik cookie sesji, nastąpi wylogowanie, a jeśli go zablokujesz, nie będzie można się zalogować. Jeśli usuniesz plik cookie języka, serwis ponownie wyświetli się w języku domyślnym. Jeśli wyczyścisz pamięć lokalną, ostrzeżenie przy wejściu i zamknięte wcześniej komunikaty pojawią się ponownie.',
      ],
    },
    {
      heading: 'Zmiany i kontakt',
      paragraphs: [
        'Zaktualizujemy niniejszą politykę, jeśli zmienimy używane pliki cookie lub wpisy w pamięci lokalnej. Aktualna wersja jest zawsze dostępna na tej stronie.',
        'Masz pytania? Skontaktuj się z {company_name} pod adresem {support_email}. Więcej o tym, jak przetwarzamy dane osobowe, przeczytasz w naszej polityce prywatności.',
      ],
    },
  ],
} satisfies LegalDoc;
