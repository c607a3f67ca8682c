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
        'Kredyty są dodawane do twojego konta, gdy tylko płatność zostanie zakończona. Dokonując płatności, żądasz tego natychmiastowego dostarczenia i przyjmujesz do wiadomości, że z tą chwilą tracisz prawo odstąpienia od umowy w odniesieniu do tych kredytów.',
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
        'Na stronie „Twoje zamówienia” otwórz dany zakup i wybierz „Poproś o zwrot niewykorzystanych kredytów”. Gdy tylko to potwierdzisz, kwota za niewykorzystane kredyty z tego zakupu zostanie od razu zwrócona przy użyciu metody płatności, której użyto przy zakupie.',
        'Na stronie zakupu zobaczysz następnie, ile kredytów i jaka kwota zostały zwrócone. Jeśli potrzebujesz pomocy przy zwrocie, możesz też napisać na adres {support_email} lub zadzwonić pod numer {support_phone}.',
      ],
    },
    {
      heading: 'Jak dokonujemy zwrotu',
      paragraphs: [
        'Zwrotu dokonujemy przy użyciu tej samej metody płatności, której użyto przy zakupie. Zwrot jest zlecany od razu, gdy o niego poprosisz, bez zatwierdzania z naszej strony. Za zwrot nie pobieramy żadnych opłat.',
        'Zwrócone kredyty zostają odjęte od twojego salda. W zależności od banku lub operatora płatności pojawienie się kwoty na twoim rachunku może potrwać kilka dni roboczych.',
      ],
    },
    {
      heading: 'Anulowanie zamówień cyklicznych',
      paragraphs: [
        'Jeśli korzystasz z zamówienia cyklicznego, możesz je w każdej chwili anulować, usuwając zapisaną kartę na stronie zamówień cyklicznych w sklepie z kredytami lub kontaktując się z działem obsługi klienta. Anulowanie dotyczy wszystkich przyszłych zamówień.',
        'Zamówienia złożone i opłacone przed anulowaniem są traktowane jak każdy inny zakup: niewykorzystane kredyty z tych zamówień podlegają zwrotowi w ciągu {refund_days} dni od zakupu.',
      ],
    },
  ],
} satisfies LegalDoc;
