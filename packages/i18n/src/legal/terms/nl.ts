import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Algemene voorwaarden',
  intro:
    'Deze algemene voorwaarden zijn van toepassing op elk gebruik van {site_name} ({domain}) en op elke aankoop van credits op de website. Lees ze zorgvuldig door: door een account aan te maken, gaat u ermee akkoord. Deze versie dateert van {terms_date}.',
  sections: [
    {
      heading: 'Wie wij zijn en waarop deze voorwaarden van toepassing zijn',
      paragraphs: [
        '{site_name} wordt geëxploiteerd door {company_name}, {address}, {city}, {country}[[, KvK-nummer {kvk}]][[, btw-nummer(s) {vat_numbers}]], in deze voorwaarden aangeduid als ‘wij’ of ‘ons’. U kunt ons bereiken per e-mail via {support_email} of telefonisch op {support_phone}.',
        "{site_name} is een online dating- en chatdienst voor volwassenen. Leden kunnen een profiel aanmaken, andere leden zoeken, profielen liken en chatten met tekstberichten, foto's en virtuele cadeaus. Aanmelden en een profiel aanmaken is gratis; chatten kost credits.",
        'Deze voorwaarden vormen de overeenkomst tussen u en ons. Onze privacyverklaring en cookieverklaring leggen uit hoe wij met uw persoonsgegevens omgaan; zij maken geen deel uit van deze overeenkomst, maar zijn wel van toepassing op uw gebruik van {site_name}.',
      ],
    },
    {
      heading: 'Toegang: alleen voor volwassenen',
      paragraphs: [
        'U moet ten minste 18 jaar oud zijn om {site_name} te gebruiken en volgens het recht van het land waar u zich bevindt inhoud voor volwassenen mogen bekijken. Door u aan te melden, bevestigt u dat u aan beide voorwaarden voldoet.',
        'Een account is persoonlijk. U mag maar één account hebben en mag niemand anders uw account laten gebruiken. Accounts mogen niet voor commerciële doeleinden worden gebruikt.',
        'Als wij reden hebben om aan te nemen dat een lid jonger is dan 18 jaar, blokkeren wij het account direct en verwijderen wij het. U kunt een vermoedelijk minderjarig lid bij ons melden via het klachtenformulier of per e-mail.',
      ],
    },
    {
      heading: 'Uw account',
      paragraphs: [
        'Bij het aanmelden moet u juiste gegevens verstrekken en deze actueel houden. Het e-mailadres dat u gebruikt, moet van uzelf zijn en onze berichten kunnen ontvangen, omdat wij het gebruiken voor belangrijke mededelingen, zoals de bevestiging van het verwijderen van een account.',
        'Houd uw inloggegevens geheim. U bent verantwoordelijk voor alles wat via uw account gebeurt, tenzij u dat redelijkerwijs niet had kunnen voorkomen. Vermoedt u dat iemand anders toegang heeft tot uw account, wijzig dan direct uw wachtwoord en neem contact met ons op.',
        "Uw profiel kan foto's, interesses en persoonlijke gegevens bevatten. Het vermelden van uw seksuele geaardheid is optioneel; wij slaan deze alleen op met uw uitdrukkelijke toestemming en u kunt deze op elk moment weer verwijderen. Met de onzichtbare modus, de privacymodus en de mogelijkheid om andere leden te blokkeren, bepaalt u zelf wie u ziet en wie contact met u kan opnemen.",
        'Als u en een ander lid elkaars profiel liken, is er een match. Een like of match verplicht geen van beiden tot iets.',
      ],
    },
    {
      heading: 'Credits, prijzen en betaling',
      paragraphs: [
        'Aanmelden, uw profiel opbouwen, zoeken en profielen liken is gratis. Chatten kost credits: voor het versturen van een bericht, foto of cadeau wordt een aantal credits gebruikt dat u vóór het versturen op {site_name} te zien krijgt.',
        'Credits worden verkocht in pakketten. De prijs van elk pakket, inclusief btw waar van toepassing, en het aantal credits dat erin zit, ziet u vóór de betaling. De aankoop komt tot stand wanneer u de betaling voltooit, en de credits worden aan uw account toegevoegd zodra de betaling is bevestigd. U ontvangt voor elke aankoop een factuur.',
        'Betalingen worden verwerkt door een externe betaaldienstverlener. Wij ontvangen of bewaren nooit uw volledige kaartnummer.',
        'Elke aankoop is een eenmalige betaling. Als u dat wilt, kunt u een herhaalbestelling inschakelen, waarmee hetzelfde pakket automatisch opnieuw wordt gekocht onder de voorwaarden die u bij het inschakelen te zien krijgt. U kunt een herhaalbestelling op elk moment in uw account uitschakelen; dit geldt dan voor alle toekomstige bestellingen.',
        'Credits zijn gekoppeld aan uw account. Ze hebben geen geldwaarde, kunnen niet worden overgedragen aan andere leden of accounts en kunnen niet worden ingewisseld voor geld, behalve via een terugbetaling zoals beschreven in deze voorwaarden. Wij kunnen prijzen voor de toekomst wijzigen; prijswijzigingen hebben geen gevolgen voor aankopen die u al hebt gedaan.',
      ],
    },
    {
      heading: 'Premiumlidmaatschap',
      paragraphs: [
        "Met uw eerste aankoop van een creditpakket wordt u zonder extra kosten premiumlid. Als premiumlid ziet u alle foto's van andere leden en kunt u tot 25 foto's uploaden in plaats van 3.",
        'Het premiumlidmaatschap is geen abonnement: het wordt niet verlengd en kost op zichzelf niets. Als de aankoop waardoor u premiumlid bent geworden, wordt terugbetaald of teruggedraaid, kunnen wij uw premiumstatus intrekken.',
      ],
    },
    {
      heading: 'Terugbetaling en herroepingsrecht',
      paragraphs: [
        'U kunt uw geld terugkrijgen voor credits die u niet hebt gebruikt. Als u dat binnen {refund_days} dagen na een aankoop vraagt, betalen wij de credits uit die aankoop die u nog niet hebt gebruikt terug, op basis van de prijs per credit die u voor dat pakket werkelijk hebt betaald. Stuur uw verzoek naar {support_email} en vermeld om welke aankoop het gaat. De details vindt u in ons retourbeleid.',
        'Credits zijn digitale inhoud die u direct na de betaling geleverd krijgt. Als consument hebt u bij online aankopen normaal gesproken een herroepingsrecht van 14 dagen, maar bij digitale inhoud vervalt dat recht zodra de levering is begonnen, mits u uitdrukkelijk hebt ingestemd met directe levering en hebt verklaard dat u daarmee afstand doet van uw herroepingsrecht. Wij vragen u om deze toestemming voordat u betaalt. Dit doet niets af aan de hierboven beschreven terugbetaling van ongebruikte credits.',
        'Terugbetalingen zijn kosteloos en doen wij via het betaalmiddel dat u voor de aankoop hebt gebruikt, zo snel mogelijk en uiterlijk 14 dagen nadat wij uw verzoek hebben goedgekeurd. De terugbetaalde credits worden van uw saldo afgeschreven.',
        'Als u een betaling zonder geldige reden via uw bank of kaartuitgever laat terugboeken (chargeback), kunnen wij de betreffende credits afschrijven en uw account opschorten totdat de zaak is opgelost. Dit laat uw rechten onverlet als u de betaling niet zelf hebt geautoriseerd.',
      ],
    },
    {
      heading: 'Fictieve profielen',
      paragraphs: [
        'Niet elk profiel op {site_name} hoort bij een echt lid. Sommige profielen zijn fictief: ze worden door of namens {company_name} beheerd door chatoperators die de berichten schrijven, ter vermaak en om gesprekken gaande te houden.',
        'Fictieve profielen zijn altijd duidelijk gemarkeerd met een pictogram en een waarschuwing, zowel op het profiel als in de chat. Let op deze markering voordat u een gesprek begint of voortzet.',
        'Een gesprek met een fictief profiel kan nooit leiden tot een echte ontmoeting of relatie, ook niet als het gesprek anders doet vermoeden. Berichten aan fictieve profielen kosten evenveel credits als berichten aan andere leden. Wilt u niet chatten met fictieve profielen, begin dan geen gesprekken met profielen die deze markering dragen.',
      ],
    },
    {
      heading: 'Gedragsregels',
      paragraphs: [
        '{site_name} is bedoeld voor respectvol contact tussen volwassenen. U bent verantwoordelijk voor alles wat u publiceert en verstuurt, en u moet zich aan de wet en aan deze regels houden.',
        "Het is u in het bijzonder niet toegestaan: inhoud te publiceren of te versturen waarbij minderjarigen betrokken zijn of waarin zij worden geseksualiseerd; foto's van anderen zonder hun toestemming te uploaden of een profielfoto te gebruiken waarop u niet zelf staat; andere leden lastig te vallen, te bedreigen, te beledigen, af te persen of te discrimineren; illegale, gewelddadige, haatzaaiende of lasterlijke inhoud te publiceren; seksuele diensten tegen betaling aan te bieden of te vragen, of reclame te maken voor producten, diensten of andere websites; persoonsgegevens van anderen te delen of leden om geld of financiële gegevens te vragen; u voor te doen als iemand anders of valse of meerdere accounts aan te maken; spam te versturen of bots, scripts of andere geautomatiseerde hulpmiddelen te gebruiken; of te proberen de beveiliging of het creditsysteem van {site_name} te omzeilen.",
        'Of u een ander lid in het echt ontmoet, is uw eigen beslissing en verantwoordelijkheid. Spreek af op een openbare plek, vertel iemand die u vertrouwt waar u naartoe gaat en stuur nooit geld naar iemand die u alleen online kent.',
        'U kunt elk lid blokkeren; dat lid kan daarna geen contact meer met u opnemen. Meld inhoud of gedrag dat in strijd is met deze regels via het klachtenformulier op {domain}/complaints.',
      ],
    },
    {
      heading: 'Moderatie, schorsing en verbanning',
      paragraphs: [
        "Wij kunnen profielen, foto's en berichten controleren, bijvoorbeeld na een melding, om deze regels te handhaven en onze leden te beschermen. Inhoud die in strijd is met deze voorwaarden of met de wet, kunnen wij weigeren of verwijderen.",
        'Afhankelijk van de ernst van een overtreding kunnen wij u een waarschuwing geven, uw account tijdelijk beperken of opschorten, of u permanent verbannen. In ernstige gevallen, zoals inhoud waarbij minderjarigen betrokken zijn, fraude, bedreigingen of herhaalde overtredingen, kunnen wij u zonder voorafgaande waarschuwing verbannen. Een verbannen lid mag geen nieuw account aanmaken.',
        'Wij informeren u over elke maatregel en de redenen daarvoor, tenzij de wet ons dat verbiedt. Wij nemen zulke beslissingen zorgvuldig, objectief en met inachtneming van uw belangen. U kunt een beslissing aanvechten via het klachtenformulier.',
        'Een verbanning laat uw recht op terugbetaling van ongebruikte credits volgens de hierboven beschreven terugbetalingsregels onverlet, tenzij de verbanning het gevolg is van fraude of betalingsmisbruik. Strafbare feiten kunnen wij melden bij de bevoegde autoriteiten.',
      ],
    },
    {
      heading: 'Uw inhoud en onze licentie',
      paragraphs: [
        "U behoudt alle rechten op de foto's, teksten en andere inhoud die u op {site_name} plaatst. U verklaart dat u gerechtigd bent die inhoud te publiceren, dat deze geen inbreuk maakt op rechten van anderen en dat iedereen die herkenbaar op uw foto's staat, heeft ingestemd met de publicatie.",
        'Zodat wij de dienst kunnen leveren, verleent u {company_name} een niet-exclusieve, kosteloze licentie om uw inhoud op te slaan, opnieuw te coderen, te verkleinen en aan andere leden te tonen, uitsluitend voor de exploitatie van {site_name}. Wij verkopen uw inhoud niet en gebruiken deze niet buiten {site_name} zonder uw afzonderlijke toestemming.',
        'Deze licentie eindigt wanneer u de inhoud verwijdert of wanneer uw account definitief wordt verwijderd, met uitzondering van kopieën die wij wettelijk moeten bewaren.',
        'De software, het ontwerp, de teksten en de merken van {site_name} zijn van ons of van onze licentiegevers. U mag ze niet zonder onze toestemming kopiëren, geautomatiseerd uitlezen of hergebruiken.',
      ],
    },
    {
      heading: 'Onze dienst en aansprakelijkheid',
      paragraphs: [
        'Wij doen ons best om {site_name} beschikbaar en veilig te houden, maar kunnen niet garanderen dat de dienst altijd zonder onderbrekingen of fouten werkt. Wij kunnen functies om gegronde redenen wijzigen, uitbreiden of beperken, bijvoorbeeld vanwege wettelijke eisen, beveiliging of technische ontwikkelingen. Over belangrijke wijzigingen die u raken, informeren wij u vooraf.',
        'Wij garanderen niet dat u een match of partner vindt. Wij kunnen niet van elk lid de identiteit en bedoelingen controleren en zijn niet verantwoordelijk voor wat andere leden zeggen of doen, op of buiten {site_name}.',
        'Wij zijn onbeperkt aansprakelijk voor schade die wij opzettelijk of door grove nalatigheid veroorzaken, voor overlijden of letsel, en in alle gevallen waarin de wet geen beperking van aansprakelijkheid toestaat. In andere gevallen is onze aansprakelijkheid, voor zover de wet dat toestaat, beperkt tot voorzienbare directe schade, tot maximaal het bedrag dat u ons in de twaalf maanden vóór de schadeveroorzakende gebeurtenis hebt betaald.',
        'Niets in deze voorwaarden beperkt de rechten die u als consument op grond van dwingend recht hebt.',
      ],
    },
    {
      heading: 'Uw account verwijderen',
      paragraphs: [
        'U kunt uw account op elk moment verwijderen via uw accountinstellingen. Wij sturen u dan een e-mail met een link waarmee u de verwijdering binnen 14 dagen ongedaan kunt maken. Gedurende die periode is uw profiel niet meer zichtbaar voor andere leden.',
        'Als u de link niet binnen 14 dagen gebruikt, worden uw account en uw persoonsgegevens definitief gewist en kunnen ze niet meer worden hersteld. Alleen factuurgegevens worden in geanonimiseerde vorm bewaard, zolang de belastingwetgeving dat vereist.',
        'Ongebruikte credits vervallen zodra uw account definitief is verwijderd. Hebt u recht op een terugbetaling, vraag die dan aan voordat u uw account verwijdert.',
        'Wij kunnen de overeenkomst beëindigen en uw account sluiten als wij u verbannen (zie ‘Moderatie, schorsing en verbanning’), of met een redelijke opzegtermijn als wij stoppen met {site_name}. Als wij {site_name} sluiten, betalen wij alle gekochte credits die u nog niet hebt gebruikt terug.',
      ],
    },
    {
      heading: 'Klachten, geschillen en toepasselijk recht',
      paragraphs: [
        'Hebt u een klacht over {site_name}, over een aankoop of over een beslissing die wij hebben genomen, zoals het verwijderen van inhoud of een verbanning, gebruik dan het klachtenformulier op {domain}/complaints. U kunt ook contact met ons opnemen via {support_email}.',
        'Beschrijf uw klacht zo duidelijk mogelijk. Wij bevestigen de ontvangst en reageren zo snel mogelijk, in de regel binnen 14 dagen. Hebben wij meer tijd nodig, dan laten wij u weten waarom en wanneer u een antwoord kunt verwachten.',
        'Komen wij er samen niet uit, dan kunt u het geschil voorleggen aan de bevoegde rechter. Voor beslissingen over contentmoderatie kunt u zich ook wenden tot een instantie voor buitengerechtelijke geschillenbeslechting die is gecertificeerd op grond van de Europese digitaledienstenverordening (Digital Services Act).',
        'Op deze voorwaarden is het recht van toepassing van het land waar {company_name} statutair is gevestigd ({country}). Bent u consument, dan verliest u daardoor niet de bescherming van de dwingende bepalingen van het recht van het land waar u uw gewone verblijfplaats hebt. Als consument kunt u een procedure beginnen bij de rechter van het land waar u woont of van het land waar wij zijn gevestigd; wij kunnen alleen een procedure tegen u beginnen bij de rechter van het land waar u woont.',
      ],
    },
    {
      heading: 'Wijzigingen van deze voorwaarden',
      paragraphs: [
        'Wij kunnen deze voorwaarden om gegronde redenen wijzigen, bijvoorbeeld vanwege nieuwe functies of gewijzigde wetgeving of rechtspraak. De datum van de huidige versie staat bovenaan deze voorwaarden.',
        'Over belangrijke wijzigingen informeren wij u ten minste 30 dagen voordat ze ingaan, per e-mail of op {site_name}. Gaat u niet akkoord met een wijziging, dan kunt u uw account vóór die datum verwijderen. Blijft u {site_name} na die datum gebruiken, dan gelden de nieuwe voorwaarden. Wijzigingen gelden nooit met terugwerkende kracht voor aankopen die u al hebt gedaan.',
        'Als een bepaling van deze voorwaarden ongeldig is, blijven de overige bepalingen van kracht.',
      ],
    },
  ],
} satisfies LegalDoc;
