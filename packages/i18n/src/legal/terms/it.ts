import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Termini e condizioni',
  intro:
    'I presenti termini e condizioni si applicano a ogni utilizzo di {site_name} ({domain}) e a ogni acquisto di crediti effettuato sul sito. Ti invitiamo a leggerli con attenzione: creando un account li accetti. Versione del {terms_date}.',
  sections: [
    {
      heading: 'Chi siamo e ambito di applicazione',
      paragraphs: [
        "{site_name} è gestito da {company_name}, {address}, {city}, {country}[[, numero di iscrizione alla Camera di Commercio {kvk}]][[, partita IVA {vat_numbers}]], di seguito «noi». Puoi contattarci via e-mail all'indirizzo {support_email} o telefonicamente al numero {support_phone}.",
        "{site_name} è un servizio online di incontri e chat per adulti. I membri possono creare un profilo, cercare altri membri, mettere «Mi piace» ai profili e chattare tramite messaggi di testo, foto e regali virtuali. L'iscrizione e la creazione del profilo sono gratuite; la chat si paga con i crediti.",
        'I presenti termini costituiscono il contratto tra te e noi. La nostra informativa sulla privacy e la nostra informativa sui cookie spiegano come trattiamo i tuoi dati personali; non fanno parte di questo contratto, ma si applicano al tuo utilizzo di {site_name}.',
      ],
    },
    {
      heading: 'Requisiti: solo per adulti',
      paragraphs: [
        'Per utilizzare {site_name} devi avere almeno 18 anni ed essere autorizzato a visualizzare contenuti per adulti secondo la legge del paese in cui ti trovi. Con la registrazione confermi di soddisfare entrambi i requisiti.',
        "L'account è personale. Puoi avere un solo account e non puoi consentirne l'uso ad altre persone. Gli account non possono essere utilizzati per scopi commerciali.",
        'Se abbiamo motivo di ritenere che un membro abbia meno di 18 anni, blocchiamo immediatamente il suo account e lo eliminiamo. Puoi segnalarci il sospetto che un membro sia minorenne tramite il modulo di reclamo o via e-mail.',
      ],
    },
    {
      heading: 'Il tuo account',
      paragraphs: [
        "Al momento della registrazione devi fornire informazioni corrette e mantenerle aggiornate. L'indirizzo e-mail che utilizzi deve essere tuo e deve poter ricevere i nostri messaggi, perché lo usiamo per comunicazioni importanti, come la conferma della cancellazione di un account.",
        'Mantieni segrete le tue credenziali di accesso. Sei responsabile di tutto ciò che avviene tramite il tuo account, a meno che tu non potessi ragionevolmente impedirlo. Se sospetti che qualcun altro abbia accesso al tuo account, cambia subito la password e contattaci.',
        "Il tuo profilo può contenere foto, interessi e dati personali. L'indicazione del tuo orientamento sessuale è facoltativa; la memorizziamo solo con il tuo consenso esplicito e puoi rimuoverla in qualsiasi momento. La modalità invisibile, la modalità privacy e la possibilità di bloccare altri membri ti permettono di decidere chi ti vede e chi può contattarti.",
        'Se tu e un altro membro vi mettete reciprocamente «Mi piace», nasce un match. Un «Mi piace» o un match non obbligano nessuno dei due a nulla.',
      ],
    },
    {
      heading: 'Crediti, prezzi e pagamento',
      paragraphs: [
        "L'iscrizione, la creazione del profilo, la ricerca e i «Mi piace» sono gratuiti. La chat si paga con i crediti: l'invio di un messaggio, di una foto o di un regalo consuma un numero di crediti che ti viene indicato su {site_name} prima dell'invio.",
        "I crediti sono venduti in pacchetti. Il prezzo di ciascun pacchetto, IVA inclusa ove applicabile, e il numero di crediti che contiene ti vengono indicati prima del pagamento. L'acquisto si conclude quando completi il pagamento e i crediti vengono accreditati sul tuo account non appena il pagamento è confermato. Per ogni acquisto ricevi una fattura.",
        'I pagamenti sono elaborati da un fornitore di servizi di pagamento esterno. Non riceviamo né conserviamo mai il numero completo della tua carta.',
        "Ogni acquisto è un pagamento singolo. Se lo desideri, puoi attivare un ordine ricorrente, che acquista di nuovo automaticamente lo stesso pacchetto alle condizioni che ti vengono mostrate al momento dell'attivazione. Puoi disattivare un ordine ricorrente in qualsiasi momento dal tuo account, con effetto per tutti gli ordini futuri.",
        'I crediti sono legati al tuo account. Non hanno valore monetario, non possono essere trasferiti ad altri membri o account e non possono essere convertiti in denaro, salvo tramite un rimborso secondo quanto previsto dai presenti termini. Possiamo modificare i prezzi per il futuro; le variazioni di prezzo non incidono sugli acquisti già effettuati.',
      ],
    },
    {
      heading: 'Status premium',
      paragraphs: [
        'Con il tuo primo acquisto di un pacchetto di crediti diventi membro premium, senza costi aggiuntivi. Come membro premium puoi vedere tutte le foto degli altri membri e caricare fino a 25 foto anziché 3.',
        "Lo status premium non è un abbonamento: non si rinnova e di per sé non costa nulla. Se l'acquisto con cui sei diventato membro premium viene rimborsato o stornato, possiamo revocarti lo status premium.",
      ],
    },
    {
      heading: 'Rimborsi e diritto di recesso',
      paragraphs: [
        "Puoi ottenere il rimborso dei crediti che non hai utilizzato. Se lo richiedi entro {refund_days} giorni da un acquisto, ti rimborsiamo i crediti di quell'acquisto che non hai ancora utilizzato, in base al prezzo per credito che hai effettivamente pagato per quel pacchetto. Invia la tua richiesta a {support_email} indicando a quale acquisto si riferisce. I dettagli sono riportati nella nostra politica di rimborso.",
        'I crediti sono contenuti digitali che ti vengono forniti subito dopo il pagamento. In qualità di consumatore, per gli acquisti online hai normalmente un diritto di recesso di 14 giorni; per i contenuti digitali, tuttavia, tale diritto si estingue una volta iniziata la fornitura, a condizione che tu abbia espressamente acconsentito alla fornitura immediata e riconosciuto di perdere così il diritto di recesso. Ti chiediamo questo consenso prima del pagamento. Ciò non pregiudica il rimborso dei crediti non utilizzati descritto sopra.',
        "I rimborsi vengono effettuati gratuitamente, con lo stesso mezzo di pagamento utilizzato per l'acquisto, il prima possibile e comunque entro 14 giorni dall'approvazione della tua richiesta. I crediti rimborsati vengono detratti dal tuo saldo.",
        "Se fai stornare un pagamento dalla tua banca o dall'emittente della tua carta (chargeback) senza un valido motivo, possiamo rimuovere i crediti corrispondenti e sospendere il tuo account finché la questione non sarà risolta. Ciò non pregiudica i tuoi diritti se non hai autorizzato tu stesso il pagamento.",
      ],
    },
    {
      heading: 'Profili fittizi',
      paragraphs: [
        'Non tutti i profili su {site_name} appartengono a membri reali. Alcuni profili sono fittizi: sono gestiti da {company_name}, o per suo conto, da operatori di chat che scrivono i messaggi, a scopo di intrattenimento e per animare le conversazioni.',
        "I profili fittizi sono sempre chiaramente contrassegnati da un'icona e da un avviso, sia sul profilo sia nella chat. Presta attenzione a questo contrassegno prima di iniziare o proseguire una conversazione.",
        'Una conversazione con un profilo fittizio non può mai portare a un incontro o a una relazione nella vita reale, anche se la conversazione sembra suggerire il contrario. I messaggi inviati ai profili fittizi costano gli stessi crediti dei messaggi inviati agli altri membri. Se non vuoi chattare con profili fittizi, non avviare conversazioni con i profili che recano questo contrassegno.',
      ],
    },
    {
      heading: 'Regole di comportamento',
      paragraphs: [
        '{site_name} è pensato per contatti rispettosi tra adulti. Sei responsabile di tutto ciò che pubblichi e invii e devi rispettare la legge e le presenti regole.',
        "In particolare, è vietato: pubblicare o inviare contenuti che coinvolgano o sessualizzino minori; caricare foto di altre persone senza il loro consenso o usare una foto profilo che non ti ritrae; molestare, minacciare, insultare, ricattare o discriminare altri membri; pubblicare contenuti illeciti, violenti, d'odio o diffamatori; offrire o richiedere prestazioni sessuali a pagamento, o pubblicizzare prodotti, servizi o altri siti web; diffondere dati personali di terzi o chiedere ad altri membri denaro o dati finanziari; spacciarsi per un'altra persona o creare account falsi o multipli; inviare spam o utilizzare bot, script o altri strumenti automatizzati; oppure tentare di aggirare le misure di sicurezza o il sistema di crediti di {site_name}.",
        "Incontrare di persona un altro membro è una tua decisione e una tua responsabilità. Scegli un luogo pubblico, di' a una persona di fiducia dove stai andando e non inviare mai denaro a qualcuno che conosci solo online.",
        "Puoi bloccare qualsiasi membro, che da quel momento non potrà più contattarti. Segnala i contenuti o i comportamenti che violano queste regole tramite il modulo di reclamo all'indirizzo {domain}/complaints.",
      ],
    },
    {
      heading: 'Moderazione, sospensione ed esclusione',
      paragraphs: [
        'Possiamo verificare profili, foto e messaggi, ad esempio in seguito a una segnalazione, per far rispettare queste regole e proteggere i nostri membri. Possiamo rifiutare o rimuovere i contenuti che violano i presenti termini o la legge.',
        'A seconda della gravità della violazione, possiamo inviarti un avvertimento, limitare o sospendere temporaneamente il tuo account oppure escluderti in modo permanente. Nei casi gravi, come contenuti che coinvolgono minori, frodi, minacce o violazioni ripetute, possiamo escluderti senza preavviso. Un membro escluso non può creare un nuovo account.',
        'Ti informiamo di ogni provvedimento adottato e dei relativi motivi, salvo che la legge ce lo vieti. Prendiamo queste decisioni con diligenza, in modo obiettivo e tenendo debitamente conto dei tuoi interessi. Puoi contestare una decisione tramite il modulo di reclamo.',
        "L'esclusione non pregiudica il tuo diritto al rimborso dei crediti non utilizzati secondo le regole di rimborso sopra indicate, salvo che sia dovuta a frode o ad abusi nei pagamenti. Possiamo segnalare i reati alle autorità competenti.",
      ],
    },
    {
      heading: 'I tuoi contenuti e la nostra licenza',
      paragraphs: [
        'Mantieni tutti i diritti sulle foto, sui testi e sugli altri contenuti che pubblichi su {site_name}. Garantisci di avere il diritto di pubblicarli, che non violano i diritti di terzi e che tutte le persone riconoscibili nelle tue foto hanno acconsentito alla loro pubblicazione.',
        'Per consentirci di gestire il servizio, concedi a {company_name} una licenza non esclusiva e gratuita per memorizzare, ricodificare, ridimensionare e mostrare i tuoi contenuti agli altri membri, esclusivamente ai fini del funzionamento di {site_name}. Non vendiamo i tuoi contenuti e non li utilizziamo al di fuori di {site_name} senza il tuo specifico consenso.',
        'La licenza termina quando elimini il contenuto o quando il tuo account viene cancellato definitivamente, fatta eccezione per le copie che siamo tenuti per legge a conservare.',
        'Il software, la grafica, i testi e i marchi di {site_name} appartengono a noi o ai nostri licenzianti. Non puoi copiarli, estrarli in modo automatizzato né riutilizzarli senza la nostra autorizzazione.',
      ],
    },
    {
      heading: 'Il nostro servizio e la nostra responsabilità',
      paragraphs: [
        'Facciamo del nostro meglio per mantenere {site_name} disponibile e sicuro, ma non possiamo garantire che funzioni sempre senza interruzioni o errori. Possiamo modificare, ampliare o limitare funzioni per giustificati motivi, ad esempio per obblighi di legge, ragioni di sicurezza o sviluppi tecnici. Ti informeremo in anticipo delle modifiche rilevanti che ti riguardano.',
        "Non garantiamo che troverai un match o un partner. Non possiamo verificare l'identità e le intenzioni di ogni membro e non siamo responsabili di ciò che altri membri dicono o fanno, su {site_name} o al di fuori di esso.",
        "Rispondiamo senza limiti dei danni causati con dolo o colpa grave, dei danni alla vita o alla salute e in tutti i casi in cui la legge non consente di limitare la responsabilità. Negli altri casi, e nei limiti consentiti dalla legge, la nostra responsabilità è limitata ai danni diretti prevedibili, fino all'importo che ci hai pagato nei dodici mesi precedenti l'evento che ha causato il danno.",
        'Nessuna disposizione dei presenti termini limita i diritti che ti spettano come consumatore in base a norme inderogabili.',
      ],
    },
    {
      heading: "Cancellazione dell'account",
      paragraphs: [
        "Puoi cancellare il tuo account in qualsiasi momento dalle impostazioni dell'account. Ti invieremo quindi un'e-mail con un link che ti consente di annullare la cancellazione entro 14 giorni. Durante questo periodo il tuo profilo non è più visibile agli altri membri.",
        'Se non utilizzi il link entro 14 giorni, il tuo account e i tuoi dati personali vengono cancellati definitivamente e non possono più essere ripristinati. Vengono conservati soltanto i dati di fatturazione, in forma anonimizzata, per il periodo previsto dalla normativa fiscale.',
        "I crediti non utilizzati vanno persi una volta che l'account è stato cancellato definitivamente. Se hai diritto a un rimborso, richiedilo prima di cancellare il tuo account.",
        'Possiamo risolvere il contratto e chiudere il tuo account se ti escludiamo (vedi «Moderazione, sospensione ed esclusione») oppure, con un congruo preavviso, se cessiamo di gestire {site_name}. Se chiudiamo {site_name}, ti rimborsiamo tutti i crediti acquistati e non utilizzati.',
      ],
    },
    {
      heading: 'Reclami, controversie e legge applicabile',
      paragraphs: [
        "Se hai un reclamo riguardante {site_name}, un acquisto o una nostra decisione, come la rimozione di un contenuto o un'esclusione, utilizza il modulo di reclamo all'indirizzo {domain}/complaints. Puoi anche scriverci a {support_email}.",
        'Descrivi il tuo reclamo nel modo più chiaro possibile. Ti confermeremo la ricezione e risponderemo il prima possibile, di norma entro 14 giorni. Se ci serve più tempo, ti spiegheremo il motivo e quando puoi aspettarti una risposta.',
        'Se non riusciamo a risolvere insieme un reclamo, puoi sottoporre la controversia al giudice competente. Per le decisioni di moderazione dei contenuti puoi inoltre rivolgerti a un organismo di risoluzione extragiudiziale delle controversie certificato ai sensi del Regolamento UE sui servizi digitali (Digital Services Act).',
        'I presenti termini sono regolati dalla legge del paese in cui {company_name} ha la propria sede legale ({country}). Se sei un consumatore, ciò non ti priva della tutela garantita dalle norme inderogabili della legge del paese in cui risiedi abitualmente. In qualità di consumatore puoi agire in giudizio davanti ai giudici del paese in cui risiedi o del paese in cui abbiamo sede; noi possiamo agire nei tuoi confronti solo davanti ai giudici del paese in cui risiedi.',
      ],
    },
    {
      heading: 'Modifiche ai presenti termini',
      paragraphs: [
        "Possiamo modificare i presenti termini per giustificati motivi, ad esempio per l'introduzione di nuove funzioni o per modifiche legislative o giurisprudenziali. La data della versione in vigore è indicata all'inizio dei presenti termini.",
        "Ti informeremo delle modifiche rilevanti via e-mail o su {site_name} almeno 30 giorni prima della loro entrata in vigore. Se non sei d'accordo con una modifica, puoi cancellare il tuo account prima di tale data. Se continui a utilizzare {site_name} dopo tale data, si applicano i nuovi termini. Le modifiche non si applicano mai retroattivamente agli acquisti già effettuati.",
        'Se una disposizione dei presenti termini risulta invalida, le restanti disposizioni rimangono valide ed efficaci.',
      ],
    },
  ],
} satisfies LegalDoc;
