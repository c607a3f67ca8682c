import type { paymentsServerEn } from './en.ts';

export const paymentsServerNl: Record<keyof typeof paymentsServerEn, string> = {
  'api.payment_method_unavailable': 'Deze betaalmethode is hier niet beschikbaar.',
  'api.payment_provider_unavailable':
    'De betaaldienst is nu niet bereikbaar. Probeer het zo nog eens.',
  'api.no_saved_card':
    'Er is geen opgeslagen kaart voor een herhaalbestelling. Kies een pakket en betaal één keer met je kaart.',
  'api.refund_not_possible':
    'Deze aankoop kan niet worden terugbetaald: hij is niet betaald, de terugbetalingstermijn is voorbij of de credits zijn gebruikt.',
  'api.payment_conflict':
    'Deze bestelling is al met andere gegevens gestart. Laad de pagina opnieuw en probeer het nog eens.',

  'sandbox.title': 'Sandbox-betaling',
  'sandbox.marker': 'Sandbox: dit is een testbetaling, er wordt geen geld afgeschreven.',
  'sandbox.order': 'Bestelling',
  'sandbox.amount': 'Bedrag',
  'sandbox.method': 'Betaalmethode',
  'sandbox.choose': 'Kies de uitkomst van deze betaling:',
  'sandbox.pay': 'Betalen',
  'sandbox.fail': 'Laten mislukken',
  'sandbox.cancel': 'Annuleren',
  'sandbox.pending': 'In behandeling laten',
  'sandbox.refuse_recurring':
    'Latere herhaalbestellingen met deze kaart weigeren (om een mislukte kaartbetaling te proberen)',
  'sandbox.finished': 'Deze betaling is afgerond; hier kan niets meer gedaan worden.',
  'sandbox.not_found': 'Deze betaling bestaat niet.',
  'sandbox.back': 'Terug naar de site',
  'sandbox.chargeback_hint':
    'Probeer een terugboeking: de bank van de betaler haalt deze betaalde betaling terug.',
  'sandbox.chargeback': 'Terugboeken',
  'sandbox.charged_back': 'De bank van de betaler heeft deze betaling teruggeboekt (terugboeking).',
  'sandbox.reverse_chargeback_hint':
    'Probeer een gewonnen geschil: de bank van de betaler geeft het geld terug.',
  'sandbox.reverse_chargeback': 'Terugboeking intrekken',

  'mail.receipt.subject': 'Je betaalbewijs van {site_name}: bestelling {number}',
  'mail.receipt.body':
    'Bedankt voor je aankoop. Bestelling {number}. Bijgeschreven credits: {credits}. Betaald bedrag: {amount}. Je kunt je betaalbewijs bekijken en afdrukken op de pagina met je bestellingen.',
  'mail.receipt.button': 'Mijn betaalbewijs bekijken',
  'mail.receipt.ignore':
    'Binnen {refund_days, plural, one {# dag} other {# dagen}} na je aankoop kun je de ongebruikte credits ervan terugvragen op de pagina met je bestellingen.',

  'mail.chargeback.subject': 'Je betaling aan {site_name} is teruggeboekt',
  'mail.chargeback.body':
    'Je bank heeft je betaling van {amount} teruggeboekt. {credits, plural, =0 {Er waren geen ongebruikte credits van deze aankoop meer om terug te nemen.} one {Daarom hebben we de ongebruikte credit van deze aankoop teruggenomen: #.} other {Daarom hebben we de ongebruikte credits van deze aankoop teruggenomen: #.}} Was dit je enige aankoop, dan is je account niet langer premium.',
  'mail.chargeback.button': 'De bestelling bekijken',
  'mail.chargeback.ignore':
    'Denk je dat dit een vergissing is? Schrijf ons dan op {support_email}.',

  'mail.chargeback_reversed.subject': 'Je credits bij {site_name} zijn terug',
  'mail.chargeback_reversed.body':
    'Je bank heeft het geld dat ze van je betaling van {amount} had teruggeboekt, weer teruggegeven. {credits, plural, one {Daarom hebben we je # credit teruggegeven.} other {Daarom hebben we je # credits teruggegeven.}}',
  'mail.chargeback_reversed.button': 'De bestelling bekijken',
  'mail.chargeback_reversed.ignore': 'Heb je vragen? Schrijf ons dan op {support_email}.',
};
