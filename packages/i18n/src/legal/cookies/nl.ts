import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Cookieverklaring',
  intro:
    'In deze cookieverklaring leggen wij uit welke cookies en vergelijkbare technieken {site_name} ({domain}) gebruikt, waarom wij dat doen en hoe u daar zelf invloed op hebt. Wij houden het tot een minimum: wij slaan alleen op wat de website nodig heeft om te werken en wat nodig is om keuzes te onthouden die u zelf maakt.',
  sections: [
    {
      heading: 'Wat zijn cookies en lokale opslag?',
      paragraphs: [
        'Cookies zijn kleine tekstbestanden die een website in uw browser opslaat en die uw browser bij latere bezoeken terugstuurt naar die website. Lokale opslag (local storage) is een vergelijkbare techniek: ook daarmee kan een website informatie in uw browser opslaan, maar die informatie blijft op uw apparaat en wordt niet automatisch naar de server gestuurd.',
        'Volgens de Europese privacyregels mogen cookies en vergelijkbare technieken die strikt noodzakelijk zijn om een door u gevraagde dienst te leveren, zonder uw toestemming worden gebruikt. Voor alle andere cookies hebben wij vooraf uw toestemming nodig.',
      ],
    },
    {
      heading: 'Cookies die wij gebruiken',
      paragraphs: [
        'Sessiecookie (naam begint met ‘auth.’): houdt u ingelogd nadat u zich hebt aangemeld, zodat u niet op elke pagina opnieuw hoeft in te loggen, en beschermt uw account tegen misbruik. Deze cookie is strikt noodzakelijk. Hij wordt maximaal 30 dagen bewaard, of totdat u uitlogt.',
        'Taalcookie (‘locale’): onthoudt de taal die u voor {site_name} hebt gekozen, zodat de website bij uw volgende bezoek in die taal wordt getoond. Deze cookie bevat geen andere informatie en wordt 365 dagen bewaard.',
        'Beide zijn first-party cookies die {site_name} zelf plaatst. Ze worden niet gebruikt om u op andere websites te volgen en de inhoud ervan wordt niet met derden gedeeld.',
        'Als u binnenkomt via een link van een van onze advertentiepartners, legt een eigen cookie „tracking_source” daarnaast 30 dagen lang alleen dat feit vast (zonder kenmerk), zodat we u de ledenzoekfunctie kunnen tonen. De partnercodes van die link worden in de lokale opslag van uw browser bewaard en meegestuurd wanneer u zich aanmeldt.',
      ],
    },
    {
      heading: 'Lokale opslag en sessieopslag',
      paragraphs: [
        'Wanneer u {site_name} bezoekt, tonen wij een waarschuwing dat de website uitsluitend bedoeld is voor volwassenen. Zodra u die hebt bevestigd en weggeklikt, leggen wij dat, samen met het tijdstip, vast in de lokale opslag van uw browser onder de sleutel ‘hide-site-entry-warning’, zodat de waarschuwing niet bij elk bezoek opnieuw verschijnt.',
        'Hetzelfde doen wij wanneer u andere meldingen en mededelingen op de website wegklikt, zodat u ze niet opnieuw ziet.',
        'Deze items leggen alleen vast dat en wanneer u een melding hebt weggeklikt. Ze blijven op uw apparaat totdat u uw browsergegevens wist, en worden niet naar ons verstuurd.',
        'Na een update van de website kan uw browser kortstondig een tijdstempel in de sessieopslag (session storage) bewaren onder de sleutel ‘chunk-reload-at’, zodat de pagina hoogstens eenmaal per minuut opnieuw wordt geladen als een deel ervan niet meer kan worden geladen. De sessieopslag wordt gewist wanneer u het tabblad sluit.',
      ],
    },
    {
      heading: 'Geen advertentie- of trackingcookies',
      paragraphs: [
        "Wij gebruiken zonder uw toestemming geen advertentiecookies van derden en geen trackingcookies. Mochten wij ooit cookies willen gebruiken die niet strikt noodzakelijk zijn, bijvoorbeeld voor statistieken of advertenties, dan vragen wij eerst uw toestemming en passen wij deze verklaring aan. Zo'n toestemming kunt u op elk moment intrekken.",
        'Wanneer u credits koopt, kunt u worden doorgestuurd naar de website van onze betaaldienstverlener. Die kan volgens zijn eigen cookie- en privacyverklaring eigen cookies plaatsen, bijvoorbeeld om de betaling veilig af te handelen en fraude te voorkomen.',
      ],
    },
    {
      heading: 'Cookies verwijderen of blokkeren',
      paragraphs: [
        "U kunt cookies en lokale opslag op elk moment bekijken en verwijderen via de instellingen van uw browser, meestal onder ‘Privacy’ of ‘Sitegegevens’. U kunt uw browser ook zo instellen dat hij cookies blokkeert. In de helppagina's van uw browser leest u hoe dat werkt.",
        'Let op: als u de sessiecookie verwijdert, wordt u uitgelogd, en als u hem blokkeert, kunt u niet inloggen. Als u de taalcookie verwijdert, wordt de website weer in de standaardtaal getoond. Als u de lokale opslag wist, verschijnen de waarschuwing bij binnenkomst en de meldingen die u had weggeklikt opnieuw.',
      ],
    },
    {
      heading: 'Wijzigingen en contact',
      paragraphs: [
        'Wij passen deze verklaring aan als wij de cookies of lokale opslag die wij gebruiken wijzigen. De actuele versie staat altijd op deze pagina.',
        'Hebt u vragen? Neem contact op met {company_name} via {support_email}. Meer over hoe wij met persoonsgegevens omgaan, leest u in onze privacyverklaring.',
      ],
    },
  ],
} satisfies LegalDoc;
