import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Blokkeerbeleid',
  intro:
    'Op {site_name} moet iedereen veilig en prettig nieuwe mensen kunnen leren kennen. Dit beleid legt uit wanneer we een account blokkeren, wat een blokkade betekent voor je credits en gegevens, en hoe je bezwaar kunt maken als je account geblokkeerd wordt.',
  sections: [
    {
      heading: 'Waarom blokkeren we accounts?',
      paragraphs: [
        "{site_name} moet voor iedereen een veilige en prettige plek zijn. Daarom blokkeren we accounts die onze regels overtreden. De meest voorkomende redenen zijn: het lastigvallen, bedreigen of beledigen van andere leden; jonger zijn dan 18 jaar of elk contact waarbij minderjarigen betrokken zijn; oplichting en andere leden vragen om geld, cadeaukaarten of bankgegevens; spam en ongevraagde reclame; valse identiteiten, zoals het gebruik van de naam of foto's van iemand anders; en het plaatsen of versturen van illegale inhoud.",
        'Afhankelijk van de ernst van de overtreding kunnen we een account zonder voorafgaande waarschuwing blokkeren. Waar de wet dat vereist, melden we illegale activiteiten bij de bevoegde autoriteiten.',
      ],
    },
    {
      heading: 'Wat gebeurt er met je credits en gegevens?',
      paragraphs: [
        'Zolang je account geblokkeerd is, is je profiel niet zichtbaar voor andere leden en kun je je credits niet gebruiken. Je saldo blijft aan je account gekoppeld: wordt de blokkering opgeheven, dan kun je je credits weer gebruiken.',
        'We bewaren je gegevens alleen zolang dat nodig is om de overtreding en een eventueel bezwaar af te handelen en om aan onze wettelijke verplichtingen te voldoen. Daarna worden ze verwijderd volgens ons privacybeleid.',
        'Denk je recht te hebben op terugbetaling van ongebruikte credits? Vermeld dat dan als je contact met ons opneemt.',
      ],
    },
    {
      heading: 'Zo maak je bezwaar',
      paragraphs: [
        'Denk je dat je account ten onrechte is geblokkeerd? Stuur een e-mail naar {support_email} vanaf het e-mailadres dat aan je account is gekoppeld, of gebruik het klachtenformulier op {domain}/complaints.',
        'Vermeld je gebruikersnaam en leg uit waarom je de blokkering onterecht vindt. Voeg alle informatie toe die ons kan helpen je zaak te beoordelen.',
      ],
    },
    {
      heading: 'Wat gebeurt er daarna?',
      paragraphs: [
        'We bekijken elk bezwaar zorgvuldig en laten je ons besluit per e-mail weten. Blijkt de blokkering onterecht, dan herstellen we je account, inclusief je credits.',
        'Maak geen nieuw account aan zolang je account geblokkeerd is: accounts die worden aangemaakt om een blokkering te omzeilen, blokkeren we ook. Dit laat je wettelijke rechten onverlet.',
      ],
    },
  ],
} satisfies LegalDoc;
