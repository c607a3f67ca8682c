import type { TCatalog } from '../catalog.ts';

export const it: TCatalog = {
  'app.loading': 'Caricamento…',
  'app.skip_to_content': 'Vai al contenuto',
  'app.home': 'Home di {site_name}',

  'nav.main': 'Navigazione principale',
  'nav.login': 'Accedi',
  'nav.search_members': 'Cerca iscritti',
  'nav.messages': 'Messaggi',
  'nav.likes': 'Mi piace',
  'nav.credits': 'Crediti',
  'nav.get_premium': 'Passa a Premium',
  'nav.my_profile': 'Il mio profilo',
  'nav.settings': 'Impostazioni',
  'nav.logout': 'Esci',
  'nav.account': 'Menu account',
  'nav.language': 'Lingua',
  'nav.back': 'Indietro',
  'nav.toggle': 'Mostra/nascondi navigazione',

  'footer.nav': 'Piè di pagina',
  'footer.terms': 'Termini e condizioni',
  'footer.privacy': 'Informativa sulla privacy',
  'footer.cookies': 'Cookie',
  'footer.ban': 'Regole sui ban',
  'footer.pricing': 'Prezzi',
  'footer.complaints': 'Reclami',
  'footer.return_policy': 'Politica di rimborso',
  'footer.faq': 'FAQ',
  'footer.support': 'Assistenza',
  'footer.copyright': '© {year} {company_name} · Tutti i diritti riservati.',

  'disclaimer.adults':
    '{site_name} è riservato agli adulti dai {min_age} anni in su. Gli iscritti sono responsabili di ciò che condividono.',
  'disclaimer.fictional':
    'Alcuni profili su {site_name} sono {fictional_plural}: sono contrassegnati con {fictional_icon} e non vengono mai presentati come persone reali.',

  'entry.title': 'Importante',
  'entry.body':
    '{site_name} è un sito di incontri per adulti. Entrando confermi di avere almeno {min_age} anni e che i contenuti e le conversazioni erotiche sono legali nel luogo in cui ti trovi.',
  'entry.fictional':
    'Alcuni profili sono {fictional_plural}. Sono sempre contrassegnati con {fictional_icon}.',
  'entry.enter': 'Ho {min_age} anni o più, entra',
  'entry.leave': 'Esci',

  'error.not_found': 'Impossibile trovare questa pagina',
  'error.back_home': 'Torna alla home page',
  'error.generic': 'Errore',
  'error.while_showing':
    'Si è verificato un errore durante la visualizzazione della pagina di errore',
  'error.try_again_later': 'Si è verificato un errore, riprova più tardi.',
  'error.has_occurred': 'Si è verificato un errore.',
  'error.status': 'Errore {status}',

  'network.offline':
    'Sei offline. Ti ricollegheremo non appena la connessione tornerà disponibile.',
  'network.online': 'Sei di nuovo online.',

  'index.hero_title': 'Conosci nuove persone vicino a te',
  'index.hero_lead':
    'Iscriviti gratis, crea il tuo profilo in un minuto e inizia a chattare con iscritti da {countries}.',
  'index.cta_signup': 'Iscriviti gratis',
  'index.cta_login': 'Ho già un account',
  'index.features_title': 'Perché {site_name}?',
  'index.feature_real_title': 'Iscritti reali vicino a te',
  'index.feature_real_body':
    'Cerca per età e regione e scopri chi è online vicino a te. I profili fittizi sono sempre contrassegnati.',
  'index.feature_chat_title': 'Chatta in tempo reale',
  'index.feature_chat_body':
    'Invia messaggi, foto e regali. Paghi solo ciò che usi, con i crediti e senza abbonamento.',
  'index.feature_safe_title': 'Privato e sicuro',
  'index.feature_safe_body':
    'Modalità invisibile, modalità privacy e blocco ti lasciano il controllo. La tua posizione esatta non lascia mai i nostri server.',
  'index.steps_title': 'Come funziona',
  'index.step_1': 'Crea il tuo profilo gratuito',
  'index.step_2': 'Trova gli iscritti che ti piacciono',
  'index.step_3': 'Inizia una conversazione',
  'index.members_count': 'Iscritti da {count} paesi',

  'legal.version': 'Versione del {date}',
  'legal.company': 'Dati aziendali',
  'legal.company_name': 'Società',
  'legal.address': 'Indirizzo',
  'legal.kvk': 'Camera di commercio',
  'legal.vat': 'Partita IVA',
  'legal.tradenames': 'Nomi commerciali',
  'legal.support_email': 'E-mail',
  'legal.support_phone': 'Telefono',
  'legal.contents': 'Indice',

  'complaints.title': 'Reclami',
  'complaints.intro':
    'Qualcosa non va? Raccontaci cos’è successo e ti risponderemo via e-mail entro 5 giorni lavorativi.',
  'complaints.name': 'Il tuo nome',
  'complaints.email': 'Il tuo indirizzo e-mail',
  'complaints.category': 'Di cosa si tratta?',
  'complaints.category_profile': 'Un iscritto o un profilo',
  'complaints.category_payment': 'Un pagamento o i crediti',
  'complaints.category_privacy': 'La privacy o i miei dati',
  'complaints.category_technical': 'Qualcosa non funziona',
  'complaints.category_other': 'Altro',
  'complaints.message': 'Il tuo reclamo',
  'complaints.message_help': 'Almeno 10 caratteri. Non inserire password o numeri di carta.',
  'complaints.submit': 'Invia reclamo',
  'complaints.sending': 'Invio in corso…',
  'complaints.done_title': 'Grazie, abbiamo ricevuto il tuo reclamo',
  'complaints.done_body':
    'Il tuo numero di riferimento è {reference}. Il nostro team di assistenza risponderà a {email} entro 5 giorni lavorativi.',
  'complaints.another': 'Invia un altro reclamo',

  'field.required': 'Questo campo è obbligatorio.',
  'field.too_short': 'Troppo corto.',
  'field.too_long': 'Troppo lungo.',
  'field.invalid_email': 'E-mail non valida',
  'field.invalid_choice': 'Scegli una delle opzioni.',
  'field.invalid_characters': 'Contiene caratteri non consentiti.',
  'field.invalid_domain': 'Non è un nome di dominio valido.',
  'field.must_be_path': 'Deve essere un percorso che inizia con /.',
  'field.unknown': 'Questo campo non è previsto.',
  'field.invalid': 'Questo valore non è valido.',

  'api.validation_failed': 'Alcuni valori non sono validi. Controlla i campi evidenziati.',
  'api.malformed_body': 'Impossibile leggere la richiesta.',
  'api.payload_too_large': 'La richiesta è troppo grande.',
  'api.not_found': 'Impossibile trovare questa pagina',
  'api.method_not_allowed': 'Questa azione non è consentita qui.',
  'api.authentication_required': 'Accedi per continuare.',
  'api.csrf_failed':
    'La richiesta è stata rifiutata per la tua sicurezza. Ricarica la pagina e riprova.',
  'api.rate_limited': 'Troppe richieste, attendi un momento e riprova.',
  'api.internal_error': 'Si è verificato un errore, riprova più tardi.',
  'api.service_unavailable':
    'Il servizio è temporaneamente non disponibile, riprova tra un minuto.',

  'region.province': 'Provincia',
  'region.state': 'Stato',
  'region.canton': 'Cantone',
  'region.region': 'Regione',
  'region.voivodeship': 'Voivodato',

  'fictional.singular': 'profilo fittizio',
  'fictional.plural': 'profili fittizi',
  'fictional.warning':
    'Questo è un profilo fittizio. Le conversazioni con questo profilo sono gestite dal nostro team e non porteranno a un incontro reale.',
};
