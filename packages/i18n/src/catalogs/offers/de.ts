import type { offersEn } from './en.ts';

export const offersDe: Record<keyof typeof offersEn, string> = {
  'api.discount_code_not_found': 'Code nicht gefunden',
  'api.discount_code_used': 'Code bereits verwendet',
  'api.discount_code_held':
    'Dieser Code ist für eine Zahlung reserviert, die du begonnen hast. Schließe sie ab oder brich sie ab, oder versuche es später erneut.',
  'api.discount_code_expired': 'Dieser Code ist abgelaufen.',
  'api.discount_code_country': 'Dieser Code gilt nicht in deinem Land.',
  'api.discount_code_not_eligible':
    'Dieses Angebot gilt nur für neue Mitglieder vor ihrem ersten Kauf.',
  'api.discount_code_minimum':
    'Dieser Code gilt erst ab einem höheren Bestellwert. Wähle ein größeres Paket.',
  'api.discount_code_not_better':
    'Dein Zeitbonus bzw. Willkommensrabatt bringt dir mehr als dieser Code und bleibt deshalb angewendet.',
  'api.discount_code_method':
    'Dieser Code gilt nicht für diese Zahlungsart. Wähle eine andere Zahlungsart.',

  'offers.code_label': 'Rabattcode',
  'offers.code_apply': 'Einlösen',
  'offers.code_remove': 'Code entfernen',
  'offers.code_applied': 'Code {code}: {percentage} % Rabatt',
  'offers.time_bonus_applied': 'Zeitbonus: {percentage} % Rabatt auf deine ersten Credits',
  'offers.welcome_applied': 'Willkommensrabatt: {percentage} % auf deine ersten Credits',
  'offers.held_time_bonus_pending':
    'Dein Zeitbonus ({percentage} % Rabatt) ist für eine Zahlung reserviert, die gerade bearbeitet wird. Kommt diese Zahlung nicht zustande, kannst du ihn für ein anderes Paket nutzen.',
  'offers.held_welcome_pending':
    'Dein Willkommensrabatt ({percentage} %) ist für eine Zahlung reserviert, die gerade bearbeitet wird. Kommt diese Zahlung nicht zustande, kannst du ihn für ein anderes Paket nutzen.',
  'offers.held_open': 'Zur begonnenen Zahlung',
  'offers.valid_until': 'Gültig bis {date}',
  'offers.minimum': 'Ab einem Bestellwert von {amount}',
  'offers.methods_only': 'Nur mit {methods}',
  'offers.not_on_bundle': 'Der Code gilt nicht für dieses Paket',
  'offers.original_price': 'Ursprünglicher Preis',
  'offers.discounted_price': 'Preis mit Rabatt',
  'offers.order_discount': 'Rabatt {code} ({percentage} %)',
  'offers.paid_discount': 'Rabattcode {code}: {amount} Rabatt',

  'offers.banner': 'Zeitbonus: {percentage} % Rabatt auf deine ersten Credits. Endet in {time}',
  'offers.banner_cta': '{percentage} % Rabatt sichern',
  'offers.modal_title': 'Schnell sein: {percentage} % Rabatt für 4 Stunden',
  'offers.modal_body':
    'Als neues Mitglied bekommst du {percentage} % Rabatt auf deine ersten Credits, nur innerhalb von 4 Stunden nach der Anmeldung. Verbleibende Zeit: {time}',
  'offers.modal_cta': 'Credits mit {percentage} % Rabatt kaufen',
  'offers.modal_dismiss': 'Nein, danke',

  'offers.retention_title': 'Bleib und spare',
  'offers.retention_text':
    'Mit einem persönlichen Rabattcode bekommst du {percentage} % Rabatt auf deine nächsten Credits.',
  'offers.retention_claim': 'Meinen Rabattcode holen',
  'offers.retention_code': 'Dein persönlicher Code: {code}',
  'offers.retention_use': 'Im Shop einlösen',
  'offers.trial_title': 'Probiere ein Testpaket',
  'offers.trial_text': 'Das kleinste Paket: {credits} für {price}, ohne Abo.',
  'offers.trial_link': 'Testpaket ausprobieren',
};
