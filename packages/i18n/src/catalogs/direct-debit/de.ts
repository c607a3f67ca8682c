import type { directDebitEn } from './en.ts';

export const directDebitDe: Record<keyof typeof directDebitEn, string> = {
  'api.sms_code_invalid': 'Code ungültig',
  'api.sms_code_expired':
    'Dieser Code kann nicht mehr verwendet werden. Bitte fordere einen neuen Code an.',
  'api.sms_code_cooldown': 'Bitte warte {seconds} s, bevor du einen neuen Code anforderst.',
  'api.sms_code_limit':
    'Für diese Bestellung können keine weiteren Codes gesendet werden. Bitte beginne von vorn.',
  'api.direct_debit_blocked': 'Dein Konto ist für Lastschriftzahlungen gesperrt.',
  'api.direct_debit_limit':
    'Dein Limit für Lastschriftzahlungen ist erreicht. Bitte versuche es später, mit einem günstigeren Paket oder mit einer anderen Zahlungsart.',
  'field.iban_invalid': 'Bitte gib eine gültige IBAN ein.',
  'field.phone_invalid': 'Bitte gib eine gültige Handynummer ein.',
  'field.authorisation_required': 'Bitte erteile das Lastschriftmandat.',

  'direct_debit.sms':
    '{code} ist dein {site_name}-Code zur Bestätigung deiner Lastschrift über {amount}. Er ist {minutes, plural, one {# Minute} other {# Minuten}} gültig.',

  'direct_debit.title': 'Per Lastschrift bezahlen',
  'direct_debit.intro':
    'Gib deine Bankverbindung ein. Wir senden dir per SMS einen Code, mit dem du die Lastschrift bestätigst.',
  'direct_debit.account_holder': 'Kontoinhaber',
  'direct_debit.iban': 'IBAN',
  'direct_debit.street': 'Straße',
  'direct_debit.house_number': 'Hausnummer',
  'direct_debit.zip': 'Postleitzahl',
  'direct_debit.city': 'Ort',
  'direct_debit.phone': 'Handynummer',
  'direct_debit.phone_hint': 'An diese Nummer senden wir den Bestätigungscode.',
  'direct_debit.mandate_title': 'SEPA-Lastschriftmandat',
  'direct_debit.mandate':
    'Mit der Bestätigung dieses Mandats ermächtigst du {company_name}, Zahlungen von deinem Konto mittels Lastschrift einzuziehen, und weist dein Kreditinstitut an, die von {company_name} auf dein Konto gezogene Lastschrift für diese Bestellung über {amount} einzulösen. Du kannst innerhalb von 8 Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit deinem Kreditinstitut vereinbarten Bedingungen.',
  'direct_debit.authorise':
    'Ich ermächtige {company_name}, {amount} per SEPA-Lastschrift von meinem Konto einzuziehen.',
  'direct_debit.submit': 'Code per SMS senden',
  'direct_debit.code_title': 'SMS-Code eingeben',
  'direct_debit.code_sent':
    'Wir haben einen 6-stelligen Code an {phone} gesendet. Er ist 10 Minuten gültig.',
  'direct_debit.code_label': 'SMS-Code',
  'direct_debit.confirm': 'Bestätigen und bezahlen',
  'direct_debit.resend': 'Neuen Code senden',
  'direct_debit.resend_wait': 'Einen neuen Code kannst du in {seconds} s anfordern.',
  'direct_debit.resent': 'Ein neuer Code ist unterwegs.',
  'direct_debit.account': 'Konto',
  'direct_debit.tries_left': '{count, plural, one {Noch # Versuch} other {Noch # Versuche}}',
  'direct_debit.start_again': 'Angaben ändern',
  'direct_debit.processing': 'Deine Lastschrift wird bestätigt …',

  'mail.direct_debit_bounce.subject': 'Deine Lastschrift an {site_name} wurde zurückgebucht',
  'mail.direct_debit_bounce.body':
    'Deine Bank hat die Lastschrift über {amount} zurückgebucht. Wir haben deshalb die nicht verbrauchten Credits dieses Kaufs zurückgenommen: {credits}. Lastschrift ist für dieses Bankkonto und diese Telefonnummer nicht mehr möglich; bitte wähle für deinen nächsten Kauf eine andere Zahlungsart.',
  'mail.direct_debit_bounce.button': 'Bestellung ansehen',
  'mail.direct_debit_bounce.ignore':
    'Wenn du glaubst, dass dies ein Fehler ist, schreib uns bitte an {support_email}.',
};
