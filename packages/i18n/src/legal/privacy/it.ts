import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Informativa sulla privacy',
  intro:
    'La tua privacy è importante, soprattutto su un sito di incontri. La presente informativa spiega quali dati personali raccoglie {site_name}, perché li utilizziamo, con chi li condividiamo, per quanto tempo li conserviamo e quali diritti ti riconosce il Regolamento generale sulla protezione dei dati (GDPR).',
  sections: [
    {
      heading: 'Titolare del trattamento',
      paragraphs: [
        'Il titolare del trattamento dei tuoi dati personali su {site_name} ({domain}) è {company_name}, {address}, {city}, {country}[[, numero di iscrizione alla Camera di Commercio {kvk}]].',
        "Per qualsiasi domanda sulla privacy o per esercitare i tuoi diritti puoi contattarci all'indirizzo {support_email} o al numero di telefono {support_phone}.",
      ],
    },
    {
      heading: 'Quali dati raccogliamo',
      paragraphs: [
        "Dati dell'account: il tuo indirizzo e-mail, la password (mai conservata in forma leggibile), il nome utente, la data di nascita, il sesso e la lingua che utilizzi.",
        "Dati del profilo: le tue foto, i tuoi interessi, la descrizione che fai di te e i dati personali che scegli di aggiungere. L'indicazione del tuo orientamento sessuale è facoltativa; la memorizziamo solo con il tuo consenso esplicito.",
        'Attività e messaggi: i «Mi piace» e i match che dai e ricevi, i messaggi, le foto e i regali che invii e ricevi nella chat, i membri che blocchi, le tue impostazioni (come la modalità invisibile e la modalità privacy) e le segnalazioni o i reclami che presenti.',
        'Posizione: la località che indichi nel tuo profilo, che memorizziamo sotto forma di coordinate per calcolare le distanze tra i membri.',
        'Dati di acquisto: i pacchetti di crediti che acquisti, importi e date, il saldo e il consumo dei tuoi crediti, i dati di fatturazione, nonché lo stato e il riferimento del pagamento che riceviamo dal fornitore di servizi di pagamento. Non riceviamo né conserviamo mai il numero completo della tua carta.',
        'Dati tecnici: il tuo indirizzo IP, il tipo di browser e di dispositivo, gli orari di accesso e i log del server, di cui abbiamo bisogno per far funzionare il servizio e renderlo sicuro.',
      ],
    },
    {
      heading: 'Finalità e basi giuridiche',
      paragraphs: [
        'Per eseguire il contratto con te (art. 6, par. 1, lett. b) GDPR): creare e gestire il tuo account, mostrare il tuo profilo agli altri membri, consentire la ricerca, i «Mi piace» e i match, recapitare i messaggi della chat, vendere crediti e fornire assistenza clienti.',
        'Per adempiere obblighi di legge (art. 6, par. 1, lett. c) GDPR): tenere la contabilità e i registri fiscali, rispondere alle richieste legittime delle autorità e gestire i contenuti illeciti come previsto dalla legge.',
        'Per il nostro legittimo interesse (art. 6, par. 1, lett. f) GDPR): proteggere la sicurezza del servizio, prevenire frodi, abusi e utilizzi fraudolenti dei pagamenti, moderare i contenuti, far rispettare i nostri termini, gestire le controversie e migliorare il servizio sulla base di statistiche aggregate. Puoi opporti a questo trattamento in qualsiasi momento (vedi «I tuoi diritti»).',
        'Con il tuo consenso (art. 6, par. 1, lett. a) GDPR e, per le categorie particolari di dati, art. 9, par. 2, lett. a) GDPR): memorizzare il tuo orientamento sessuale e, se ti chiediamo il consenso a tal fine, inviarti newsletter o e-mail promozionali. Puoi revocare il consenso in qualsiasi momento, senza pregiudicare la liceità del trattamento effettuato prima della revoca.',
        'Non vendiamo i tuoi dati personali e non li utilizziamo per la pubblicità di terzi.',
      ],
    },
    {
      heading: 'Orientamento sessuale e altri dati sensibili',
      paragraphs: [
        "Le informazioni sul tuo orientamento sessuale o sulla tua vita sessuale rientrano nelle categorie particolari di dati personali ai sensi del GDPR. L'indicazione del tuo orientamento sessuale su {site_name} è facoltativa. La memorizziamo solo se presti il tuo consenso esplicito al momento dell'inserimento e la utilizziamo soltanto per le finalità che ti vengono spiegate in quel momento, come la visualizzazione nel tuo profilo.",
        "Puoi revocare il consenso in qualsiasi momento rimuovendo l'informazione dal tuo profilo; a quel punto la cancelliamo. La revoca del consenso non ha altre conseguenze per il tuo account.",
        'Tieni presente che il semplice utilizzo di un sito di incontri per adulti, così come ciò che scrivi nel tuo profilo e nelle chat, può rivelare informazioni sulla tua vita sessuale. Trattiamo tutti i dati dei profili e delle chat in modo riservato e li utilizziamo solo per fornire il servizio e proteggere i nostri membri, come descritto nella presente informativa. Rifletti bene su ciò che condividi con gli altri.',
      ],
    },
    {
      heading: 'Chi può vedere i tuoi dati',
      paragraphs: [
        'Gli altri membri vedono il tuo profilo pubblico: nome utente, età, foto (i membri non premium ne vedono solo una parte), interessi, i dati che hai aggiunto e la distanza approssimativa o la tua località di residenza. Non vedono mai le tue coordinate esatte, il tuo indirizzo e-mail né i tuoi dati di pagamento. La modalità invisibile e la modalità privacy ti permettono di limitare ciò che gli altri vedono di te e della tua attività, e i membri che blocchi non possono più contattarti.',
        'I messaggi inviati ai profili fittizi vengono letti da operatori di chat che lavorano per noi o per nostro conto, i quali vi rispondono. Vedono il tuo profilo pubblico e la tua conversazione con quel profilo, ma non il tuo indirizzo e-mail, i tuoi dati di pagamento né la tua posizione esatta. Sono vincolati da un obbligo di riservatezza.',
        "I nostri moderatori e il personale dell'assistenza clienti possono accedere a profili, foto e messaggi quando ciò è necessario per gestire segnalazioni e reclami, prevenire abusi o rispondere alle tue domande. L'accesso è limitato al personale che ne ha bisogno per il proprio lavoro.",
      ],
    },
    {
      heading: 'Destinatari e responsabili del trattamento',
      paragraphs: [
        "Ci avvaliamo di fornitori che trattano dati personali per nostro conto (responsabili del trattamento), come fornitori di hosting e data center, servizi di invio e-mail e, se del caso, servizi esterni di operatori di chat e di assistenza clienti. Possono utilizzare i dati solo secondo le nostre istruzioni e sulla base di un accordo sul trattamento dei dati ai sensi dell'art. 28 GDPR.",
        'I pagamenti sono gestiti dal nostro fornitore di servizi di pagamento, che tratta i tuoi dati di pagamento in qualità di titolare autonomo secondo la propria informativa sulla privacy e ci trasmette solo le informazioni di cui abbiamo bisogno, come lo stato del pagamento e un riferimento.',
        "Comunichiamo dati alle autorità, come la polizia o l'amministrazione finanziaria, solo quando siamo obbligati o autorizzati per legge a farlo, ad esempio in caso di contenuti che coinvolgono minori o di un provvedimento dell'autorità giudiziaria.",
        "Preferiamo trattare i dati all'interno dello Spazio economico europeo (SEE). Se un fornitore trasferisce dati personali al di fuori del SEE, ci assicuriamo che siano previste garanzie adeguate, come una decisione di adeguatezza della Commissione europea o clausole contrattuali tipo. Puoi chiederci una copia di tali garanzie.",
      ],
    },
    {
      heading: 'Per quanto tempo conserviamo i tuoi dati',
      paragraphs: [
        'Conserviamo i dati del tuo account e del tuo profilo finché il tuo account esiste. Le foto e i messaggi che elimini vengono rimossi da {site_name}; le copie presenti nei backup vengono sovrascritte entro un periodo limitato.',
        "Quando cancelli il tuo account, hai 14 giorni per ripristinarlo tramite il link contenuto nell'e-mail di conferma. Trascorsi questi 14 giorni, il tuo account, il tuo profilo, le tue foto, i tuoi messaggi e gli altri dati personali vengono cancellati definitivamente.",
        'I dati di fatturazione devono essere conservati per il periodo previsto dalla normativa fiscale. Dopo la cancellazione del tuo account, li conserviamo solo in forma anonimizzata, senza alcun collegamento con te o con il tuo profilo.',
        'I log del server e gli altri dati tecnici sono conservati solo per il tempo necessario a fini di sicurezza e poi cancellati o anonimizzati. Se abbiamo escluso un account, possiamo conservare i dati necessari a impedire che la stessa persona si registri di nuovo e ad accertare, esercitare o difendere un diritto in sede giudiziaria, per il tempo strettamente necessario.',
      ],
    },
    {
      heading: 'Come proteggiamo i tuoi dati',
      paragraphs: [
        'Adottiamo misure tecniche e organizzative adeguate per proteggere i tuoi dati, tra cui connessioni cifrate (HTTPS), password conservate solo in forma di hash, accesso limitato per il personale e aggiornamenti di sicurezza regolari.',
        'Le foto che carichi vengono ricodificate e private di tutti i metadati, compresi i dati di localizzazione GPS, prima che altri possano vederle. Le tue coordinate esatte non lasciano mai i nostri server: gli altri membri vedono solo una distanza approssimativa.',
        "Nessun sistema è completamente sicuro. Se dovesse comunque verificarsi una violazione dei dati, la notificheremo all'autorità di controllo ove richiesto e ti informeremo senza ingiustificato ritardo se è probabile che comporti un rischio elevato per te.",
      ],
    },
    {
      heading: 'I tuoi diritti',
      paragraphs: [
        'Ai sensi del GDPR hai il diritto di accedere ai tuoi dati personali, di ottenerne la rettifica o la cancellazione, di chiedere la limitazione del trattamento, di riceverli in un formato portabile e di opporti al trattamento basato sul nostro legittimo interesse. Se il trattamento si basa sul tuo consenso, puoi revocarlo in qualsiasi momento.',
        "Puoi consultare e modificare autonomamente la maggior parte dei tuoi dati nelle impostazioni dell'account, dove puoi anche cancellare l'account. Per altre richieste, scrivi a {support_email} dall'indirizzo collegato al tuo account. Potremmo chiederti informazioni aggiuntive per verificare la tua identità. Rispondiamo entro un mese; nei casi complessi questo termine può essere prorogato al massimo di altri due mesi, e in tal caso te lo comunicheremo.",
        "Se ritieni che trattiamo i tuoi dati in modo illecito, contattaci prima di tutto, così da poter cercare di risolvere la questione. Hai inoltre il diritto di proporre reclamo a un'autorità di controllo per la protezione dei dati, in particolare nello Stato membro dell'UE in cui risiedi abitualmente o lavori oppure in cui si è verificata la presunta violazione.",
      ],
    },
    {
      heading: 'Cookie e archiviazione locale',
      paragraphs: [
        '{site_name} utilizza solo pochi cookie e voci di archiviazione locale, necessari per mantenerti connesso, ricordare la tua lingua e ricordare quali avvisi hai chiuso. Non utilizziamo cookie pubblicitari di terze parti senza il tuo consenso. Trovi tutti i dettagli nella nostra informativa sui cookie.',
      ],
    },
    {
      heading: 'Minori',
      paragraphs: [
        "{site_name} è riservato alle persone di almeno 18 anni. Non raccogliamo consapevolmente dati di minori. Se scopriamo che un account appartiene a una persona di età inferiore a 18 anni, lo blocchiamo e cancelliamo i dati. Se sei a conoscenza di un caso del genere, segnalacelo all'indirizzo {support_email} o tramite il modulo di reclamo all'indirizzo {domain}/complaints.",
      ],
    },
    {
      heading: 'Modifiche e contatti',
      paragraphs: [
        'Possiamo aggiornare la presente informativa quando cambiano il nostro servizio o la legge. Ti informeremo in anticipo delle modifiche rilevanti via e-mail o su {site_name}.',
        "Hai domande sulla tua privacy? Contatta {company_name} via e-mail all'indirizzo {support_email}, telefonicamente al numero {support_phone} o per posta all'indirizzo {address}, {city}, {country}.",
      ],
    },
  ],
} satisfies LegalDoc;
