import type { offersEn } from './en.ts';

export const offersFr: Record<keyof typeof offersEn, string> = {
  'api.discount_code_not_found': 'Code introuvable',
  'api.discount_code_used': 'Code déjà utilisé',
  'api.discount_code_held':
    'Ce code est réservé à un paiement que vous avez commencé. Terminez ou annulez ce paiement, ou réessayez plus tard.',
  'api.discount_code_expired': 'Ce code a expiré.',
  'api.discount_code_country': 'Ce code n’est pas valable dans votre pays.',
  'api.discount_code_not_eligible':
    'Cette offre est réservée aux nouveaux membres, avant leur premier achat.',
  'api.discount_code_minimum':
    'Ce code n’est valable que pour une commande plus importante. Choisissez un pack plus grand.',
  'api.discount_code_not_better':
    'Votre bonus temps ou réduction de bienvenue vous fait gagner plus que ce code : il reste appliqué.',
  'api.discount_code_method':
    'Ce code n’est pas valable avec ce moyen de paiement. Choisissez-en un autre.',

  'offers.code_label': 'Code de réduction',
  'offers.code_apply': 'Appliquer',
  'offers.code_remove': 'Retirer le code',
  'offers.code_applied': 'Code {code} : {percentage} % de réduction',
  'offers.time_bonus_applied': 'Bonus temps : {percentage} % de réduction sur vos premiers crédits',
  'offers.welcome_applied': 'Réduction de bienvenue : {percentage} % sur vos premiers crédits',
  'offers.held_time_bonus_pending':
    'Votre bonus temps ({percentage} % de réduction) est réservé à un paiement en cours de traitement. Si ce paiement n’aboutit pas, vous pourrez l’utiliser sur un autre pack.',
  'offers.held_welcome_pending':
    'Votre réduction de bienvenue ({percentage} %) est réservée à un paiement en cours de traitement. Si ce paiement n’aboutit pas, vous pourrez l’utiliser sur un autre pack.',
  'offers.held_open': 'Ouvrir ce paiement',
  'offers.valid_until': 'Valable jusqu’au {date}',
  'offers.minimum': 'Pour une commande à partir de {amount}',
  'offers.methods_only': 'Uniquement avec {methods}',
  'offers.not_on_bundle': 'Le code ne s’applique pas à ce pack',
  'offers.original_price': 'Prix initial',
  'offers.discounted_price': 'Prix avec réduction',
  'offers.order_discount': 'Réduction {code} ({percentage} %)',
  'offers.paid_discount': 'Code de réduction {code} : {amount} de réduction',

  'offers.banner':
    'Bonus temps : {percentage} % de réduction sur vos premiers crédits. Se termine dans {time}',
  'offers.banner_cta': 'Profiter de {percentage} %',
  'offers.modal_title': 'Faites vite : {percentage} % de réduction pendant 4 heures',
  'offers.modal_body':
    'En tant que nouveau membre, vous bénéficiez de {percentage} % de réduction sur vos premiers crédits, uniquement dans les 4 heures suivant votre inscription. Temps restant : {time}',
  'offers.modal_cta': 'Acheter des crédits avec {percentage} % de réduction',
  'offers.modal_dismiss': 'Non merci',

  'offers.retention_title': 'Restez pour moins cher',
  'offers.retention_text':
    'Obtenez {percentage} % de réduction sur vos prochains crédits avec un code de réduction personnel.',
  'offers.retention_claim': 'Obtenir mon code de réduction',
  'offers.retention_code': 'Votre code personnel : {code}',
  'offers.retention_use': 'L’utiliser dans la boutique',
  'offers.trial_title': 'Essayez un pack découverte',
  'offers.trial_text': 'Le plus petit pack : {credits} pour {price}, sans abonnement.',
  'offers.trial_link': 'Essayer le pack découverte',
};
