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
        'Als je credits koopt, vragen we je vóór de betaling om deze toestemming. Daarna worden je credits direct aan je account toegevoegd.',
      ],
    },
    {
      heading: 'Wat het gebruik van credits betekent voor je rechten',
      paragraphs: [
        'Zodra je credits uit een bundel gebruikt, bijvoorbeeld om een bericht, foto of cadeau te versturen, zijn die credits verbruikt. Gebruikte credits kunnen niet worden geretourneerd of terugbetaald.',
        'Voor credits die je nog niet hebt gebruikt, geldt onze regeling voor terugbetaling van ongebruikte credits hieronder.',
      ],
    },
    {
      heading: 'Terugbetaling van ongebruikte credits',
      paragraphs: [
        'Ongebruikte credits kun je binnen {refund_days} dagen na aankoop laten terugbetalen. Het bedrag wordt berekend op basis van de prijs per credit die je voor die bundel werkelijk hebt betaald, inclusief eventuele korting.',
        'Heb je al een deel van een bundel gebruikt, dan betalen we alleen het ongebruikte deel terug. Na {refund_days} dagen vanaf de aankoopdatum kunnen ongebruikte credits niet meer worden terugbetaald.',
      ],
    },
    {
      heading: 'Zo vraag je een terugbetaling aan',
      paragraphs: [
        'Stuur je verzoek naar {support_email} vanaf het e-mailadres dat aan je account is gekoppeld, of bel {support_phone}. Vermeld je gebruikersnaam, de aankoopdatum, de gekochte bundel en, indien mogelijk, het betalingskenmerk.',
        'We bevestigen de ontvangst van je verzoek, controleren je creditsaldo en laten je weten hoeveel credits en welk bedrag we terugbetalen.',
      ],
    },
    {
      heading: 'Hoe we terugbetalen',
      paragraphs: [
        'We betalen terug via dezelfde betaalmethode die je bij de aankoop hebt gebruikt, tenzij we samen iets anders afspreken. Dat doen we zo snel mogelijk en uiterlijk 14 dagen nadat we je verzoek hebben goedgekeurd. Aan een terugbetaling zijn voor jou geen kosten verbonden.',
        'De terugbetaalde credits worden van je saldo afgeschreven. Afhankelijk van je bank of betaalprovider kan het enkele werkdagen duren voordat het bedrag op je rekening staat.',
      ],
    },
    {
      heading: 'Herhaalbestellingen stopzetten',
      paragraphs: [
        'Heb je een herhaalbestelling ingesteld, dan kun je die op elk moment stopzetten in je accountinstellingen of via de klantenservice. Het stopzetten geldt voor alle toekomstige bestellingen.',
        'Bestellingen die al zijn geplaatst en betaald voordat je de herhaalbestelling stopzette, worden behandeld als elke andere aankoop: ongebruikte credits uit die bestellingen kunnen binnen {refund_days} dagen na aankoop worden terugbetaald.',
      ],
    },
  ],
} satisfies LegalDoc;
