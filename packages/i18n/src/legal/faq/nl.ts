import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Veelgestelde vragen',
  intro:
    'Hier vind je antwoorden op de vragen die we het vaakst krijgen. Staat je vraag er niet tussen? Neem dan contact op met onze klantenservice via {support_email}.',
  sections: [
    {
      heading: 'Wie kan lid worden van {site_name}?',
      paragraphs: [
        '{site_name} is alleen voor volwassenen. Je moet minstens 18 jaar oud zijn om een account aan te maken, en door je aan te melden bevestig je dat.',
        'Aanmelden is gratis. Na je registratie sturen we je een e-mail met een activatielink; zodra je daarop klikt, is je account actief.',
      ],
    },
    {
      heading: 'Wat kost {site_name}?',
      paragraphs: [
        "Een account aanmaken, je profiel invullen, leden zoeken en profielen liken is allemaal gratis. Je betaalt alleen als je chat: berichten, foto's en cadeaus versturen kost credits.",
        'Er is geen abonnement. Je koopt credits in pakketten, als eenmalige aankoop, wanneer je ze nodig hebt. Nieuwe leden krijgen een tijdelijke welkomstkorting.',
      ],
    },
    {
      heading: 'Hoe werken credits?',
      paragraphs: [
        'Credits zijn het betaalmiddel waarmee je chat op {site_name}. Elk bericht, elke foto en elk cadeau dat je verstuurt, kost een aantal credits. De prijs zie je altijd voordat je iets verstuurt, en je actuele saldo staat in je account.',
        'Je kunt je credits altijd aanvullen door een nieuw pakket te kopen. Als je wilt, stel je een herhaalbestelling in, zodat hetzelfde pakket automatisch opnieuw wordt besteld. Een herhaalbestelling kun je op elk moment stopzetten in je account.',
      ],
    },
    {
      heading: 'Wat is een premiumlidmaatschap?',
      paragraphs: [
        "Met je eerste aankoop van credits word je premiumlid. Als premiumlid zie je alle foto's van andere leden, kun je tot 25 eigen foto's uploaden en voer je zoveel gesprekken als je wilt.",
        "Gratis leden kunnen maximaal 2 gesprekken voeren en maximaal 3 foto's uploaden. Eenmaal premium, altijd premium: je houdt je status, ook als je credits op zijn.",
      ],
    },
    {
      heading: "Hoeveel foto's kan ik uploaden?",
      paragraphs: [
        "Gratis leden kunnen maximaal 3 foto's uploaden, premiumleden maximaal 25. De foto's moeten jou laten zien en voldoen aan onze algemene voorwaarden. Foto's van anderen en illegale inhoud zijn niet toegestaan.",
        'Tip: een duidelijke, recente foto van jezelf maakt je profiel een stuk aantrekkelijker.',
      ],
    },
    {
      heading: 'Zijn alle profielen echt?',
      paragraphs: [
        'Nee. Naast echte leden staan er op {site_name} ook fictieve profielen. Die worden beheerd door operators die ter vermaak met je chatten; je kunt hen niet in het echt ontmoeten.',
        'Fictieve profielen zijn altijd duidelijk gemarkeerd met een icoon en een waarschuwing, zodat je altijd weet met wie je praat. Chatten met een fictief profiel kost net zo goed credits als chatten met een echt lid.',
      ],
    },
    {
      heading: 'Hoe werken matches?',
      paragraphs: [
        'Vind je een profiel leuk? Geef het dan een like. Als dat lid jou ook een like geeft, is het een match: jullie weten allebei dat de interesse wederzijds is.',
        'Je hebt geen match nodig om iemand een bericht te sturen, maar een match is wel een mooie aanleiding om het ijs te breken.',
      ],
    },
    {
      heading: 'Wat zijn de onzichtbare modus en de privacymodus?',
      paragraphs: [
        'In de onzichtbare modus verschijn je niet in de zoekresultaten. Andere leden kunnen je niet vinden, dus jij zet de eerste stap: ze kunnen pas contact met je opnemen nadat jij hun een bericht hebt gestuurd.',
        'In de privacymodus is je profiel alleen zichtbaar voor leden die jij een like of een bericht hebt gestuurd. Je kunt beide modi op elk moment aan- en uitzetten op Mijn profiel, onder Privacy.',
      ],
    },
    {
      heading: 'Hoe blokkeer ik een ander lid?',
      paragraphs: [
        'Gebruik de blokkeerknop op het profiel van het lid (de kop van jullie gesprek leidt erheen). Leden die je hebt geblokkeerd staan in je instellingen, waar je de blokkering kunt opheffen. Blokkeren verwijdert alle gesprekken en likes tussen jullie, en dat lid kan daarna geen contact meer met je opnemen.',
        'Word je lastiggevallen of overtreedt iemand de regels? Meld het dan ook via het klachtenformulier op {domain}/complaints, zodat wij actie kunnen ondernemen.',
      ],
    },
    {
      heading: 'Ik heb de activatiemail niet ontvangen. Wat nu?',
      paragraphs: [
        'Het kan een paar minuten duren voordat de e-mail binnenkomt. Kijk in je map met spam of ongewenste e-mail en controleer of je je e-mailadres bij het aanmelden goed hebt ingevuld.',
        'Nog steeds niets? Voeg {support_email} toe aan je contacten en neem contact op met onze klantenservice; we helpen je graag je account te activeren.',
      ],
    },
    {
      heading: 'Ik ben mijn wachtwoord vergeten. Hoe stel ik een nieuw wachtwoord in?',
      paragraphs: [
        'Gebruik op de inlogpagina de link om je wachtwoord opnieuw in te stellen en vul het e-mailadres van je account in. We sturen je dan een link waarmee je een nieuw wachtwoord kiest.',
        'De link is maar beperkte tijd geldig. Is hij verlopen, vraag dan gewoon een nieuwe aan. Voor je veiligheid vragen we nooit per e-mail of telefoon naar je wachtwoord.',
      ],
    },
    {
      heading: 'Hoe verwijder ik mijn account, en kan ik dat terugdraaien?',
      paragraphs: [
        'Je verwijdert je account via je accountinstellingen. Je profiel is daarna niet meer zichtbaar voor andere leden.',
        'Toch van gedachten veranderd? Tot 14 dagen na het verwijderen kun je je account weer activeren via de link in de e-mail die we je sturen. Daarna wordt je account definitief verwijderd, met uitzondering van gegevens die we wettelijk moeten bewaren, zoals betaalgegevens.',
        'Bij het verwijderen van je account worden ongebruikte credits niet automatisch terugbetaald. Heb je recht op terugbetaling, vraag die dan aan voordat je je account verwijdert.',
      ],
    },
    {
      heading: 'Kan ik mijn geld terugkrijgen?',
      paragraphs: [
        'Ongebruikte credits kunnen binnen {refund_days} dagen na aankoop worden terugbetaald. Credits die je al hebt gebruikt, worden niet terugbetaald.',
        'Om een terugbetaling aan te vragen, mail je naar {support_email}. Alle details lees je in ons retourbeleid.',
      ],
    },
    {
      heading: 'Met welke betaalmethoden kan ik betalen?',
      paragraphs: [
        'Welke betaalmethoden beschikbaar zijn, hangt af van je land. Mogelijke opties zijn iDEAL, Bancontact, creditcards en debitcards, PayPal, SEPA-incasso, BLIK en Przelewy24. Als je credits koopt, zie je welke opties er voor jou zijn.',
        'Betalingen worden verwerkt via veilige betaalproviders. Je credits worden aan je account toegevoegd zodra de betaling is bevestigd.',
      ],
    },
    {
      heading: 'Hoe blijf ik veilig?',
      paragraphs: [
        'Stuur nooit geld, cadeaukaarten of bankgegevens naar iemand die je online hebt leren kennen, hoe overtuigend het verhaal ook klinkt. Andere leden om geld vragen is in strijd met onze regels en leidt tot blokkering van je account.',
        'Neem de tijd voordat je persoonlijke gegevens deelt, zoals je adres, je werkplek of je telefoonnummer. Spreek je met iemand af, doe dat dan op een drukke openbare plek en laat een vriend of vriendin weten waar je naartoe gaat.',
        'Blokkeer leden bij wie je je niet prettig voelt en meld verdacht gedrag via het klachtenformulier op {domain}/complaints.',
      ],
    },
    {
      heading: 'Hoe neem ik contact op met {site_name}?',
      paragraphs: [
        'Mail naar {support_email} of bel {support_phone}. Vermeld je gebruikersnaam, dan kunnen we je snel helpen.',
        'Klachten kun je indienen via het formulier op {domain}/complaints. Alle contactgegevens vind je op onze klantenservicepagina.',
      ],
    },
  ],
} satisfies LegalDoc;
