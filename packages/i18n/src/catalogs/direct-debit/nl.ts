import type { directDebitEn } from './en.ts';

export const directDebitNl: Record<keyof typeof directDebitEn, string> = {
  'api.sms_code_invalid': 'Code ongeldig',
  'api.sms_code_expired': 'Deze code kan niet meer worden gebruikt. Vraag een nieuwe code aan.',
  'api.sms_code_cooldown': 'Wacht {seconds} s voordat je een nieuwe code aanvraagt.',
  'api.sms_code_limit':
    'Voor deze bestelling kunnen geen codes meer worden verstuurd. Begin opnieuw.',
  'api.direct_debit_blocked': 'Je account is geblokkeerd voor betalingen via automatische incasso.',
  'api.direct_debit_limit':
    'Je limiet voor betalingen via automatische incasso is bereikt. Probeer het later, met een goedkoper pakket of met een andere betaalmethode.',
  'field.iban_invalid': 'Vul een geldig IBAN in.',
  'field.phone_invalid': 'Vul een geldig mobiel nummer in.',
  'field.authorisation_required': 'Geef toestemming voor de automatische incasso.',

  'direct_debit.sms':
    '{code} is je {site_name}-code om je automatische incasso van {amount} te bevestigen. De code is {minutes, plural, one {# minuut} other {# minuten}} geldig.',

  'direct_debit.title': 'Betalen via automatische incasso',
  'direct_debit.intro':
    'Vul je bankgegevens in. We sturen je een code per sms om de incasso te bevestigen.',
  'direct_debit.account_holder': 'Rekeninghouder',
  'direct_debit.iban': 'IBAN',
  'direct_debit.street': 'Straat',
  'direct_debit.house_number': 'Huisnummer',
  'direct_debit.zip': 'Postcode',
  'direct_debit.city': 'Plaats',
  'direct_debit.phone': 'Mobiel nummer',
  'direct_debit.phone_hint': 'Naar dit nummer sturen we de bevestigingscode.',
  'direct_debit.mandate_title': 'SEPA-incassomachtiging',
  'direct_debit.mandate':
    'Door deze machtiging te bevestigen geef je toestemming aan {company_name} om een incasso-opdracht naar je bank te sturen om een bedrag van je rekening af te schrijven, en aan je bank om dit bedrag af te schrijven overeenkomstig de opdracht van {company_name}, voor deze bestelling van {amount}. Als je het niet eens bent met deze afschrijving kun je deze laten terugboeken. Neem hiervoor binnen 8 weken na afschrijving contact op met je bank. Vraag je bank naar de voorwaarden.',
  'direct_debit.authorise':
    'Ik machtig {company_name} om {amount} via SEPA-incasso van mijn rekening af te schrijven.',
  'direct_debit.submit': 'Code per sms sturen',
  'direct_debit.code_title': 'Vul de sms-code in',
  'direct_debit.code_sent':
    'We hebben een code van 6 cijfers naar {phone} gestuurd. Hij is 10 minuten geldig.',
  'direct_debit.code_label': 'Sms-code',
  'direct_debit.confirm': 'Bevestigen en betalen',
  'direct_debit.resend': 'Nieuwe code sturen',
  'direct_debit.resend_wait': 'Over {seconds} s kun je een nieuwe code aanvragen.',
  'direct_debit.resent': 'Er is een nieuwe code onderweg.',
  'direct_debit.account': 'Rekening',
  'direct_debit.tries_left': '{count, plural, one {Nog # poging over} other {Nog # pogingen over}}',
  'direct_debit.start_again': 'Gegevens wijzigen',
  'direct_debit.processing': 'Je incasso wordt bevestigd…',

  'mail.direct_debit_bounce.subject': 'Je incasso voor {site_name} is teruggeboekt',
  'mail.direct_debit_bounce.body':
    'Je bank heeft de incasso van {amount} teruggeboekt. Daarom hebben we de ongebruikte credits van deze aankoop teruggenomen: {credits}. Automatische incasso is niet meer mogelijk voor deze bankrekening en dit telefoonnummer; kies voor je volgende aankoop een andere betaalmethode.',
  'mail.direct_debit_bounce.button': 'Bestelling bekijken',
  'mail.direct_debit_bounce.ignore':
    'Denk je dat dit een vergissing is? Neem dan contact met ons op via {support_email}.',
};
