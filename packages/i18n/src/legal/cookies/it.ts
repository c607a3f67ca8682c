import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Informativa sui cookie',
  intro:
    'La presente informativa spiega quali cookie e tecnologie simili utilizza {site_name} ({domain}), perché li utilizziamo e come puoi gestirli. Li limitiamo al minimo indispensabile: memorizziamo solo ciò che serve al funzionamento del sito e ciò che è necessario per ricordare le scelte che fai tu stesso.',
  sections: [
    {
      heading: "Che cosa sono i cookie e l'archiviazione locale?",
      paragraphs: [
        "I cookie sono piccoli file di testo che un sito web salva nel tuo browser e che il browser rinvia a quel sito nelle visite successive. L'archiviazione locale (local storage) è una tecnica simile: consente anch'essa a un sito web di salvare informazioni nel tuo browser, ma queste informazioni restano sul tuo dispositivo e non vengono inviate automaticamente al server.",
        'In base alle norme europee sulla privacy, i cookie e le tecnologie simili strettamente necessari per fornire un servizio da te richiesto possono essere utilizzati senza il tuo consenso. Per tutti gli altri abbiamo bisogno del tuo consenso preventivo.',
      ],
    },
    {
      heading: 'I cookie che utilizziamo',
      paragraphs: [
        "Cookie di sessione (il cui nome inizia con «auth.»): ti mantiene connesso dopo l'accesso, così non devi accedere di nuovo su ogni pagina, e protegge il tuo account da usi impropri. Questo cookie è strettamente necessario. Viene conservato per un massimo di 30 giorni o fino a quando esci dal tuo account.",
        'Cookie della lingua («locale»): ricorda la lingua che hai scelto per {site_name}, in modo che il sito venga mostrato in quella lingua alla tua visita successiva. Non contiene altre informazioni e viene conservato per 365 giorni.',
        'Entrambi sono cookie di prima parte, impostati direttamente da {site_name}. Non vengono utilizzati per seguirti su altri siti web e il loro contenuto non viene condiviso con terzi.',
        'Inoltre, se arrivi tramite un link di uno dei nostri partner pubblicitari, un cookie proprio «tracking_source» registra solo questo fatto (senza alcun identificativo) per 30 giorni, così da poterti mostrare la ricerca degli iscritti. I codici partner di quel link sono conservati nella memoria locale del tuo browser e inviati al momento dell’iscrizione.',
      ],
    },
    {
      heading: 'Archiviazione locale e di sessione',
      paragraphs: [
        "Quando accedi a {site_name}, mostriamo un avviso che il sito è riservato esclusivamente agli adulti. Dopo che lo hai confermato e chiuso, lo registriamo, insieme al momento della chiusura, nell'archiviazione locale del tuo browser con la chiave «hide-site-entry-warning», così l'avviso non ricompare a ogni visita.",
        'Facciamo lo stesso quando chiudi altri avvisi e notifiche sul sito, in modo che tu non li veda di nuovo.',
        'Queste voci registrano soltanto che hai chiuso un avviso e quando. Restano sul tuo dispositivo finché non cancelli i dati del browser e non ci vengono inviate.',
        "Dopo un aggiornamento del sito, il tuo browser può conservare per breve tempo un indicatore temporale nell'archiviazione di sessione (session storage) con la chiave «chunk-reload-at», in modo che la pagina venga ricaricata al massimo una volta al minuto se una sua parte non può più essere caricata. L'archiviazione di sessione viene cancellata quando chiudi la scheda.",
      ],
    },
    {
      heading: 'Nessun cookie pubblicitario o di tracciamento',
      paragraphs: [
        'Non utilizziamo cookie pubblicitari di terze parti né cookie di tracciamento senza il tuo consenso. Se in futuro volessimo utilizzare cookie non strettamente necessari, ad esempio per statistiche o pubblicità, ti chiederemo prima il consenso e aggiorneremo la presente informativa. Potrai revocare tale consenso in qualsiasi momento.',
        'Quando acquisti crediti, potresti essere reindirizzato al sito del nostro fornitore di servizi di pagamento. Tale fornitore può impostare propri cookie secondo la propria informativa sui cookie e sulla privacy, ad esempio per elaborare il pagamento in modo sicuro e prevenire le frodi.',
      ],
    },
    {
      heading: 'Come eliminare o bloccare i cookie',
      paragraphs: [
        "Puoi visualizzare ed eliminare in qualsiasi momento i cookie e l'archiviazione locale dalle impostazioni del browser, di solito alla voce «Privacy» o «Dati dei siti». Puoi anche impostare il browser in modo che blocchi i cookie. Le pagine di assistenza del tuo browser spiegano come fare.",
        "Tieni presente che, se elimini il cookie di sessione, verrai disconnesso, e se lo blocchi non potrai accedere. Se elimini il cookie della lingua, il sito verrà di nuovo mostrato nella lingua predefinita. Se cancelli l'archiviazione locale, l'avviso d'ingresso e gli avvisi che avevi chiuso compariranno di nuovo.",
      ],
    },
    {
      heading: 'Modifiche e contatti',
      paragraphs: [
        "Aggiorneremo la presente informativa se modificheremo i cookie o l'archiviazione locale che utilizziamo. La versione in vigore è sempre disponibile su questa pagina.",
        "Hai domande? Contatta {company_name} all'indirizzo {support_email}. Per saperne di più su come trattiamo i dati personali, consulta la nostra informativa sulla privacy.",
      ],
    },
  ],
} satisfies LegalDoc;
