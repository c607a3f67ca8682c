import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Klantenservice',
  intro:
    'Heb je een vraag over je account, credits of een betaling? Onze klantenservice helpt je graag. Veel antwoorden vind je ook in onze veelgestelde vragen.',
  sections: [
    {
      heading: 'Zo bereik je ons',
      paragraphs: [
        'E-mail: {support_email}',
        'Telefoon: {support_phone}',
        'Voor vragen over je account of een betaling is e-mail meestal de snelste manier. Mail ons vanaf het e-mailadres dat aan je account is gekoppeld, dan kunnen we je account direct vinden.',
      ],
    },
    {
      heading: 'Reactietijden',
      paragraphs: [
        'We streven ernaar elke e-mail binnen twee werkdagen te beantwoorden, en meestal veel sneller. Berichten die in het weekend of op een feestdag binnenkomen, behandelen we op de eerstvolgende werkdag.',
        'Is je vraag dringend, bijvoorbeeld over een betaling die niet is verwerkt? Dan kun je ons ook bellen.',
      ],
    },
    {
      heading: 'Wat vermeld je in je bericht?',
      paragraphs: [
        'Zo kunnen we je snel helpen: vermeld je gebruikersnaam, het e-mailadres van je account en een duidelijke omschrijving van je vraag of probleem. Gaat het om een betaling, vermeld dan ook de datum, het bedrag, de betaalmethode en, indien mogelijk, het betalingskenmerk. Een screenshot van een foutmelding kan ook helpen.',
        'Stuur ons nooit je wachtwoord of volledige kaartgegevens. Onze medewerkers zullen daar nooit om vragen.',
      ],
    },
    {
      heading: 'Klachten',
      paragraphs: [
        'Ben je niet tevreden over onze service, of wil je een lid melden? Dien dan een klacht in via het formulier op {domain}/complaints. Omschrijf het probleem zo precies mogelijk en vermeld bij een melding de gebruikersnaam van het lid.',
        'We bevestigen de ontvangst van je klacht en streven ernaar je binnen 14 dagen een volledig antwoord te geven. Hebben we meer tijd nodig, dan laten we je dat weten.',
      ],
    },
    {
      heading: 'Bedrijfsgegevens',
      paragraphs: [
        '{site_name} is een dienst van {company_name}, {address}, {city}, {country}.',
        '[[KvK-nummer: {kvk}]]',
        '[[Btw-nummer(s): {vat_numbers}]]',
        'Website: {domain}',
      ],
    },
  ],
} satisfies LegalDoc;
