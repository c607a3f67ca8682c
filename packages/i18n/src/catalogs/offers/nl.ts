import type { offersEn } from './en.ts';

export const offersNl: Record<keyof typeof offersEn, string> = {
  'api.discount_code_not_found': 'Code niet gevonden',
  'api.discount_code_used': 'Code al gebruikt',
  'api.discount_code_held':
    'Deze code is gereserveerd voor een betaling die je bent begonnen. Rond die betaling af of annuleer hem, of probeer het later opnieuw.',
  'api.discount_code_expired': 'Deze code is verlopen.',
  'api.discount_code_country': 'Deze code is niet geldig in jouw land.',
  'api.discount_code_not_eligible':
    'Deze aanbieding is alleen voor nieuwe leden, vóór hun eerste aankoop.',
  'api.discount_code_minimum':
    'Deze code is alleen geldig bij een grotere bestelling. Kies een groter pakket.',
  'api.discount_code_not_better':
    'Je tijdbonus of welkomstkorting levert je meer op dan deze code en blijft daarom toegepast.',
  'api.discount_code_method':
    'Deze code is niet geldig met deze betaalmethode. Kies een andere methode.',

  'offers.code_label': 'Kortingscode',
  'offers.code_apply': 'Toepassen',
  'offers.code_remove': 'Code verwijderen',
  'offers.code_applied': 'Code {code}: {percentage}% korting',
  'offers.time_bonus_applied': 'Tijdbonus: {percentage}% korting op je eerste credits',
  'offers.welcome_applied': 'Welkomstkorting: {percentage}% op je eerste credits',
  'offers.held_time_bonus_pending':
    'Je tijdbonus ({percentage}% korting) is gereserveerd voor een betaling die wordt verwerkt. Gaat die betaling niet door, dan kun je de bonus voor een ander pakket gebruiken.',
  'offers.held_welcome_pending':
    'Je welkomstkorting ({percentage}%) is gereserveerd voor een betaling die wordt verwerkt. Gaat die betaling niet door, dan kun je de korting voor een ander pakket gebruiken.',
  'offers.held_open': 'Open die betaling',
  'offers.valid_until': 'Geldig tot {date}',
  'offers.minimum': 'Bij een bestelling vanaf {amount}',
  'offers.methods_only': 'Alleen met {methods}',
  'offers.not_on_bundle': 'De code geldt niet voor dit pakket',
  'offers.original_price': 'Oorspronkelijke prijs',
  'offers.discounted_price': 'Prijs met korting',
  'offers.order_discount': 'Korting {code} ({percentage}%)',
  'offers.paid_discount': 'Kortingscode {code}: {amount} korting',

  'offers.banner': 'Tijdbonus: {percentage}% korting op je eerste credits. Eindigt over {time}',
  'offers.banner_cta': 'Pak {percentage}% korting',
  'offers.modal_title': 'Wees er snel bij: {percentage}% korting, 4 uur lang',
  'offers.modal_body':
    'Als nieuw lid krijg je {percentage}% korting op je eerste credits, alleen binnen 4 uur na je aanmelding. Resterende tijd: {time}',
  'offers.modal_cta': 'Koop credits met {percentage}% korting',
  'offers.modal_dismiss': 'Nee, bedankt',

  'offers.retention_title': 'Blijf en betaal minder',
  'offers.retention_text':
    'Krijg {percentage}% korting op je volgende credits met een persoonlijke kortingscode.',
  'offers.retention_claim': 'Geef mij mijn kortingscode',
  'offers.retention_code': 'Je persoonlijke code: {code}',
  'offers.retention_use': 'Gebruik hem in de winkel',
  'offers.trial_title': 'Probeer een proefpakket',
  'offers.trial_text': 'Het kleinste pakket: {credits} voor {price}, zonder abonnement.',
  'offers.trial_link': 'Probeer het proefpakket',
};
