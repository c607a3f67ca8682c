import type { paymentsEn } from './en.ts';

export const paymentsFr: Record<keyof typeof paymentsEn, string> = {
  'payments.credits': '{count, plural, one {# crédit} many {# de crédits} other {# crédits}}',

  'payments.shop_title': 'Acheter des crédits',
  'payments.shop_intro':
    'Les crédits vous permettent de discuter, d’envoyer des photos et des cadeaux. Votre premier achat fait de vous un membre premium.',
  'payments.shop_intro_premium':
    'Les crédits vous permettent de discuter, d’envoyer des photos et des cadeaux.',
  'payments.balance': 'Votre solde',
  'payments.popular': 'Le plus choisi',
  'payments.price_per_credit': '{price} par crédit',
  'payments.select': 'Choisir',
  'payments.select_bundle': 'Choisir {credits} pour {price}',
  'payments.no_bundles': 'Il n’y a pas encore de pack de crédits pour votre pays.',
  'payments.methods_heading': 'Payez en toute sécurité avec',
  'payments.vat_note': 'Tous les prix sont TTC. Pas d’abonnement : vous payez une fois par pack.',
  'payments.repeat_link': 'Racheter votre dernier pack',
  'payments.orders_link': 'Vos commandes',
  'payments.login_required': 'Connectez-vous pour acheter des crédits.',

  'payments.method_creditcard': 'Carte de crédit',
  'payments.method_sct': 'Virement bancaire',
  'payments.method_sdd': 'Prélèvement SEPA',

  'payments.checkout_title': 'Paiement',
  'payments.your_order': 'Votre commande',
  'payments.choose_method': 'Choisissez un moyen de paiement',
  'payments.pay_with': 'Payer avec {method}',
  'payments.total': 'Total',
  'payments.other_bundle': 'Choisir un autre pack',
  'payments.redirecting': 'Nous vous dirigeons vers la page de paiement…',
  'payments.checking': 'Vérification de votre paiement…',
  'payments.pending_title': 'Votre paiement est en cours de traitement',
  'payments.pending_text':
    'Cela peut prendre un instant. Cette page se met à jour d’elle-même dès que le paiement est confirmé.',
  'payments.pending_order_text':
    'Le prestataire de paiement n’a pas encore confirmé ce paiement. Dès qu’il le fera, vos crédits seront ajoutés ; si le paiement n’aboutit pas, cette commande l’indiquera.',
  'payments.complete': 'Paiement effectué',
  'payments.credits_added':
    '{count, plural, one {# crédit ajouté} many {# de crédits ajoutés} other {# crédits ajoutés}}',
  'payments.new_balance': 'Nouveau solde',
  'payments.continue': 'Continuer',
  'payments.to_messages': 'Voir vos messages',
  'payments.failed': 'Le paiement a échoué ou a été annulé.',
  'payments.failed_text':
    'Aucun montant n’a été débité. Réessayez ou choisissez un autre moyen de paiement.',
  'payments.try_again': 'Réessayer avec {method}',
  'payments.other_methods': 'Autres moyens de paiement',
  'payments.payment_failed': 'Échec du paiement',
  'payments.card_failed': 'Échec du paiement par carte de crédit',
  'payments.card_failed_text':
    'Le paiement n’a pas pu être effectué avec votre carte enregistrée. Saisissez les données de votre carte manuellement, ou essayez une autre carte ou un autre moyen de paiement.',
  'payments.enter_card': 'Saisir les données de la carte',
  'payments.pay_paypal': 'Payer avec PayPal',
  'payments.method_unavailable': 'Ce moyen de paiement n’est pas disponible ici.',

  'payments.premium_title': 'Devenez membre premium',
  'payments.premium_intro':
    'Tout achat de crédits fait de vous un membre premium, pour de bon : le premium reste quand vos crédits sont épuisés.',
  'payments.premium_photos': 'Voir toutes les photos de chaque membre',
  'payments.premium_uploads':
    'Publier jusqu’à {count, plural, one {# photo} many {# de photos} other {# photos}} au lieu de {free}',
  'payments.premium_nav': 'Votre solde de crédits dans le menu au lieu de Passer Premium',
  'payments.premium_chance': 'Les membres premium ont 46 % de chances en plus de trouver un match',
  'payments.premium_bundles': 'Choisissez votre pack',
  'payments.premium_already': 'Vous êtes membre premium. Merci !',
  'payments.premium_benefits': 'Ce que le premium vous apporte',

  'payments.pricing_title': 'Tarifs',
  'payments.pricing_intro':
    'L’inscription et la création du profil sont gratuites. Discuter coûte des crédits, achetés par packs : pas d’abonnement, pas de frais cachés.',
  'payments.pricing_bundles': 'Packs de crédits',
  'payments.pricing_costs': 'Ce qui coûte des crédits',
  'payments.cost_message': 'Un message',
  'payments.cost_photo': 'Une photo dans un chat',
  'payments.cost_gift': 'Un cadeau',
  'payments.pricing_refund':
    'Dans un délai de {refund_days, plural, one {# jour} many {# de jours} other {# jours}} après un achat, vous pouvez demander le remboursement des crédits non utilisés.',
  'payments.pricing_signup': 'Inscription gratuite',
  'payments.bundle': 'Pack',
  'payments.price': 'Prix',

  'payments.orders_title': 'Vos commandes',
  'payments.no_orders': 'Vous n’avez pas encore acheté de crédits.',
  'payments.order_number': 'Commande {id}',
  'payments.date': 'Date',
  'payments.status': 'Statut',
  'payments.amount': 'Montant',
  'payments.method': 'Moyen de paiement',
  'payments.credits_heading': 'Crédits',
  'payments.details': 'Détails',
  'payments.status_open': 'Ouverte',
  'payments.open_text':
    'Ce paiement n’est pas terminé. Sur la page de paiement, vous pouvez le finaliser ou l’annuler.',
  'payments.open_continue': 'Aller à la page de paiement',
  'payments.status_pending': 'En cours',
  'payments.status_paid': 'Payée',
  'payments.status_failed': 'Échouée',
  'payments.status_canceled': 'Annulée',
  'payments.status_expired': 'Expirée',
  'payments.status_refunded': 'Remboursée',
  'payments.receipt': 'Reçu',
  'payments.print': 'Imprimer le reçu',
  'payments.seller': 'Vendeur',
  'payments.customer': 'Client',
  'payments.vat_number': 'Numéro de TVA',
  'payments.coc_number': 'Numéro d’immatriculation',
  'payments.total_incl_vat': 'Total TTC',
  'payments.paid_at': 'Payée le',
  'payments.receipt_discount': 'Code de réduction {code}',
  'payments.receipt_refunded': 'Remboursé le {date} : {amount}',
  'payments.all_orders': 'Toutes les commandes',
  'payments.refund_heading': 'Remboursement des crédits non utilisés',
  'payments.refund_button': 'Demander le remboursement',
  'payments.refund_explained':
    'Jusqu’au {date}, vous pouvez demander le remboursement des crédits de cet achat que vous n’avez pas utilisés. Leur prix est remboursé sur votre moyen de paiement.',
  'payments.refund_confirm':
    'Rembourser les crédits non utilisés de cet achat ? Ils sont retirés de votre solde.',
  'payments.refund_done': 'Votre remboursement a été lancé.',
  'payments.refund_none_left': 'Tous les crédits de cet achat ont été utilisés.',
  'payments.refunded_amount': 'Remboursé : {amount}',
  'payments.charged_back': 'Annulé par votre banque',
  'payments.charged_back_on': '{date} : {amount}',
  'payments.receipt_charged_back': 'Annulé par la banque du payeur le {date} : {amount}',
  'payments.chargeback_reversed': 'Rétrofacturation annulée',
  'payments.chargeback_reversed_on': 'Le {date}, votre banque nous a rendu l’argent.',
  'payments.receipt_chargeback_reversed':
    'Rétrofacturation annulée par la banque du payeur le {date}',
  'payments.refunded_title': 'Cet achat a été remboursé',
  'payments.refunded_text':
    'Ses crédits inutilisés ont été repris et le montant vous a été rendu, par nous ou par votre banque. La commande en donne le détail.',
  'payments.view_order': 'Voir la commande',

  'payments.repeat_title': 'Commander à nouveau',
  'payments.repeat_text':
    'Rachetez {credits} pour {price} avec votre carte enregistrée, en une seule étape.',
  'payments.repeat_buy': 'Racheter',
  'payments.saved_card': 'Carte enregistrée',
  'payments.card_label': '{brand} se terminant par {last4}',
  'payments.card_expires': 'Valable jusqu’au {expiry}',
  'payments.remove_card': 'Supprimer la carte',
  'payments.card_removed': 'Votre carte a été supprimée.',
  'payments.no_saved_card':
    'Vous n’avez pas de carte enregistrée. Payez une fois par carte de crédit pour pouvoir racheter ici en une étape.',
};
