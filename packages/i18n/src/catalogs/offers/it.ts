import type { offersEn } from './en.ts';

export const offersIt: Record<keyof typeof offersEn, string> = {
  'api.discount_code_not_found': 'Codice non trovato',
  'api.discount_code_used': 'Codice già utilizzato',
  'api.discount_code_held':
    'Questo codice è riservato a un pagamento che hai iniziato. Completa o annulla quel pagamento, oppure riprova più tardi.',
  'api.discount_code_expired': 'Questo codice è scaduto.',
  'api.discount_code_country': 'Questo codice non è valido nel tuo paese.',
  'api.discount_code_not_eligible':
    'Questa offerta è riservata ai nuovi membri, prima del loro primo acquisto.',
  'api.discount_code_minimum':
    'Questo codice è valido solo per un ordine più grande. Scegli un pacchetto più grande.',
  'api.discount_code_not_better':
    'Il tuo bonus tempo o sconto di benvenuto ti dà più di questo codice, quindi resta applicato.',
  'api.discount_code_method':
    'Questo codice non è valido con questo metodo di pagamento. Scegli un altro metodo.',

  'offers.code_label': 'Codice sconto',
  'offers.code_apply': 'Applica',
  'offers.code_remove': 'Rimuovi codice',
  'offers.code_applied': 'Codice {code}: {percentage}% di sconto',
  'offers.time_bonus_applied': 'Bonus tempo: {percentage}% di sconto sui tuoi primi crediti',
  'offers.welcome_applied': 'Sconto di benvenuto: {percentage}% sui tuoi primi crediti',
  'offers.held_time_bonus_pending':
    'Il tuo bonus tempo ({percentage}% di sconto) è riservato a un pagamento in fase di elaborazione. Se quel pagamento non va a buon fine, potrai usarlo su un altro pacchetto.',
  'offers.held_welcome_pending':
    'Il tuo sconto di benvenuto ({percentage}%) è riservato a un pagamento in fase di elaborazione. Se quel pagamento non va a buon fine, potrai usarlo su un altro pacchetto.',
  'offers.held_open': 'Apri quel pagamento',
  'offers.valid_until': 'Valido fino al {date}',
  'offers.minimum': 'Per ordini da {amount}',
  'offers.methods_only': 'Solo con {methods}',
  'offers.not_on_bundle': 'Il codice non vale per questo pacchetto',
  'offers.original_price': 'Prezzo originale',
  'offers.discounted_price': 'Prezzo scontato',
  'offers.order_discount': 'Sconto {code} ({percentage}%)',
  'offers.paid_discount': 'Codice sconto {code}: {amount} di sconto',

  'offers.banner':
    'Bonus tempo: {percentage}% di sconto sui tuoi primi crediti. Termina tra {time}',
  'offers.banner_cta': 'Ottieni il {percentage}% di sconto',
  'offers.modal_title': 'Fai presto: {percentage}% di sconto per 4 ore',
  'offers.modal_body':
    'Come nuovo membro hai il {percentage}% di sconto sui tuoi primi crediti, solo entro 4 ore dalla registrazione. Tempo rimasto: {time}',
  'offers.modal_cta': 'Compra crediti con il {percentage}% di sconto',
  'offers.modal_dismiss': 'No, grazie',

  'offers.retention_title': 'Resta e risparmia',
  'offers.retention_text':
    'Ottieni il {percentage}% di sconto sui tuoi prossimi crediti con un codice sconto personale.',
  'offers.retention_claim': 'Ottieni il mio codice sconto',
  'offers.retention_code': 'Il tuo codice personale: {code}',
  'offers.retention_use': 'Usalo nel negozio',
  'offers.trial_title': 'Prova un pacchetto di prova',
  'offers.trial_text': 'Il pacchetto più piccolo: {credits} a {price}, senza abbonamento.',
  'offers.trial_link': 'Prova il pacchetto di prova',
};
