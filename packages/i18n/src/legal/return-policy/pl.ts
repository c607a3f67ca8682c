import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Zasady zwrotów',
  intro:
    'W serwisie {site_name} kupujesz kredyty, aby czatować z innymi użytkownikami. Te zasady wyjaśniają, jakie masz prawo odstąpienia od umowy, kiedy możesz otrzymać zwrot za niewykorzystane kredyty i jak o niego wnioskować. Stanowią one część naszego regulaminu.',
  sections: [
    {
      heading: 'Prawo odstąpienia od umowy a treści cyfrowe',
      paragraphs: [
        'Kredyty są treściami cyfrowymi, które otrzymujesz natychmiast po dokonaniu płatności. Jako konsument w UE przy zakupach online masz zwykle 14 dni na odstąpienie od umowy. W przypadku treści cyfrowych prawo to wygasa jednak z chwilą rozpoczęcia ich dostarczania, pod warunkiem że wyraźnie zgodzisz się na natychmiastowe dostarczenie i przyjmiesz do wiadomości, że tracisz w ten sposób prawo odstąpienia od umowy.',
        'Przy zakupie kredytów prosimy cię o tę zgodę przed dokonaniem płatności. Następnie kredyty są od razu dodawane do twojego konta.',
      ],
    },
    {
      heading: 'Jak korzystanie z kredytów wpływa na twoje prawa',
      paragraphs: [
        'Gdy tylko wykorzystasz kredyty z pakietu, na przykład wysyłając wiadomość, zdjęcie lub prezent, zostają one zużyte. Wykorzystane kredyty nie podlegają zwrotowi.',
        'Do kredytów, których jeszcze nie wykorzystano, mają zastosowanie opisane poniżej zasady zwrotu za niewykorzystane kredyty.',
      ],
    },
    {
      heading: 'Zwrot za niewykorzystane kredyty',
      paragraphs: [
        'Zwrot za niewykorzystane kredyty możesz otrzymać w ciągu {refund_days} dni od zakupu. Kwota zwrotu jest obliczana na podstawie ceny za kredyt faktycznie zapłaconej za dany pakiet, z uwzględnieniem ewentualnych rabatów.',
        'Jeśli część pakietu została już wykorzystana, zwracamy tylko kwotę za niewykorzystaną część. Po upływie {refund_days} dni od daty zakupu zwrot za niewykorzystane kredyty nie jest już możliwy.',
      ],
    },
    {
      heading: 'Jak złożyć wniosek o zwrot',
      paragraphs: [
        'Wyślij wniosek na adres {support_email} z adresu e-mail przypisanego do twojego konta lub zadzwoń pod numer {support_phone}. Podaj nazwę użytkownika, datę zakupu, zakupiony pakiet oraz, jeśli to możliwe, numer referencyjny płatności.',
        'Potwierdzimy otrzymanie wniosku, sprawdzimy saldo kredytów i poinformujemy cię, ile kredytów i jaka kwota zostaną zwrócone.',
      ],
    },
    {
      heading: 'Jak dokonujemy zwrotu',
      paragraphs: [
        'Zwrotu dokonujemy przy użyciu tej samej metody płatności, której użyto przy zakupie, chyba że uzgodnimy z tobą inaczej. Robimy to niezwłocznie, nie później niż w ciągu 14 dni od zatwierdzenia wniosku. Za zwrot nie pobieramy żadnych opłat.',
        'Zwrócone kredyty zostają odjęte od twojego salda. W zależności od banku lub operatora płatności pojawienie się kwoty na twoim rachunku może potrwać kilka dni roboczych.',
      ],
    },
    {
      heading: 'Anulowanie zamówień cyklicznych',
      paragraphs: [
        'Jeśli korzystasz z zamówienia cyklicznego, możesz je w każdej chwili anulować w ustawieniach konta lub kontaktując się z działem obsługi klienta. Anulowanie dotyczy wszystkich przyszłych zamówień.',
        'Zamówienia złożone i opłacone przed anulowaniem są traktowane jak każdy inny zakup: niewykorzystane kredyty z tych zamówień podlegają zwrotowi w ciągu {refund_days} dni od zakupu.',
      ],
    },
  ],
} satisfies LegalDoc;
