import type { directDebitEn } from './en.ts';

export const directDebitIt: Record<keyof typeof directDebitEn, string> = {
  'api.sms_code_invalid': 'Codice non valido',
  'api.sms_code_expired': 'Questo codice non può più essere usato. Richiedi un nuovo codice.',
  'api.sms_code_cooldown': 'Attendi {seconds} s prima di richiedere un nuovo codice.',
  'api.sms_code_limit':
    'Non è possibile inviare altri codici per questo ordine. Ricomincia da capo.',
  'api.direct_debit_blocked': 'Il tuo account è bloccato per i pagamenti con addebito diretto.',
  'api.direct_debit_limit':
    'Hai raggiunto il limite per i pagamenti con addebito diretto. Riprova più tardi, con un pacchetto più economico o con un altro metodo di pagamento.',
  'field.iban_invalid': 'Inserisci un IBAN valido.',
  'field.phone_invalid': 'Inserisci un numero di cellulare valido.',
  'field.authorisation_required': 'Autorizza l’addebito diretto.',

  'direct_debit.sms':
    '{code} è il tuo codice {site_name} per confermare l’addebito diretto di {amount}. È valido per {minutes, plural, one {# minuto} many {# di minuti} other {# minuti}}.',

  'direct_debit.title': 'Paga con addebito diretto',
  'direct_debit.intro':
    'Inserisci i dati del tuo conto bancario. Ti invieremo un codice via SMS per confermare l’addebito.',
  'direct_debit.account_holder': 'Intestatario del conto',
  'direct_debit.iban': 'IBAN',
  'direct_debit.street': 'Via',
  'direct_debit.house_number': 'Numero civico',
  'direct_debit.zip': 'CAP',
  'direct_debit.city': 'Città',
  'direct_debit.phone': 'Numero di cellulare',
  'direct_debit.phone_hint': 'Inviamo il codice di conferma a questo numero.',
  'direct_debit.mandate_title': 'Mandato di addebito diretto SEPA',
  'direct_debit.mandate':
    'Confermando questo mandato autorizzi {company_name} a richiedere alla tua banca l’addebito sul tuo conto e la tua banca a procedere con l’addebito conformemente alle disposizioni impartite da {company_name}, per questo ordine di {amount}. Hai diritto di essere rimborsato dalla tua banca secondo gli accordi e le condizioni che regolano il rapporto con quest’ultima. Se del caso, il rimborso deve essere richiesto nel termine di 8 settimane a decorrere dalla data di addebito sul conto.',
  'direct_debit.authorise':
    'Autorizzo {company_name} ad addebitare {amount} sul mio conto tramite addebito diretto SEPA.',
  'direct_debit.submit': 'Invia il codice via SMS',
  'direct_debit.code_title': 'Inserisci il codice SMS',
  'direct_debit.code_sent':
    'Abbiamo inviato un codice di 6 cifre al {phone}. È valido per 10 minuti.',
  'direct_debit.code_label': 'Codice SMS',
  'direct_debit.confirm': 'Conferma e paga',
  'direct_debit.resend': 'Invia un nuovo codice',
  'direct_debit.resend_wait': 'Potrai richiedere un nuovo codice tra {seconds} s.',
  'direct_debit.resent': 'Un nuovo codice è in arrivo.',
  'direct_debit.account': 'Conto',
  'direct_debit.tries_left':
    '{count, plural, one {Ti resta # tentativo} many {Ti restano # di tentativi} other {Ti restano # tentativi}}',
  'direct_debit.start_again': 'Modifica i tuoi dati',
  'direct_debit.processing': 'Conferma dell’addebito in corso…',

  'mail.direct_debit_bounce.subject': 'Il tuo addebito diretto a {site_name} è stato stornato',
  'mail.direct_debit_bounce.body':
    'La tua banca ha stornato l’addebito di {amount}. Per questo abbiamo ripreso i crediti non usati di questo acquisto: {credits}. L’addebito diretto non è più disponibile per questo conto bancario e questo numero di telefono; scegli un altro metodo di pagamento per il tuo prossimo acquisto.',
  'mail.direct_debit_bounce.button': 'Vedi l’ordine',
  'mail.direct_debit_bounce.ignore':
    'Se pensi che si tratti di un errore, scrivici a {support_email}.',
};
