import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Obsługa klienta',
  intro:
    'Masz pytanie dotyczące konta, kredytów lub płatności? Nasz dział obsługi klienta chętnie ci pomoże. Wiele odpowiedzi znajdziesz też w najczęściej zadawanych pytaniach.',
  sections: [
    {
      heading: 'Jak się z nami skontaktować',
      paragraphs: [
        'E-mail: {support_email}',
        'Telefon: {support_phone}',
        'W sprawach dotyczących konta lub płatności najszybciej skontaktujesz się z nami e-mailem. Napisz do nas z adresu e-mail przypisanego do twojego konta – dzięki temu od razu je odnajdziemy.',
      ],
    },
    {
      heading: 'Czas odpowiedzi',
      paragraphs: [
        'Staramy się odpowiadać na każdy e-mail w ciągu dwóch dni roboczych, a zwykle znacznie szybciej. Wiadomości otrzymane w weekend lub w dni świąteczne rozpatrujemy w najbliższym dniu roboczym.',
        'Jeśli sprawa jest pilna, na przykład dotyczy nieprzetworzonej płatności, możesz też do nas zadzwonić.',
      ],
    },
    {
      heading: 'Co podać w wiadomości',
      paragraphs: [
        'Abyśmy mogli szybko ci pomóc, podaj nazwę użytkownika, adres e-mail konta oraz jasny opis pytania lub problemu. W sprawach dotyczących płatności podaj też datę, kwotę, metodę płatności i, jeśli to możliwe, numer referencyjny płatności. Pomocny może być również zrzut ekranu z komunikatem o błędzie.',
        'Nigdy nie wysyłaj nam swojego hasła ani pełnych danych karty. Nasi pracownicy nigdy o nie nie poproszą.',
      ],
    },
    {
      heading: 'Skargi i reklamacje',
      paragraphs: [
        'Masz zastrzeżenia do naszej obsługi albo chcesz zgłosić innego użytkownika? Złóż skargę przez formularz na stronie {domain}/complaints. Opisz problem jak najdokładniej, a w przypadku zgłoszenia użytkownika podaj jego nazwę użytkownika.',
        'Potwierdzimy otrzymanie skargi i postaramy się udzielić ci pełnej odpowiedzi w ciągu 14 dni. Jeśli będziemy potrzebować więcej czasu, poinformujemy cię o tym.',
      ],
    },
    {
      heading: 'Dane firmy',
      paragraphs: [
        'Operatorem serwisu {site_name} jest {company_name}, {address}, {city}, {country}.',
        '[[Numer w rejestrze handlowym (KvK): {kvk}]]',
        '[[Numer(y) VAT: {vat_numbers}]]',
        'Strona internetowa: {domain}',
      ],
    },
  ],
} satisfies LegalDoc;
