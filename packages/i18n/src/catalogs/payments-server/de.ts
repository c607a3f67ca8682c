import type { paymentsServerEn } from './en.ts';

export const paymentsServerDe: Record<keyof typeof paymentsServerEn, string> = {
  'api.payment_method_unavailable': 'Diese Zahlungsart ist hier nicht verfügbar.',
  'api.payment_provider_unavailable':
    'Der Zahlungsdienst ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
  'api.no_saved_card':
    'Für eine Nachbestellung ist keine Karte gespeichert. Wähle ein Paket und bezahle einmal mit deiner Karte.',
  'api.refund_not_possible':
    'Dieser Kauf kann nicht erstattet werden: Er ist nicht bezahlt, die Erstattungsfrist ist abgelaufen oder die Credits wurden verbraucht.',
  'api.payment_conflict':
    'Diese Bestellung wurde bereits mit anderen Angaben begonnen. Bitte lade die Seite neu und versuche es noch einmal.',

  'sandbox.title': 'Sandbox-Zahlung',
  'sandbox.marker': 'Sandbox: Dies ist eine Testzahlung, es wird kein Geld abgebucht.',
  'sandbox.order': 'Bestellung',
  'sandbox.amount': 'Betrag',
  'sandbox.method': 'Zahlungsart',
  'sandbox.choose': 'Wähle das Ergebnis dieser Zahlung:',
  'sandbox.pay': 'Bezahlen',
  'sandbox.fail': 'Fehlschlagen',
  'sandbox.cancel': 'Abbrechen',
  'sandbox.pending': 'Ausstehend lassen',
  'sandbox.refuse_recurring':
    'Spätere Nachbestellungen mit dieser Karte ablehnen (um eine fehlgeschlagene Kartenzahlung auszuprobieren)',
  'sandbox.finished': 'Diese Zahlung ist abgeschlossen; hier ist nichts mehr zu tun.',
  'sandbox.not_found': 'Diese Zahlung gibt es nicht.',
  'sandbox.back': 'Zurück zur Website',
  'sandbox.chargeback_hint':
    'Rückbuchung ausprobieren: Die Bank des Zahlers holt diese bezahlte Zahlung zurück.',
  'sandbox.chargeback': 'Zurückbuchen',
  'sandbox.charged_back': 'Die Bank des Zahlers hat diese Zahlung zurückgebucht (Rückbuchung).',
  'sandbox.reverse_chargeback_hint':
    'Gewonnenen Einspruch ausprobieren: Die Bank des Zahlers gibt das Geld zurück.',
  'sandbox.reverse_chargeback': 'Rückbuchung aufheben',

  'mail.receipt.subject': 'Dein Beleg von {site_name}: Bestellung {number}',
  'mail.receipt.body':
    'Danke für deinen Kauf. Bestellung {number}. Gutgeschriebene Credits: {credits}. Bezahlter Betrag: {amount}. Deinen Beleg kannst du auf der Seite deiner Bestellungen ansehen und drucken.',
  'mail.receipt.button': 'Meinen Beleg ansehen',
  'mail.receipt.ignore':
    'Innerhalb von {refund_days, plural, one {# Tag} other {# Tagen}} nach dem Kauf kannst du die nicht verbrauchten Credits auf der Seite deiner Bestellungen zurückverlangen.',

  'mail.chargeback.subject': 'Deine Zahlung an {site_name} wurde zurückgebucht',
  'mail.chargeback.body':
    'Deine Bank hat deine Zahlung über {amount} zurückgebucht. {credits, plural, =0 {Von diesem Kauf waren keine unverbrauchten Credits mehr zurückzunehmen.} one {Wir haben deshalb den unverbrauchten Credit dieses Kaufs zurückgenommen: #.} other {Wir haben deshalb die unverbrauchten Credits dieses Kaufs zurückgenommen: #.}} War dies dein einziger Kauf, ist dein Konto nicht mehr Premium.',
  'mail.chargeback.button': 'Die Bestellung ansehen',
  'mail.chargeback.ignore':
    'Wenn du das für einen Fehler hältst, schreib uns bitte an {support_email}.',

  'mail.chargeback_reversed.subject': 'Deine Credits bei {site_name} sind zurück',
  'mail.chargeback_reversed.body':
    'Deine Bank hat das Geld, das sie von deiner Zahlung über {amount} zurückgebucht hatte, wieder freigegeben. {credits, plural, one {Wir haben dir deshalb # Credit zurückgegeben.} other {Wir haben dir deshalb # Credits zurückgegeben.}}',
  'mail.chargeback_reversed.button': 'Die Bestellung ansehen',
  'mail.chargeback_reversed.ignore': 'Wenn du Fragen hast, schreib uns bitte an {support_email}.',
};
