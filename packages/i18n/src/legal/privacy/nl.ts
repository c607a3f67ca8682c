import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Privacyverklaring',
  intro:
    'Uw privacy is belangrijk, zeker op een datingsite. In deze privacyverklaring leest u welke persoonsgegevens {site_name} verzamelt, waarom wij die gebruiken, met wie wij ze delen, hoe lang wij ze bewaren en welke rechten u hebt op grond van de Algemene verordening gegevensbescherming (AVG).',
  sections: [
    {
      heading: 'Wie is verantwoordelijk voor uw gegevens',
      paragraphs: [
        'De verwerkingsverantwoordelijke voor uw persoonsgegevens op {site_name} ({domain}) is {company_name}, {address}, {city}, {country}[[, KvK-nummer {kvk}]].',
        'Voor vragen over privacy of om uw rechten uit te oefenen, kunt u contact met ons opnemen via {support_email} of telefonisch op {support_phone}.',
      ],
    },
    {
      heading: 'Welke gegevens wij verzamelen',
      paragraphs: [
        'Accountgegevens: uw e-mailadres, uw wachtwoord (nooit leesbaar opgeslagen), uw gebruikersnaam, geboortedatum en geslacht, en de taal die u gebruikt.',
        "Profielgegevens: uw foto's, interesses, uw beschrijving van uzelf en de persoonlijke gegevens die u zelf wilt toevoegen. Het vermelden van uw seksuele geaardheid is optioneel; wij slaan deze alleen op met uw uitdrukkelijke toestemming.",
        "Activiteit en berichten: de likes en matches die u geeft en ontvangt, de berichten, foto's en cadeaus die u in de chat verstuurt en ontvangt, de leden die u blokkeert, uw instellingen (zoals de onzichtbare modus en de privacymodus) en meldingen of klachten die u indient.",
        'Locatie: de locatie die u in uw profiel opgeeft en die wij als coördinaten opslaan om afstanden tussen leden te berekenen.',
        'Aankoopgegevens: de creditpakketten die u koopt, bedragen en data, uw creditsaldo en -verbruik, factuurgegevens, en de betaalstatus en referentie die wij van de betaaldienstverlener ontvangen. Wij ontvangen of bewaren nooit uw volledige kaartnummer.',
        'Technische gegevens: uw IP-adres, browser- en apparaattype, inlogtijden en serverlogs, die wij nodig hebben om de dienst te laten werken en te beveiligen.',
      ],
    },
    {
      heading: 'Waarvoor wij uw gegevens gebruiken en op welke grondslag',
      paragraphs: [
        'Om onze overeenkomst met u uit te voeren (artikel 6 lid 1 sub b AVG): het aanmaken en beheren van uw account, het tonen van uw profiel aan andere leden, zoeken, likes en matches, het afleveren van chatberichten, de verkoop van credits en klantenservice.',
        'Om te voldoen aan wettelijke verplichtingen (artikel 6 lid 1 sub c AVG): het bijhouden van de boekhouding en de fiscale administratie, het beantwoorden van rechtmatige verzoeken van autoriteiten en het afhandelen van illegale inhoud zoals de wet vereist.',
        'Voor onze gerechtvaardigde belangen (artikel 6 lid 1 sub f AVG): het beveiligen van de dienst, het voorkomen van fraude, misbruik en betalingsmisbruik, het modereren van inhoud, het handhaven van onze voorwaarden, het afhandelen van geschillen en het verbeteren van de dienst op basis van geaggregeerde statistieken. U kunt op elk moment bezwaar maken tegen deze verwerking (zie ‘Uw rechten’).',
        'Met uw toestemming (artikel 6 lid 1 sub a AVG en, voor bijzondere persoonsgegevens, artikel 9 lid 2 sub a AVG): het opslaan van uw seksuele geaardheid en, als wij u daarom vragen, het sturen van nieuwsbrieven of promotionele e-mails. U kunt uw toestemming op elk moment intrekken; dit doet geen afbreuk aan de rechtmatigheid van de verwerking vóór de intrekking.',
        'Wij verkopen uw persoonsgegevens niet en gebruiken ze niet voor advertenties van derden.',
      ],
    },
    {
      heading: 'Seksuele geaardheid en andere gevoelige gegevens',
      paragraphs: [
        'Informatie over uw seksuele geaardheid of seksuele leven is volgens de AVG een bijzondere categorie persoonsgegevens. Het vermelden van uw seksuele geaardheid op {site_name} is optioneel. Wij slaan deze alleen op als u bij het invullen uitdrukkelijk toestemming geeft, en gebruiken deze alleen voor de doelen die u op dat moment worden uitgelegd, zoals het tonen ervan op uw profiel.',
        'U kunt uw toestemming op elk moment intrekken door de informatie uit uw profiel te verwijderen; wij wissen deze dan. Het intrekken van uw toestemming heeft verder geen gevolgen voor uw account.',
        'Houd er rekening mee dat het gebruik van een datingsite voor volwassenen op zich, en wat u in uw profiel en in chats schrijft, informatie over uw seksuele leven kan prijsgeven. Wij behandelen alle profiel- en chatgegevens vertrouwelijk en gebruiken ze alleen om de dienst te leveren en onze leden te beschermen, zoals in deze verklaring beschreven. Denk goed na over wat u met anderen deelt.',
      ],
    },
    {
      heading: 'Wie uw gegevens kan zien',
      paragraphs: [
        "Andere leden zien uw openbare profiel: uw gebruikersnaam, leeftijd, foto's (leden zonder premiumstatus zien er maar een deel van), interesses, de gegevens die u hebt toegevoegd en de geschatte afstand of uw woonplaats. Zij zien nooit uw exacte coördinaten, uw e-mailadres of uw betaalgegevens. Met de onzichtbare modus en de privacymodus kunt u beperken wat anderen van u en uw activiteit zien, en leden die u blokkeert, kunnen geen contact meer met u opnemen.",
        'Berichten aan fictieve profielen worden gelezen en beantwoord door chatoperators die voor ons of namens ons werken. Zij zien uw openbare profiel en uw gesprek met dat profiel, maar niet uw e-mailadres, betaalgegevens of exacte locatie. Zij zijn tot geheimhouding verplicht.',
        "Onze moderatoren en klantenservicemedewerkers hebben toegang tot profielen, foto's en berichten voor zover dat nodig is om meldingen en klachten af te handelen, misbruik te voorkomen of uw vragen te beantwoorden. Die toegang is beperkt tot de medewerkers die deze voor hun werk nodig hebben.",
      ],
    },
    {
      heading: 'Ontvangers en verwerkers',
      paragraphs: [
        'Wij maken gebruik van dienstverleners die namens ons persoonsgegevens verwerken (verwerkers), zoals hosting- en datacenterbedrijven, e-mailverzenddiensten en, waar van toepassing, externe dienstverleners voor chatoperators en klantenservice. Zij mogen de gegevens alleen volgens onze instructies gebruiken en op basis van een verwerkersovereenkomst als bedoeld in artikel 28 AVG.',
        'Betalingen worden afgehandeld door onze betaaldienstverlener. Die verwerkt uw betaalgegevens als zelfstandige verwerkingsverantwoordelijke volgens zijn eigen privacyverklaring en geeft ons alleen de informatie door die wij nodig hebben, zoals de betaalstatus en een referentie.',
        'Wij verstrekken alleen gegevens aan autoriteiten, zoals de politie of de belastingdienst, als wij daartoe wettelijk verplicht of bevoegd zijn, bijvoorbeeld bij inhoud waarbij minderjarigen betrokken zijn of op grond van een rechterlijk bevel.',
        'Wij verwerken gegevens bij voorkeur binnen de Europese Economische Ruimte (EER). Als een dienstverlener persoonsgegevens buiten de EER doorgeeft, zorgen wij voor passende waarborgen, zoals een adequaatheidsbesluit van de Europese Commissie of modelcontractbepalingen. U kunt ons om een kopie van deze waarborgen vragen.',
      ],
    },
    {
      heading: 'Hoe lang wij uw gegevens bewaren',
      paragraphs: [
        "Wij bewaren uw account- en profielgegevens zolang uw account bestaat. Foto's en berichten die u verwijdert, worden van {site_name} gehaald; kopieën in back-ups worden binnen een beperkte periode overschreven.",
        "Als u uw account verwijdert, hebt u 14 dagen de tijd om het te herstellen via de link in de bevestigingsmail. Na die 14 dagen worden uw account, profiel, foto's, berichten en overige persoonsgegevens definitief gewist.",
        'Factuurgegevens moeten worden bewaard gedurende de termijn die de belastingwetgeving voorschrijft. Nadat uw account is verwijderd, bewaren wij ze alleen in geanonimiseerde vorm, zonder enige koppeling met u of uw profiel.',
        'Serverlogs en andere technische gegevens bewaren wij alleen zolang dat voor beveiligingsdoeleinden nodig is; daarna worden ze gewist of geanonimiseerd. Als wij een account hebben verbannen, kunnen wij de gegevens die nodig zijn om te voorkomen dat dezelfde persoon zich opnieuw aanmeldt en om rechtsvorderingen in te stellen of ons daartegen te verdedigen, zo lang bewaren als daarvoor nodig is.',
      ],
    },
    {
      heading: 'Hoe wij uw gegevens beveiligen',
      paragraphs: [
        'Wij nemen passende technische en organisatorische maatregelen om uw gegevens te beschermen, waaronder versleutelde verbindingen (HTTPS), wachtwoorden die uitsluitend gehasht worden opgeslagen, beperkte toegang voor medewerkers en regelmatige beveiligingsupdates.',
        "Foto's die u uploadt, worden opnieuw gecodeerd en ontdaan van alle metadata, waaronder gps-locatiegegevens, voordat anderen ze kunnen zien. Uw exacte coördinaten verlaten nooit onze servers: andere leden zien alleen een geschatte afstand.",
        'Geen enkel systeem is volledig veilig. Doet zich toch een datalek voor, dan melden wij dat waar nodig bij de toezichthoudende autoriteit en informeren wij u onverwijld als het lek waarschijnlijk een hoog risico voor u meebrengt.',
      ],
    },
    {
      heading: 'Uw rechten',
      paragraphs: [
        'Op grond van de AVG hebt u recht op inzage in uw persoonsgegevens, op rectificatie en wissing, op beperking van de verwerking en op overdraagbaarheid van uw gegevens, en hebt u het recht om bezwaar te maken tegen verwerking op basis van onze gerechtvaardigde belangen. Als een verwerking op uw toestemming berust, kunt u die toestemming op elk moment intrekken.',
        'De meeste gegevens kunt u zelf bekijken en wijzigen in uw accountinstellingen; daar kunt u ook uw account verwijderen. Voor andere verzoeken stuurt u een e-mail naar {support_email} vanaf het adres dat aan uw account is gekoppeld. Wij kunnen u om aanvullende informatie vragen om uw identiteit vast te stellen. Wij reageren binnen een maand; in complexe gevallen kan deze termijn met ten hoogste twee maanden worden verlengd, in welk geval wij u dat laten weten.',
        'Denkt u dat wij uw gegevens onrechtmatig verwerken, neem dan eerst contact met ons op, zodat wij kunnen proberen de kwestie op te lossen. U hebt daarnaast het recht een klacht in te dienen bij een toezichthoudende autoriteit voor gegevensbescherming, met name in de EU-lidstaat waar u woont of werkt of waar de vermeende inbreuk heeft plaatsgevonden.',
      ],
    },
    {
      heading: 'Cookies en lokale opslag',
      paragraphs: [
        '{site_name} gebruikt slechts een klein aantal cookies en items in de lokale opslag, die nodig zijn om u ingelogd te houden, uw taal te onthouden en te onthouden welke meldingen u hebt weggeklikt. Wij gebruiken geen advertentiecookies van derden zonder uw toestemming. De details vindt u in onze cookieverklaring.',
      ],
    },
    {
      heading: 'Minderjarigen',
      paragraphs: [
        "{site_name} is uitsluitend bedoeld voor personen van 18 jaar en ouder. Wij verzamelen niet bewust gegevens van minderjarigen. Als wij ontdekken dat een account toebehoort aan iemand jonger dan 18 jaar, blokkeren wij het en wissen wij de gegevens. Kent u zo'n geval, laat het ons dan weten via {support_email} of via het klachtenformulier op {domain}/complaints.",
      ],
    },
    {
      heading: 'Wijzigingen en contact',
      paragraphs: [
        'Wij kunnen deze privacyverklaring aanpassen als onze dienst of de wet verandert. Over belangrijke wijzigingen informeren wij u vooraf per e-mail of op {site_name}.',
        'Hebt u vragen over uw privacy? Neem contact op met {company_name} per e-mail via {support_email}, telefonisch op {support_phone} of per post op {address}, {city}, {country}.',
      ],
    },
  ],
} satisfies LegalDoc;
