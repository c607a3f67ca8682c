import type { paymentsServerEn } from './en.ts';

export const paymentsServerIt: Record<keyof typeof paymentsServerEn, string> = {
  'api.payment_method_unavailable': 'Questo metodo di pagamento non è disponibile qui.',
  'api.payment_provider_unavailable':
    'Il servizio di pagamento non è raggiungibile in questo momento. Riprova tra poco.',
  'api.no_saved_card':
    'Non c’è nessuna carta salvata per ripetere l’ordine. Scegli un pacchetto e paga una volta con la tua carta.',
  'api.refund_not_possible':
    'Questo acquisto non può essere rimborsato: non è pagato, il periodo di rimborso è scaduto oppure i crediti sono stati usati.',
  'api.payment_conflict':
    'Questo ordine è già stato avviato con altri dati. Ricarica la pagina e riprova.',

  'sandbox.title': 'Pagamento sandbox',
  'sandbox.marker': 'Sandbox: questo è un pagamento di prova, non viene addebitato denaro.',
  'sandbox.order': 'Ordine',
  'sandbox.amount': 'Importo',
  'sandbox.method': 'Metodo di pagamento',
  'sandbox.choose': 'Scegli l’esito di questo pagamento:',
  'sandbox.pay': 'Paga',
  'sandbox.fail': 'Fallisci',
  'sandbox.cancel': 'Annulla',
  'sandbox.pending': 'Lascia in sospeso',
  'sandbox.refuse_recurring':
    'Rifiuta i prossimi ordini ripetuti con questa carta (per provare un pagamento con carta fallito)',
  'sandbox.finished': 'Questo pagamento è concluso; qui non si può fare altro.',
  'sandbox.not_found': 'Questo pagamento non esiste.',
  'sandbox.back': 'Torna al sito',
  'sandbox.chargeback_hint':
    'Prova uno storno: la banca del pagante riprende questo pagamento già pagato.',
  'sandbox.chargeback': 'Storna',
  'sandbox.charged_back': 'La banca del pagante ha stornato questo pagamento (storno).',
  'sandbox.reverse_chargeback_hint':
    'Prova una contestazione vinta: la banca del pagante restituisce il denaro.',
  'sandbox.reverse_chargeback': 'Annulla lo storno',

  'mail.receipt.subject': 'La tua ricevuta di {site_name}: ordine {number}',
  'mail.receipt.body':
    'Grazie per il tuo acquisto. Ordine {number}. Crediti aggiunti: {credits}. Importo pagato: {amount}. Puoi vedere e stampare la ricevuta nella pagina dei tuoi ordini.',
  'mail.receipt.button': 'Vedi la mia ricevuta',
  'mail.receipt.ignore':
    'Entro {refund_days, plural, one {# giorno} many {# di giorni} other {# giorni}} dall’acquisto puoi chiedere il rimborso dei crediti non usati nella pagina dei tuoi ordini.',

  'mail.chargeback.subject': 'Il tuo pagamento a {site_name} è stato stornato',
  'mail.chargeback.body':
    'La tua banca ha stornato il tuo pagamento di {amount}. {credits, plural, =0 {Non restavano crediti non usati di questo acquisto da riprendere.} one {Abbiamo quindi ripreso il credito non usato di questo acquisto: #.} many {Abbiamo quindi ripreso i crediti non usati di questo acquisto: #.} other {Abbiamo quindi ripreso i crediti non usati di questo acquisto: #.}} Se era il tuo unico acquisto, il tuo account non è più premium.',
  'mail.chargeback.button': 'Vedi l’ordine',
  'mail.chargeback.ignore': 'Se pensi che si tratti di un errore, scrivici a {support_email}.',

  'mail.chargeback_reversed.subject': 'I tuoi crediti su {site_name} sono tornati',
  'mail.chargeback_reversed.body':
    'La tua banca ha restituito il denaro che aveva stornato dal tuo pagamento di {amount}. {credits, plural, one {Ti abbiamo quindi restituito # credito.} many {Ti abbiamo quindi restituito # crediti.} other {Ti abbiamo quindi restituito # crediti.}}',
  'mail.chargeback_reversed.button': 'Vedi l’ordine',
  'mail.chargeback_reversed.ignore': 'Se hai domande, scrivici a {support_email}.',
};
