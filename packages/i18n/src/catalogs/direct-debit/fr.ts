import type { directDebitEn } from './en.ts';

export const directDebitFr: Record<keyof typeof directDebitEn, string> = {
  'api.sms_code_invalid': 'Code invalide',
  'api.sms_code_expired': 'Ce code ne peut plus être utilisé. Veuillez demander un nouveau code.',
  'api.sms_code_cooldown': 'Veuillez patienter {seconds} s avant de demander un nouveau code.',
  'api.sms_code_limit':
    'Plus aucun code ne peut être envoyé pour cette commande. Veuillez recommencer.',
  'api.direct_debit_blocked': 'Votre compte est bloqué pour les paiements par prélèvement.',
  'api.direct_debit_limit':
    'Votre limite de paiements par prélèvement est atteinte. Veuillez réessayer plus tard, choisir un pack moins cher ou un autre moyen de paiement.',
  'field.iban_invalid': 'Veuillez saisir un IBAN valide.',
  'field.phone_invalid': 'Veuillez saisir un numéro de mobile valide.',
  'field.authorisation_required': 'Veuillez autoriser le prélèvement.',

  'direct_debit.sms':
    '{code} est votre code {site_name} pour confirmer votre prélèvement de {amount}. Il est valable {minutes, plural, one {# minute} many {# de minutes} other {# minutes}}.',

  'direct_debit.title': 'Payer par prélèvement',
  'direct_debit.intro':
    'Saisissez vos coordonnées bancaires. Nous vous enverrons un code par SMS pour confirmer le prélèvement.',
  'direct_debit.account_holder': 'Titulaire du compte',
  'direct_debit.iban': 'IBAN',
  'direct_debit.street': 'Rue',
  'direct_debit.house_number': 'Numéro',
  'direct_debit.zip': 'Code postal',
  'direct_debit.city': 'Ville',
  'direct_debit.phone': 'Numéro de mobile',
  'direct_debit.phone_hint': 'Nous envoyons le code de confirmation à ce numéro.',
  'direct_debit.mandate_title': 'Mandat de prélèvement SEPA',
  'direct_debit.mandate':
    'En confirmant ce mandat, vous autorisez {company_name} à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément aux instructions de {company_name}, pour cette commande de {amount}. Vous bénéficiez du droit d’être remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte.',
  'direct_debit.authorise':
    'J’autorise {company_name} à prélever {amount} sur mon compte par prélèvement SEPA.',
  'direct_debit.submit': 'Envoyer le code par SMS',
  'direct_debit.code_title': 'Saisissez le code reçu par SMS',
  'direct_debit.code_sent':
    'Nous avons envoyé un code à 6 chiffres au {phone}. Il est valable 10 minutes.',
  'direct_debit.code_label': 'Code SMS',
  'direct_debit.confirm': 'Confirmer et payer',
  'direct_debit.resend': 'Envoyer un nouveau code',
  'direct_debit.resend_wait': 'Vous pourrez demander un nouveau code dans {seconds} s.',
  'direct_debit.resent': 'Un nouveau code est en route.',
  'direct_debit.account': 'Compte',
  'direct_debit.tries_left':
    '{count, plural, one {Il vous reste # essai} many {Il vous reste # d’essais} other {Il vous reste # essais}}',
  'direct_debit.start_again': 'Modifier vos coordonnées',
  'direct_debit.processing': 'Confirmation de votre prélèvement…',

  'mail.direct_debit_bounce.subject': 'Votre prélèvement pour {site_name} a été rejeté',
  'mail.direct_debit_bounce.body':
    'Votre banque a rejeté le prélèvement de {amount}. Nous avons donc repris les crédits non utilisés de cet achat : {credits}. Le prélèvement n’est plus possible pour ce compte bancaire et ce numéro de téléphone ; veuillez choisir un autre moyen de paiement pour votre prochain achat.',
  'mail.direct_debit_bounce.button': 'Voir la commande',
  'mail.direct_debit_bounce.ignore':
    'Si vous pensez qu’il s’agit d’une erreur, écrivez-nous à {support_email}.',
};
