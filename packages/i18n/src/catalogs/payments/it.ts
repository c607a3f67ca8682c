import type { paymentsEn } from './en.ts';

export const paymentsIt: Record<keyof typeof paymentsEn, string> = {
  'payments.credits': '{count, plural, one {# credito} many {# di crediti} other {# crediti}}',

  'payments.shop_title': 'Acquista crediti',
  'payments.shop_intro':
    'Con i crediti puoi chattare e inviare foto e regali. Il tuo primo acquisto ti rende un membro premium.',
  'payments.shop_intro_premium': 'Con i crediti puoi chattare e inviare foto e regali.',
  'payments.balance': 'Il tuo saldo',
  'payments.popular': 'Il più scelto',
  'payments.price_per_credit': '{price} per credito',
  'payments.select': 'Scegli',
  'payments.select_bundle': 'Scegli {credits} a {price}',
  'payments.no_bundles': 'Non ci sono ancora pacchetti di crediti per il tuo paese.',
  'payments.methods_heading': 'Paga in sicurezza con',
  'payments.vat_note':
    'Tutti i prezzi includono l’IVA. Nessun abbonamento: paghi una volta per pacchetto.',
  'payments.repeat_link': 'Riacquista il tuo ultimo pacchetto',
  'payments.orders_link': 'I tuoi ordini',
  'payments.login_required': 'Accedi per acquistare crediti.',

  'payments.method_creditcard': 'Carta di credito',
  'payments.method_sct': 'Bonifico bancario',
  'payments.method_sdd': 'Addebito diretto SEPA',

  'payments.checkout_title': 'Pagamento',
  'payments.your_order': 'Il tuo ordine',
  'payments.choose_method': 'Scegli un metodo di pagamento',
  'payments.pay_with': 'Paga con {method}',
  'payments.total': 'Totale',
  'payments.other_bundle': 'Scegli un altro pacchetto',
  'payments.redirecting': 'Ti portiamo alla pagina di pagamento…',
  'payments.checking': 'Stiamo verificando il tuo pagamento…',
  'payments.pending_title': 'Il tuo pagamento è in elaborazione',
  'payments.pending_text':
    'Può richiedere un momento. Questa pagina si aggiorna da sola appena il pagamento è confermato.',
  'payments.pending_order_text':
    'Il fornitore del pagamento non ha ancora confermato questo pagamento. Appena lo farà, i tuoi crediti verranno aggiunti; se il pagamento non va a buon fine, questo ordine lo indicherà.',
  'payments.complete': 'Pagamento completato',
  'payments.credits_added':
    '{count, plural, one {# credito aggiunto} many {# di crediti aggiunti} other {# crediti aggiunti}}',
  'payments.new_balance': 'Nuovo saldo',
  'payments.continue': 'Continua',
  'payments.to_messages': 'Vai ai tuoi messaggi',
  'payments.failed': 'Il pagamento non è riuscito o è stato annullato.',
  'payments.failed_text':
    'Non è stato addebitato nulla. Riprova o scegli un altro metodo di pagamento.',
  'payments.try_again': 'Riprova con {method}',
  'payments.other_methods': 'Altri metodi di pagamento',
  'payments.payment_failed': 'Pagamento non riuscito',
  'payments.card_failed': 'Pagamento con carta di credito non riuscito',
  'payments.card_failed_text':
    'Non è stato possibile completare il pagamento con la carta salvata. Inserisci i dati della carta manualmente oppure prova un’altra carta o un altro metodo di pagamento.',
  'payments.enter_card': 'Inserisci i dati della carta',
  'payments.pay_paypal': 'Paga con PayPal',
  'payments.method_unavailable': 'Questo metodo di pagamento non è disponibile qui.',

  'payments.premium_title': 'Diventa membro premium',
  'payments.premium_intro':
    'Qualsiasi acquisto di crediti ti rende membro premium per sempre: il premium resta anche quando i crediti finiscono.',
  'payments.premium_photos': 'Vedi tutte le foto di ogni membro',
  'payments.premium_uploads':
    'Carica fino a {count, plural, one {# foto} many {# di foto} other {# foto}} invece di {free}',
  'payments.premium_nav': 'Il tuo saldo crediti nel menu al posto di Passa a Premium',
  'payments.premium_chance': 'I membri premium hanno il 46% di probabilità in più di un match',
  'payments.premium_bundles': 'Scegli il tuo pacchetto',
  'payments.premium_already': 'Sei un membro premium. Grazie!',
  'payments.premium_benefits': 'Cosa ti offre il premium',

  'payments.pricing_title': 'Prezzi',
  'payments.pricing_intro':
    'Iscriversi e creare il profilo è gratis. Chattare costa crediti, acquistati a pacchetti: nessun abbonamento, nessun costo nascosto.',
  'payments.pricing_bundles': 'Pacchetti di crediti',
  'payments.pricing_costs': 'Cosa costa crediti',
  'payments.cost_message': 'Un messaggio',
  'payments.cost_photo': 'Una foto in chat',
  'payments.cost_gift': 'Un regalo',
  'payments.pricing_refund':
    'Entro {refund_days, plural, one {# giorno} many {# di giorni} other {# giorni}} da un acquisto puoi chiedere il rimborso dei crediti non utilizzati.',
  'payments.pricing_signup': 'Iscriviti gratis',
  'payments.bundle': 'Pacchetto',
  'payments.price': 'Prezzo',

  'payments.orders_title': 'I tuoi ordini',
  'payments.no_orders': 'Non hai ancora acquistato crediti.',
  'payments.order_number': 'Ordine {id}',
  'payments.date': 'Data',
  'payments.status': 'Stato',
  'payments.amount': 'Importo',
  'payments.method': 'Metodo di pagamento',
  'payments.credits_heading': 'Crediti',
  'payments.details': 'Dettagli',
  'payments.status_open': 'Aperto',
  'payments.open_text':
    'Questo pagamento non è stato completato. Nella pagina di pagamento puoi completarlo o annullarlo.',
  'payments.open_continue': 'Vai alla pagina di pagamento',
  'payments.status_pending': 'In elaborazione',
  'payments.status_paid': 'Pagato',
  'payments.status_failed': 'Non riuscito',
  'payments.status_canceled': 'Annullato',
  'payments.status_expired': 'Scaduto',
  'payments.status_refunded': 'Rimborsato',
  'payments.receipt': 'Ricevuta',
  'payments.print': 'Stampa ricevuta',
  'payments.seller': 'Venditore',
  'payments.customer': 'Cliente',
  'payments.vat_number': 'Partita IVA',
  'payments.coc_number': 'Numero di iscrizione al registro delle imprese',
  'payments.total_incl_vat': 'Totale IVA inclusa',
  'payments.paid_at': 'Pagato il',
  'payments.receipt_discount': 'Codice sconto {code}',
  'payments.receipt_refunded': 'Rimborsato il {date}: {amount}',
  'payments.all_orders': 'Tutti gli ordini',
  'payments.refund_heading': 'Rimborso dei crediti non utilizzati',
  'payments.refund_button': 'Chiedi il rimborso',
  'payments.refund_explained':
    'Fino al {date} puoi chiedere il rimborso dei crediti di questo acquisto che non hai utilizzato. Il loro prezzo viene rimborsato sul tuo metodo di pagamento.',
  'payments.refund_confirm':
    'Rimborsare i crediti non utilizzati di questo acquisto? Vengono tolti dal tuo saldo.',
  'payments.refund_done': 'Il tuo rimborso è stato avviato.',
  'payments.refund_none_left': 'Tutti i crediti di questo acquisto sono stati utilizzati.',
  'payments.refunded_amount': 'Rimborsato: {amount}',
  'payments.charged_back': 'Stornato dalla tua banca',
  'payments.charged_back_on': '{date}: {amount}',
  'payments.receipt_charged_back': 'Stornato dalla banca del pagante il {date}: {amount}',
  'payments.refunded_title': 'Questo acquisto è stato rimborsato',
  'payments.refunded_text':
    'I suoi crediti non usati sono stati ripresi e l’importo ti è stato restituito, da noi o dalla tua banca. L’ordine mostra i dettagli.',
  'payments.view_order': 'Vedi l’ordine',

  'payments.repeat_title': 'Ripeti ordine',
  'payments.repeat_text':
    'Riacquista {credits} a {price} con la tua carta salvata, in un solo passaggio.',
  'payments.repeat_buy': 'Riacquista',
  'payments.saved_card': 'Carta salvata',
  'payments.card_label': '{brand} che termina con {last4}',
  'payments.card_expires': 'Valida fino a {expiry}',
  'payments.remove_card': 'Rimuovi carta',
  'payments.card_removed': 'La tua carta è stata rimossa.',
  'payments.no_saved_card':
    'Non hai una carta salvata. Paga una volta con la carta di credito e potrai riacquistare qui in un passaggio.',
};
