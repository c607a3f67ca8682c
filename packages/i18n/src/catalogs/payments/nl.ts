import type { paymentsEn } from './en.ts';

export const paymentsNl: Record<keyof typeof paymentsEn, string> = {
  'payments.credits': '{count, plural, one {# credit} other {# credits}}',

  'payments.shop_title': 'Credits kopen',
  'payments.shop_intro':
    'Met credits kun je chatten en foto’s en cadeaus sturen. Met je eerste aankoop word je premiumlid.',
  'payments.shop_intro_premium': 'Met credits kun je chatten en foto’s en cadeaus sturen.',
  'payments.balance': 'Je saldo',
  'payments.popular': 'Meest gekozen',
  'payments.price_per_credit': '{price} per credit',
  'payments.select': 'Kiezen',
  'payments.select_bundle': '{credits} kiezen voor {price}',
  'payments.no_bundles': 'Er zijn nog geen creditpakketten voor jouw land.',
  'payments.methods_heading': 'Veilig betalen met',
  'payments.vat_note':
    'Alle prijzen zijn inclusief btw. Geen abonnement: je betaalt één keer per pakket.',
  'payments.repeat_link': 'Je laatste pakket opnieuw kopen',
  'payments.orders_link': 'Je bestellingen',
  'payments.login_required': 'Log in om credits te kopen.',

  'payments.method_creditcard': 'Creditcard',
  'payments.method_sct': 'Bankoverschrijving',
  'payments.method_sdd': 'SEPA-incasso',

  'payments.checkout_title': 'Afrekenen',
  'payments.your_order': 'Je bestelling',
  'payments.choose_method': 'Kies een betaalmethode',
  'payments.pay_with': 'Betalen met {method}',
  'payments.total': 'Totaal',
  'payments.other_bundle': 'Ander pakket kiezen',
  'payments.redirecting': 'We brengen je naar de betaalpagina…',
  'payments.checking': 'We controleren je betaling…',
  'payments.pending_title': 'Je betaling wordt verwerkt',
  'payments.pending_text':
    'Dit kan even duren. Deze pagina werkt zichzelf bij zodra de betaling is bevestigd.',
  'payments.pending_order_text':
    'De betaalprovider heeft deze betaling nog niet bevestigd. Zodra dat gebeurt, worden je credits bijgeschreven; gaat de betaling niet door, dan staat dat bij deze bestelling.',
  'payments.complete': 'Betaling voltooid',
  'payments.credits_added':
    '{count, plural, one {# credit toegevoegd} other {# credits toegevoegd}}',
  'payments.new_balance': 'Nieuw saldo',
  'payments.continue': 'Verder',
  'payments.to_messages': 'Naar je berichten',
  'payments.failed': 'De betaling is mislukt of geannuleerd.',
  'payments.failed_text':
    'Er is geen geld afgeschreven. Probeer het opnieuw of kies een andere betaalmethode.',
  'payments.try_again': 'Opnieuw proberen met {method}',
  'payments.other_methods': 'Andere betaalmethoden',
  'payments.payment_failed': 'Betaling mislukt',
  'payments.card_failed': 'Creditcardbetaling mislukt',
  'payments.card_failed_text':
    'De betaling kon niet worden voltooid met je opgeslagen kaart. Voer je kaartgegevens handmatig in, of probeer een andere kaart of betaalmethode.',
  'payments.enter_card': 'Kaartgegevens invoeren',
  'payments.pay_paypal': 'Betalen met PayPal',
  'payments.method_unavailable': 'Deze betaalmethode is hier niet beschikbaar.',

  'payments.premium_title': 'Word premiumlid',
  'payments.premium_intro':
    'Met elke aankoop van credits word je premiumlid, voorgoed: premium blijft als je credits op zijn.',
  'payments.premium_photos': 'Bekijk alle foto’s van elk lid',
  'payments.premium_uploads':
    'Upload tot {count, plural, one {# foto} other {# foto’s}} in plaats van {free}',
  'payments.premium_nav': 'Je creditsaldo in het menu in plaats van ‘Word Premium’',
  'payments.premium_chance': 'Premiumleden hebben 46% meer kans op een match',
  'payments.premium_bundles': 'Kies je pakket',
  'payments.premium_already': 'Je bent premiumlid. Bedankt!',
  'payments.premium_benefits': 'Wat premium je geeft',

  'payments.pricing_title': 'Prijzen',
  'payments.pricing_intro':
    'Aanmelden en je profiel maken zijn gratis. Chatten kost credits, die je in pakketten koopt: geen abonnement, geen verborgen kosten.',
  'payments.pricing_bundles': 'Creditpakketten',
  'payments.pricing_costs': 'Waarvoor je credits betaalt',
  'payments.cost_message': 'Een bericht',
  'payments.cost_photo': 'Een foto in een chat',
  'payments.cost_gift': 'Een cadeau',
  'payments.pricing_refund':
    'Binnen {refund_days, plural, one {# dag} other {# dagen}} na een aankoop kun je de ongebruikte credits terugvragen.',
  'payments.pricing_signup': 'Gratis aanmelden',
  'payments.bundle': 'Pakket',
  'payments.price': 'Prijs',

  'payments.orders_title': 'Je bestellingen',
  'payments.no_orders': 'Je hebt nog geen credits gekocht.',
  'payments.order_number': 'Bestelling {id}',
  'payments.date': 'Datum',
  'payments.status': 'Status',
  'payments.amount': 'Bedrag',
  'payments.method': 'Betaalmethode',
  'payments.credits_heading': 'Credits',
  'payments.details': 'Details',
  'payments.status_open': 'Open',
  'payments.open_text':
    'Deze betaling is nog niet afgerond. Op de betaalpagina kun je hem afronden of annuleren.',
  'payments.open_continue': 'Naar de betaalpagina',
  'payments.status_pending': 'In behandeling',
  'payments.status_paid': 'Betaald',
  'payments.status_failed': 'Mislukt',
  'payments.status_canceled': 'Geannuleerd',
  'payments.status_expired': 'Verlopen',
  'payments.status_refunded': 'Terugbetaald',
  'payments.receipt': 'Betaalbewijs',
  'payments.print': 'Betaalbewijs afdrukken',
  'payments.seller': 'Verkoper',
  'payments.customer': 'Klant',
  'payments.vat_number': 'Btw-nummer',
  'payments.coc_number': 'KvK-nummer',
  'payments.total_incl_vat': 'Totaal incl. btw',
  'payments.paid_at': 'Betaald op',
  'payments.receipt_discount': 'Kortingscode {code}',
  'payments.receipt_refunded': 'Terugbetaald op {date}: {amount}',
  'payments.all_orders': 'Alle bestellingen',
  'payments.refund_heading': 'Terugbetaling van ongebruikte credits',
  'payments.refund_button': 'Terugbetaling aanvragen',
  'payments.refund_explained':
    'Tot {date} kun je de credits van deze aankoop die je nog niet hebt gebruikt terugvragen. Het bedrag ervoor wordt teruggestort via je betaalmethode.',
  'payments.refund_confirm':
    'De ongebruikte credits van deze aankoop terugbetalen? Ze worden van je saldo afgehaald.',
  'payments.refund_done': 'Je terugbetaling is gestart.',
  'payments.refund_none_left': 'Alle credits van deze aankoop zijn gebruikt.',
  'payments.refunded_amount': 'Terugbetaald: {amount}',
  'payments.charged_back': 'Teruggeboekt door je bank',
  'payments.charged_back_on': '{date}: {amount}',
  'payments.receipt_charged_back': 'Teruggeboekt door de bank van de betaler op {date}: {amount}',
  'payments.chargeback_reversed': 'Terugboeking ingetrokken',
  'payments.chargeback_reversed_on': 'Op {date} heeft je bank ons het geld teruggegeven.',
  'payments.receipt_chargeback_reversed':
    'Terugboeking ingetrokken door de bank van de betaler op {date}',
  'payments.refunded_title': 'Deze aankoop is terugbetaald',
  'payments.refunded_text':
    'De ongebruikte credits ervan zijn teruggenomen en het bedrag is naar je teruggegaan, door ons of door je bank. De bestelling toont de details.',
  'payments.view_order': 'De bestelling bekijken',

  'payments.repeat_title': 'Opnieuw bestellen',
  'payments.repeat_text':
    'Koop {credits} opnieuw voor {price} met je opgeslagen kaart, in één stap.',
  'payments.repeat_buy': 'Opnieuw kopen',
  'payments.saved_card': 'Opgeslagen kaart',
  'payments.card_label': '{brand} eindigend op {last4}',
  'payments.card_expires': 'Geldig tot {expiry}',
  'payments.remove_card': 'Kaart verwijderen',
  'payments.card_removed': 'Je kaart is verwijderd.',
  'payments.no_saved_card':
    'Je hebt geen opgeslagen kaart. Betaal één keer met je creditcard, dan kun je hier in één stap opnieuw kopen.',
};
