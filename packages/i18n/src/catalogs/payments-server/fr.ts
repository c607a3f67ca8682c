import type { paymentsServerEn } from './en.ts';

export const paymentsServerFr: Record<keyof typeof paymentsServerEn, string> = {
  'api.payment_method_unavailable': 'Ce moyen de paiement n’est pas disponible ici.',
  'api.payment_provider_unavailable':
    'Le service de paiement est injoignable pour le moment. Veuillez réessayer dans un instant.',
  'api.no_saved_card':
    'Aucune carte n’est enregistrée pour renouveler la commande. Choisissez un pack et payez une fois avec votre carte.',
  'api.refund_not_possible':
    'Cet achat ne peut pas être remboursé : il n’est pas payé, son délai de remboursement est écoulé ou ses crédits ont été utilisés.',
  'api.payment_conflict':
    'Cette commande a déjà été commencée avec d’autres informations. Rechargez la page et réessayez.',

  'sandbox.title': 'Paiement sandbox',
  'sandbox.marker': 'Sandbox : ceci est un paiement de test, aucun argent n’est débité.',
  'sandbox.order': 'Commande',
  'sandbox.amount': 'Montant',
  'sandbox.method': 'Moyen de paiement',
  'sandbox.choose': 'Choisissez le résultat de ce paiement :',
  'sandbox.pay': 'Payer',
  'sandbox.fail': 'Échouer',
  'sandbox.cancel': 'Annuler',
  'sandbox.pending': 'Laisser en attente',
  'sandbox.refuse_recurring':
    'Refuser les prochaines commandes renouvelées avec cette carte (pour tester un paiement par carte échoué)',
  'sandbox.finished': 'Ce paiement est terminé ; plus rien ne peut être fait ici.',
  'sandbox.not_found': 'Ce paiement n’existe pas.',
  'sandbox.back': 'Retour au site',
  'sandbox.chargeback_hint':
    'Essayer une rétrofacturation : la banque du payeur reprend ce paiement payé.',
  'sandbox.chargeback': 'Rétrofacturer',
  'sandbox.charged_back': 'La banque du payeur a repris ce paiement (rétrofacturation).',
  'sandbox.reverse_chargeback_hint': 'Essayer un litige gagné : la banque du payeur rend l’argent.',
  'sandbox.reverse_chargeback': 'Annuler la rétrofacturation',

  'mail.receipt.subject': 'Votre reçu de {site_name} : commande {number}',
  'mail.receipt.body':
    'Merci pour votre achat. Commande {number}. Crédits ajoutés : {credits}. Montant payé : {amount}. Vous pouvez consulter et imprimer votre reçu sur la page de vos commandes.',
  'mail.receipt.button': 'Voir mon reçu',
  'mail.receipt.ignore':
    'Dans un délai de {refund_days, plural, one {# jour} many {# de jours} other {# jours}} après votre achat, vous pouvez demander le remboursement de ses crédits non utilisés sur la page de vos commandes.',

  'mail.chargeback.subject': 'Votre paiement à {site_name} a été annulé par votre banque',
  'mail.chargeback.body':
    'Votre banque a annulé votre paiement de {amount}. {credits, plural, =0 {Il ne restait aucun crédit inutilisé de cet achat à reprendre.} one {Nous avons donc repris le crédit inutilisé de cet achat : #.} many {Nous avons donc repris les crédits inutilisés de cet achat : #.} other {Nous avons donc repris les crédits inutilisés de cet achat : #.}} Si c’était votre seul achat, votre compte n’est plus premium.',
  'mail.chargeback.button': 'Voir la commande',
  'mail.chargeback.ignore':
    'Si vous pensez qu’il s’agit d’une erreur, écrivez-nous à {support_email}.',

  'mail.chargeback_reversed.subject': 'Vos crédits sur {site_name} sont de retour',
  'mail.chargeback_reversed.body':
    'Votre banque a rendu l’argent qu’elle avait repris sur votre paiement de {amount}. {credits, plural, one {Nous vous avons donc rendu # crédit.} many {Nous vous avons donc rendu # crédits.} other {Nous vous avons donc rendu # crédits.}}',
  'mail.chargeback_reversed.button': 'Voir la commande',
  'mail.chargeback_reversed.ignore': 'Si vous avez des questions, écrivez-nous à {support_email}.',
};
