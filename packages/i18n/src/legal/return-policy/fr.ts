import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Politique de remboursement',
  intro:
    "Sur {site_name}, vous achetez des crédits pour discuter avec d'autres membres. Cette politique présente votre droit de rétractation, les cas dans lesquels vous pouvez vous faire rembourser des crédits non utilisés et la démarche à suivre. Elle fait partie intégrante de nos conditions générales.",
  sections: [
    {
      heading: 'Droit de rétractation pour les contenus numériques',
      paragraphs: [
        "Les crédits sont un contenu numérique qui vous est fourni immédiatement après le paiement. En tant que consommateur dans l'UE, vous disposez normalement d'un droit de rétractation de 14 jours pour les achats en ligne. Pour les contenus numériques, ce droit prend toutefois fin dès que la fourniture a commencé, à condition que vous ayez expressément accepté la fourniture immédiate et reconnu que vous perdiez ainsi votre droit de rétractation.",
        'Vos crédits sont ajoutés à votre compte dès que votre paiement est finalisé. En finalisant le paiement, vous demandez cette fourniture immédiate et reconnaissez que votre droit de rétractation pour ces crédits prend alors fin.',
      ],
    },
    {
      heading: "Incidence de l'utilisation des crédits sur vos droits",
      paragraphs: [
        "Dès que vous utilisez des crédits d'un pack, par exemple pour envoyer un message, une photo ou un cadeau, ces crédits sont consommés. Les crédits utilisés ne peuvent être ni restitués ni remboursés.",
        "Pour les crédits que vous n'avez pas encore utilisés, c'est notre dispositif de remboursement des crédits non utilisés, décrit ci-dessous, qui s'applique.",
      ],
    },
    {
      heading: 'Remboursement des crédits non utilisés',
      paragraphs: [
        "Vous pouvez vous faire rembourser les crédits non utilisés dans un délai de {refund_days} jours à compter de l'achat. Le montant est calculé sur la base du prix par crédit que vous avez réellement payé pour ce pack, remises éventuelles comprises.",
        "Si vous avez déjà utilisé une partie d'un pack, seule la partie non utilisée est remboursée. Au-delà de {refund_days} jours après la date d'achat, les crédits non utilisés ne peuvent plus être remboursés.",
      ],
    },
    {
      heading: 'Comment demander un remboursement',
      paragraphs: [
        "Sur la page « Vos commandes », ouvrez l'achat concerné et choisissez « Demander le remboursement des crédits non utilisés ». Dès que vous confirmez, les crédits non utilisés de cet achat vous sont remboursés immédiatement sur le moyen de paiement que vous avez utilisé.",
        "La page de l'achat indique ensuite combien de crédits et quel montant ont été remboursés. Si vous avez besoin d'aide pour un remboursement, vous pouvez aussi écrire à {support_email} ou appeler le {support_phone}.",
      ],
    },
    {
      heading: 'Modalités de remboursement',
      paragraphs: [
        "Nous vous remboursons avec le moyen de paiement utilisé lors de l'achat. Le remboursement est lancé dès que vous le demandez, sans validation de notre part. Aucuns frais ne vous sont facturés pour un remboursement.",
        'Les crédits remboursés sont déduits de votre solde. Selon votre banque ou votre prestataire de paiement, le montant peut mettre quelques jours ouvrés à apparaître sur votre compte.',
      ],
    },
    {
      heading: 'Annulation des commandes récurrentes',
      paragraphs: [
        "Si vous avez mis en place une commande récurrente, vous pouvez l'annuler à tout moment en supprimant votre carte enregistrée sur la page des commandes récurrentes de la boutique de crédits, ou en contactant le service client. L'annulation s'applique à toutes les commandes futures.",
        "Les commandes passées et payées avant l'annulation sont traitées comme tout autre achat : les crédits non utilisés issus de ces commandes peuvent être remboursés dans un délai de {refund_days} jours à compter de l'achat.",
      ],
    },
  ],
} satisfies LegalDoc;
