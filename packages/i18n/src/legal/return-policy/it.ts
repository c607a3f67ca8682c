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
        'I tuoi crediti vengono aggiunti al tuo account non appena il pagamento è completato. Completando il pagamento chiedi questa fornitura immediata e riconosci che da quel momento il tuo diritto di recesso per quei crediti decade.',
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
        "Nella pagina «I tuoi ordini» apri l'acquisto interessato e scegli «Chiedi il rimborso dei crediti non utilizzati». Non appena confermi, i crediti non utilizzati di quell'acquisto ti vengono rimborsati subito sul metodo di pagamento che hai usato.",
        "La pagina dell'acquisto mostra poi quanti crediti e quale importo sono stati rimborsati. Se hai bisogno di aiuto con un rimborso, puoi anche scrivere a {support_email} oppure chiamarci al numero {support_phone}.",
      ],
    },
    {
      heading: 'Come viene effettuato il rimborso',
      paragraphs: [
        "Effettuiamo il rimborso con lo stesso metodo di pagamento usato per l'acquisto. Il rimborso viene avviato non appena lo richiedi, senza alcuna approvazione da parte nostra. Non applichiamo alcun costo per i rimborsi.",
        "I crediti rimborsati vengono detratti dal tuo saldo. A seconda della banca o del fornitore di servizi di pagamento, possono essere necessari alcuni giorni lavorativi prima che l'importo compaia sul tuo conto.",
      ],
    },
    {
      heading: 'Annullare gli ordini ricorrenti',
      paragraphs: [
        "Se hai impostato un ordine ricorrente, puoi annullarlo in qualsiasi momento rimuovendo la carta salvata nella pagina degli ordini ricorrenti del negozio di crediti oppure contattando il servizio clienti. L'annullamento vale per tutti gli ordini futuri.",
        "Gli ordini già effettuati e pagati prima dell'annullamento sono trattati come qualsiasi altro acquisto: i crediti non utilizzati di questi ordini possono essere rimborsati entro {refund_days} giorni dall'acquisto.",
      ],
    },
  ],
} satisfies LegalDoc;
