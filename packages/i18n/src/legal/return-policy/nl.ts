import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Retourbeleid',
  intro:
    'Op {site_name} koop je credits om met andere leden te chatten. In dit beleid lees je meer over je herroepingsrecht, wanneer je ongebruikte credits terugbetaald kunt krijgen en hoe je dat aanvraagt. Dit beleid maakt deel uit van onze algemene voorwaarden.',
  sections: [
    {
      heading: 'Herroepingsrecht bij digitale inhoud',
      paragraphs: [
        'Credits zijn digitale inhoud die je direct na betaling ontvangt. Als consument in de EU heb je bij online aankopen normaal gesproken 14 dagen herroepingsrecht. Bij digitale inhoud vervalt dat recht echter zodra de levering is begonnen, mits je uitdrukkelijk hebt ingestemd met directe levering en hebt verklaard dat je daarmee afstand doet van je herroepingsrecht.',
        'Je credits worden aan je account toegevoegd zodra je betaling is voltooid. Door de betaling te voltooien, vraag je om deze directe levering en verklaar je dat je herroepingsrecht voor die credits daarmee vervalt.',
      ],
    },
    {
      heading: 'Wat het gebruik van credits betekent voor je rechten',
      paragraphs: [
        'Zodra je credits uit een pakket gebruikt, bijvoorbeeld om een bericht, foto of cadeau te versturen, zijn die credits verbruikt. Gebruikte credits kunnen niet worden geretourneerd of terugbetaald.',
        'Voor credits die je nog niet hebt gebruikt, geldt onze regeling voor terugbetaling van ongebruikte credits hieronder.',
      ],
    },
    {
      heading: 'Terugbetaling van ongebruikte credits',
      paragraphs: [
        'Ongebruikte credits kun je binnen {refund_days} dagen na aankoop laten terugbetalen. Het bedrag wordt berekend op basis van de prijs per credit die je voor dat pakket werkelijk hebt betaald, inclusief eventuele korting.',
        'Heb je al een deel van een pakket gebruikt, dan betalen we alleen het ongebruikte deel terug. Na {refund_days} dagen vanaf de aankoopdatum kunnen ongebruikte credits niet meer worden terugbetaald.',
      ],
    },
    {
      heading: 'Zo vraag je een terugbetaling aan',
      paragraphs: [
        'Open op de pagina ‘Je bestellingen’ de betreffende aankoop en kies ‘Ongebruikte credits terugvragen’. Zodra je dat bevestigt, worden de ongebruikte credits van die aankoop direct terugbetaald via de betaalmethode die je daarvoor hebt gebruikt.',
        'Op de pagina van de aankoop zie je daarna hoeveel credits en welk bedrag zijn terugbetaald. Heb je hulp nodig bij een terugbetaling, dan kun je ook mailen naar {support_email} of bellen naar {support_phone}.',
      ],
    },
    {
      heading: 'Hoe we terugbetalen',
      paragraphs: [
        'We betalen terug via dezelfde betaalmethode die je bij de aankoop hebt gebruikt. De terugbetaling wordt in gang gezet zodra je erom vraagt, zonder goedkeuring vooraf van onze kant. Aan een terugbetaling zijn voor jou geen kosten verbonden.',
        'De terugbetaalde credits worden van je saldo afgeschreven. Afhankelijk van je bank of betaalprovider kan het enkele werkdagen duren voordat het bedrag op je rekening staat.',
      ],
    },
    {
      heading: 'Herhaalbestellingen stopzetten',
      paragraphs: [
        'Heb je een herhaalbestelling ingesteld, dan kun je die op elk moment stopzetten door je opgeslagen kaart te verwijderen op de pagina voor herhaalbestellingen in de creditwinkel, of via de klantenservice. Het stopzetten geldt voor alle toekomstige bestellingen.',
        'Bestellingen die al zijn geplaatst en betaald voordat je de herhaalbestelling stopzette, worden behandeld als elke andere aankoop: ongebruikte credits uit die bestellingen kunnen binnen {refund_days} dagen na aankoop worden terugbetaald.',
      ],
    },
  ],
} satisfies LegalDoc;
