import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Domande frequenti',
  intro:
    "Qui trovi le risposte alle domande che ci vengono poste più spesso. Non trovi quello che cerchi? Contatta il nostro servizio clienti all'indirizzo {support_email}.",
  sections: [
    {
      heading: 'Chi può iscriversi a {site_name}?',
      paragraphs: [
        '{site_name} è riservato agli adulti. Per creare un account devi avere almeno 18 anni e, iscrivendoti, confermi di averli.',
        "L'iscrizione è gratuita. Dopo la registrazione ti inviamo un'e-mail con un link di attivazione: il tuo account è attivo non appena ci clicchi sopra.",
      ],
    },
    {
      heading: 'Quanto costa {site_name}?',
      paragraphs: [
        'Creare un account, completare il profilo, cercare membri e mettere «Mi piace» ai profili è gratis. Paghi solo quando chatti: inviare messaggi, foto e regali costa crediti.',
        "Non c'è nessun abbonamento. Acquisti crediti in pacchetti, con un acquisto singolo, quando ne hai bisogno. I nuovi membri ricevono uno sconto di benvenuto valido per un periodo limitato.",
      ],
    },
    {
      heading: 'Come funzionano i crediti?',
      paragraphs: [
        "I crediti sono la valuta con cui chatti su {site_name}. Ogni messaggio, foto o regalo che invii costa un certo numero di crediti e il prezzo viene sempre mostrato prima dell'invio. Il tuo saldo attuale è visibile nel tuo account.",
        'Puoi ricaricare i crediti in qualsiasi momento acquistando un nuovo pacchetto. Se preferisci, puoi impostare un ordine ricorrente, così lo stesso pacchetto viene riordinato automaticamente. Puoi annullare un ordine ricorrente in qualsiasi momento dal tuo account.',
      ],
    },
    {
      heading: 'Cosa significa essere premium?',
      paragraphs: [
        'Diventi membro premium con il tuo primo acquisto di crediti. Come membro premium puoi vedere tutte le foto degli altri membri, caricare fino a 25 foto e avere tutte le conversazioni che vuoi.',
        'I membri gratuiti possono avere al massimo 2 conversazioni e caricare fino a 3 foto. Una volta premium, resti premium anche quando hai esaurito i crediti.',
      ],
    },
    {
      heading: 'Quante foto posso caricare?',
      paragraphs: [
        'I membri gratuiti possono caricare fino a 3 foto, i membri premium fino a 25. Le foto devono ritrarre te e rispettare i nostri termini e condizioni. Non sono ammesse foto di altre persone né contenuti illegali.',
        'Consiglio: una tua foto nitida e recente rende il profilo molto più attraente.',
      ],
    },
    {
      heading: 'Tutti i profili sono reali?',
      paragraphs: [
        'No. Oltre ai membri reali, su {site_name} ci sono profili fittizi. Sono gestiti da operatori che chattano con te a scopo di intrattenimento; non è possibile incontrarli nella vita reale.',
        "I profili fittizi sono sempre contrassegnati in modo chiaro da un'icona e da un avviso, così sai sempre con chi stai parlando. Chattare con un profilo fittizio costa crediti esattamente come chattare con un membro reale.",
      ],
    },
    {
      heading: 'Come funzionano i match?',
      paragraphs: [
        "Se un profilo ti piace, mettigli «Mi piace». Se anche quel membro ti mette «Mi piace», è un match: sapete entrambi che l'interesse è reciproco.",
        'Non serve un match per inviare un messaggio, ma è un ottimo modo per rompere il ghiaccio.',
      ],
    },
    {
      heading: 'Cosa sono la modalità invisibile e la modalità privacy?',
      paragraphs: [
        'In modalità invisibile il tuo profilo non compare nei risultati di ricerca. Gli altri membri non possono trovarti, quindi sei tu a fare la prima mossa: possono contattarti solo dopo che hai scritto loro.',
        'In modalità privacy il tuo profilo è visibile solo ai membri a cui hai messo «Mi piace» o inviato un messaggio. Puoi attivare e disattivare entrambe le modalità in qualsiasi momento in Il mio profilo, nella sezione Privacy.',
      ],
    },
    {
      heading: 'Come blocco un altro membro?',
      paragraphs: [
        "Usa il pulsante di blocco sul suo profilo (l'intestazione della vostra conversazione porta lì). I membri che hai bloccato sono elencati nelle impostazioni, dove puoi sbloccarli. Il blocco elimina tutte le conversazioni e i «Mi piace» tra voi due, e quel membro non potrà più contattarti.",
        'Se qualcuno ti molesta o viola le regole, segnalalo anche tramite il modulo reclami su {domain}/complaints, così potremo intervenire.',
      ],
    },
    {
      heading: "Non ho ricevuto l'e-mail di attivazione. Cosa faccio?",
      paragraphs: [
        "L'e-mail può impiegare qualche minuto ad arrivare. Controlla la cartella spam o posta indesiderata e verifica di aver inserito correttamente il tuo indirizzo e-mail al momento dell'iscrizione.",
        'Ancora niente? Aggiungi {support_email} ai tuoi contatti e scrivi al nostro servizio clienti: ti aiuteremo ad attivare il tuo account.',
      ],
    },
    {
      heading: 'Ho dimenticato la password. Come la reimposto?',
      paragraphs: [
        "Nella pagina di accesso, usa il link per reimpostare la password e inserisci l'indirizzo e-mail del tuo account. Ti invieremo un link per scegliere una nuova password.",
        'Il link è valido solo per un periodo limitato. Se è scaduto, richiedine semplicemente uno nuovo. Per la tua sicurezza, non ti chiederemo mai la password via e-mail o per telefono.',
      ],
    },
    {
      heading: 'Come elimino il mio account? Posso tornare indietro?',
      paragraphs: [
        "Puoi eliminare il tuo account dalle impostazioni dell'account. Da quel momento il tuo profilo non è più visibile agli altri membri.",
        "Hai cambiato idea? Per 14 giorni dopo l'eliminazione puoi riattivare il tuo account tramite il link contenuto nell'e-mail che ti inviamo. Trascorso questo periodo, l'account viene eliminato definitivamente, ad eccezione dei dati che siamo tenuti per legge a conservare, come le registrazioni dei pagamenti.",
        "L'eliminazione dell'account non comporta il rimborso automatico dei crediti non utilizzati. Se hai diritto a un rimborso, richiedilo prima di eliminare l'account.",
      ],
    },
    {
      heading: 'Posso ottenere un rimborso?',
      paragraphs: [
        "I crediti non utilizzati possono essere rimborsati entro {refund_days} giorni dall'acquisto. I crediti già utilizzati non sono rimborsabili.",
        'Per richiedere un rimborso, scrivi a {support_email}. Trovi tutti i dettagli nella nostra politica di rimborso.',
      ],
    },
    {
      heading: 'Quali metodi di pagamento posso usare?',
      paragraphs: [
        "I metodi di pagamento disponibili dipendono dal tuo paese e possono includere iDEAL, Bancontact, carte di credito e di debito, PayPal, addebito diretto SEPA, BLIK e Przelewy24. Al momento dell'acquisto dei crediti vedrai le opzioni disponibili per te.",
        'I pagamenti vengono elaborati tramite fornitori di servizi di pagamento sicuri. I crediti vengono aggiunti al tuo account non appena il pagamento è confermato.',
      ],
    },
    {
      heading: 'Come posso stare al sicuro?',
      paragraphs: [
        "Non inviare mai denaro, carte regalo o dati bancari a persone conosciute online, per quanto convincente sia la loro storia. Chiedere denaro ad altri membri è contro le nostre regole e comporta il blocco dell'account.",
        'Prenditi il tuo tempo prima di condividere dati personali come il tuo indirizzo, il luogo di lavoro o il numero di telefono. Se decidi di incontrare qualcuno, scegli un luogo pubblico e frequentato e fai sapere a una persona di fiducia dove stai andando.',
        'Blocca i membri che ti mettono a disagio e segnala qualsiasi comportamento sospetto tramite il modulo reclami su {domain}/complaints.',
      ],
    },
    {
      heading: 'Come posso contattare {site_name}?',
      paragraphs: [
        'Scrivi a {support_email} o chiamaci al numero {support_phone}. Indica il tuo nome utente, così potremo aiutarti rapidamente.',
        'Puoi presentare un reclamo tramite il modulo su {domain}/complaints. Tutti i recapiti sono disponibili nella pagina del nostro servizio clienti.',
      ],
    },
  ],
} satisfies LegalDoc;
