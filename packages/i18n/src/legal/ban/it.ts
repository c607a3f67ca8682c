import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Regole sui ban',
  intro:
    'Su {site_name} tutti devono poter conoscere persone nuove in modo sicuro e piacevole. Queste regole spiegano quando blocchiamo un account, cosa comporta un blocco per i tuoi crediti e i tuoi dati e come puoi contestarlo se il tuo account viene bloccato.',
  sections: [
    {
      heading: 'Perché blocchiamo gli account?',
      paragraphs: [
        "{site_name} deve essere un luogo sicuro e piacevole per tutti. Per questo blocchiamo gli account che violano le nostre regole. I motivi più frequenti sono: molestie, minacce o comportamenti offensivi verso altri membri; avere meno di 18 anni o qualsiasi contatto che coinvolga minori; truffe e richieste ad altri membri di denaro, carte regalo o dati bancari; spam e pubblicità non richiesta; identità false, come l'uso del nome o delle foto di un'altra persona; la pubblicazione o l'invio di contenuti illegali.",
        'A seconda della gravità della violazione, possiamo bloccare un account senza preavviso. Quando la legge lo prevede, segnaliamo le attività illegali alle autorità competenti.',
      ],
    },
    {
      heading: 'Cosa succede ai tuoi crediti e ai tuoi dati?',
      paragraphs: [
        'Finché il tuo account è bloccato, il tuo profilo non è visibile agli altri membri e non puoi usare i tuoi crediti. Il saldo resta collegato al tuo account: se il blocco viene revocato, potrai usare di nuovo i tuoi crediti.',
        'Conserviamo i tuoi dati solo per il tempo necessario a gestire la violazione ed eventuali contestazioni, e per adempiere ai nostri obblighi di legge. Successivamente vengono cancellati in conformità con la nostra informativa sulla privacy.',
        'Se ritieni di avere diritto al rimborso di crediti non utilizzati, indicalo quando ci contatti.',
      ],
    },
    {
      heading: 'Come contestare il blocco',
      paragraphs: [
        "Pensi che il tuo account sia stato bloccato per errore? Invia un'e-mail a {support_email} dall'indirizzo collegato al tuo account oppure usa il modulo reclami su {domain}/complaints.",
        'Indica il tuo nome utente e spiega perché ritieni che il blocco non sia giustificato. Aggiungi qualsiasi informazione che possa aiutarci a esaminare il tuo caso.',
      ],
    },
    {
      heading: 'Cosa succede dopo?',
      paragraphs: [
        'Esaminiamo con attenzione ogni contestazione e ti comunichiamo la nostra decisione via e-mail. Se il blocco risulta ingiustificato, ripristiniamo il tuo account, compresi i crediti.',
        'Non creare un nuovo account mentre il tuo account è bloccato: anche gli account creati per aggirare un blocco vengono bloccati. Restano salvi i diritti che ti riconosce la legge.',
      ],
    },
  ],
} satisfies LegalDoc;
