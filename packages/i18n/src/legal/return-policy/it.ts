import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Politica di rimborso',
  intro:
    'Su {site_name} acquisti crediti per chattare con altri membri. Questa politica spiega il tuo diritto di recesso, quando puoi ottenere il rimborso dei crediti non utilizzati e come richiederlo. È parte integrante dei nostri termini e condizioni.',
  sections: [
    {
      heading: 'Diritto di recesso per i contenuti digitali',
      paragraphs: [
        "I crediti sono contenuti digitali che ti vengono forniti subito dopo il pagamento. In quanto consumatore nell'UE, per gli acquisti online hai normalmente un diritto di recesso di 14 giorni. Per i contenuti digitali, però, questo diritto decade una volta iniziata la fornitura, a condizione che tu abbia espressamente acconsentito alla fornitura immediata e riconosciuto di perdere così il diritto di recesso.",
        'Quando acquisti crediti, ti chiediamo questo consenso prima del pagamento. I crediti vengono poi aggiunti subito al tuo account.',
      ],
    },
    {
      heading: "Come l'uso dei crediti incide sui tuoi diritti",
      paragraphs: [
        'Non appena usi i crediti di un pacchetto, ad esempio per inviare un messaggio, una foto o un regalo, quei crediti sono consumati. I crediti utilizzati non possono essere restituiti né rimborsati.',
        'Ai crediti che non hai ancora utilizzato si applica la nostra politica di rimborso dei crediti non utilizzati, descritta di seguito.',
      ],
    },
    {
      heading: 'Rimborso dei crediti non utilizzati',
      paragraphs: [
        "Puoi ottenere il rimborso dei crediti non utilizzati entro {refund_days} giorni dall'acquisto. L'importo si basa sul prezzo per credito che hai effettivamente pagato per quel pacchetto, inclusi eventuali sconti.",
        'Se hai già utilizzato una parte del pacchetto, viene rimborsata solo la parte non utilizzata. Trascorsi {refund_days} giorni dalla data di acquisto, i crediti non utilizzati non sono più rimborsabili.',
      ],
    },
    {
      heading: 'Come richiedere un rimborso',
      paragraphs: [
        "Invia la tua richiesta a {support_email} dall'indirizzo e-mail collegato al tuo account oppure chiamaci al numero {support_phone}. Indica il tuo nome utente, la data di acquisto, il pacchetto acquistato e, se possibile, il riferimento del pagamento.",
        'Ti confermeremo la ricezione della richiesta, verificheremo il tuo saldo crediti e ti comunicheremo quanti crediti e quale importo verranno rimborsati.',
      ],
    },
    {
      heading: 'Come viene effettuato il rimborso',
      paragraphs: [
        "Effettuiamo il rimborso con lo stesso metodo di pagamento usato per l'acquisto, salvo diverso accordo con te. Lo facciamo il prima possibile e comunque entro 14 giorni dall'approvazione della richiesta. Non applichiamo alcun costo per i rimborsi.",
        "I crediti rimborsati vengono detratti dal tuo saldo. A seconda della banca o del fornitore di servizi di pagamento, possono essere necessari alcuni giorni lavorativi prima che l'importo compaia sul tuo conto.",
      ],
    },
    {
      heading: 'Annullare gli ordini ricorrenti',
      paragraphs: [
        "Se hai impostato un ordine ricorrente, puoi annullarlo in qualsiasi momento dalle impostazioni dell'account o contattando il servizio clienti. L'annullamento vale per tutti gli ordini futuri.",
        "Gli ordini già effettuati e pagati prima dell'annullamento sono trattati come qualsiasi altro acquisto: i crediti non utilizzati di questi ordini possono essere rimborsati entro {refund_days} giorni dall'acquisto.",
      ],
    },
  ],
} satisfies LegalDoc;
