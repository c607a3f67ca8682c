import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Zasady blokowania kont',
  intro:
    'W serwisie {site_name} każdy powinien móc poznawać ludzi bezpiecznie i przyjemnie. Te zasady wyjaśniają, kiedy blokujemy konto, co blokada oznacza dla twoich kredytów i danych oraz jak możesz się odwołać, jeśli twoje konto zostanie zablokowane.',
  sections: [
    {
      heading: 'Dlaczego blokujemy konta?',
      paragraphs: [
        'Serwis {site_name} ma być bezpiecznym i przyjemnym miejscem dla wszystkich. Dlatego blokujemy konta, które łamią nasze zasady. Najczęstsze powody to: nękanie, groźby lub obraźliwe zachowanie wobec innych użytkowników; wiek poniżej 18 lat lub jakikolwiek kontakt z udziałem małoletnich; oszustwa oraz proszenie innych użytkowników o pieniądze, karty podarunkowe lub dane bankowe; spam i niezamówione reklamy; fałszywa tożsamość, np. posługiwanie się cudzym imieniem lub zdjęciami; a także publikowanie lub wysyłanie treści niezgodnych z prawem.',
        'W zależności od wagi naruszenia możemy zablokować konto bez wcześniejszego ostrzeżenia. Jeśli wymagają tego przepisy, zgłaszamy nielegalne działania właściwym organom.',
      ],
    },
    {
      heading: 'Co dzieje się z twoimi kredytami i danymi?',
      paragraphs: [
        'Dopóki konto jest zablokowane, twój profil nie jest widoczny dla innych użytkowników i nie możesz korzystać z kredytów. Saldo kredytów pozostaje przypisane do twojego konta: jeśli blokada zostanie zdjęta, znów będziesz mieć do nich dostęp.',
        'Przechowujemy twoje dane tylko tak długo, jak jest to konieczne do rozpatrzenia naruszenia i ewentualnego odwołania oraz do wypełnienia naszych obowiązków prawnych. Następnie są one usuwane zgodnie z naszą polityką prywatności.',
        'Jeśli uważasz, że przysługuje ci zwrot za niewykorzystane kredyty, wspomnij o tym, kontaktując się z nami.',
      ],
    },
    {
      heading: 'Jak się odwołać',
      paragraphs: [
        'Uważasz, że twoje konto zostało zablokowane przez pomyłkę? Wyślij e-mail na adres {support_email} z adresu przypisanego do twojego konta lub skorzystaj z formularza skarg na stronie {domain}/complaints.',
        'Podaj swoją nazwę użytkownika i wyjaśnij, dlaczego uważasz, że blokada jest nieuzasadniona. Dołącz wszelkie informacje, które mogą nam pomóc w rozpatrzeniu sprawy.',
      ],
    },
    {
      heading: 'Co dalej?',
      paragraphs: [
        'Każde odwołanie starannie rozpatrujemy, a o naszej decyzji informujemy cię e-mailem. Jeśli okaże się, że blokada była nieuzasadniona, przywrócimy twoje konto wraz z kredytami.',
        'Nie zakładaj nowego konta, dopóki twoje konto jest zablokowane – konta zakładane w celu obejścia blokady również są blokowane. Nie ma to wpływu na przysługujące ci prawa ustawowe.',
      ],
    },
  ],
} satisfies LegalDoc;
