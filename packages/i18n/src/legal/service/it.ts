import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Servizio clienti',
  intro:
    'Hai una domanda sul tuo account, sui crediti o su un pagamento? Il nostro servizio clienti sarà felice di aiutarti. Molte risposte si trovano anche nelle nostre domande frequenti.',
  sections: [
    {
      heading: 'Come contattarci',
      paragraphs: [
        'E-mail: {support_email}',
        'Telefono: {support_phone}',
        "Per domande sul tuo account o su un pagamento, l'e-mail è di solito il modo più rapido per raggiungerci. Scrivici dall'indirizzo e-mail collegato al tuo account, così potremo trovarlo subito.",
      ],
    },
    {
      heading: 'Tempi di risposta',
      paragraphs: [
        'Ci impegniamo a rispondere a ogni e-mail entro due giorni lavorativi, e di solito molto prima. I messaggi ricevuti nel fine settimana o nei giorni festivi vengono gestiti il primo giorno lavorativo successivo.',
        'Se la tua domanda è urgente, ad esempio per un pagamento che non è stato elaborato, puoi anche chiamarci.',
      ],
    },
    {
      heading: 'Cosa indicare nel messaggio',
      paragraphs: [
        "Per aiutarci ad assisterti rapidamente, indica il tuo nome utente, l'indirizzo e-mail del tuo account e una descrizione chiara della tua domanda o del problema. Per domande su un pagamento, indica anche data, importo, metodo di pagamento e, se possibile, il riferimento del pagamento. Può essere utile anche uno screenshot del messaggio di errore.",
        'Non inviarci mai la tua password o i dati completi della tua carta. Il nostro personale non te li chiederà mai.',
      ],
    },
    {
      heading: 'Reclami',
      paragraphs: [
        'Non sei soddisfatto del nostro servizio o vuoi segnalare un membro? Presenta un reclamo tramite il modulo su {domain}/complaints. Descrivi il problema nel modo più preciso possibile e, se segnali un membro, indica il suo nome utente.',
        'Ti confermeremo la ricezione del reclamo e ci impegniamo a darti una risposta completa entro 14 giorni. Se avremo bisogno di più tempo, te lo faremo sapere.',
      ],
    },
    {
      heading: "Dati dell'azienda",
      paragraphs: [
        '{site_name} è gestito da {company_name}, {address}, {city}, {country}.',
        '[[Numero di iscrizione al Registro delle imprese (KvK): {kvk}]]',
        '[[Partita IVA: {vat_numbers}]]',
        'Sito web: {domain}',
      ],
    },
  ],
} satisfies LegalDoc;
