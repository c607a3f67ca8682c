import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Questions fréquentes',
  intro:
    "Vous trouverez ici les réponses aux questions qu'on nous pose le plus souvent. Vous ne trouvez pas ce que vous cherchez ? Contactez notre service client à l'adresse {support_email}.",
  sections: [
    {
      heading: "Qui peut s'inscrire sur {site_name} ?",
      paragraphs: [
        "{site_name} est réservé aux adultes. Vous devez avoir au moins 18 ans pour créer un compte ; en vous inscrivant, vous confirmez que c'est le cas.",
        "L'inscription est gratuite. Une fois inscrit, vous recevez un e-mail contenant un lien d'activation : votre compte est activé dès que vous cliquez dessus.",
      ],
    },
    {
      heading: 'Combien coûte {site_name} ?',
      paragraphs: [
        "Créer un compte, compléter votre profil, rechercher des membres et envoyer des « J'aime » : tout cela est gratuit. Vous ne payez que lorsque vous discutez : l'envoi de messages, de photos et de cadeaux coûte des crédits.",
        "Il n'y a pas d'abonnement. Vous achetez des crédits par packs, en achat unique, quand vous en avez besoin. Les nouveaux membres bénéficient d'une remise de bienvenue pendant une durée limitée.",
      ],
    },
    {
      heading: 'Comment fonctionnent les crédits ?',
      paragraphs: [
        "Les crédits sont la monnaie qui vous permet de discuter sur {site_name}. Chaque message, photo ou cadeau que vous envoyez coûte un certain nombre de crédits, et le prix est toujours affiché avant l'envoi. Votre solde actuel est visible dans votre compte.",
        'Vous pouvez recharger vos crédits à tout moment en achetant un nouveau pack. Si vous le souhaitez, vous pouvez mettre en place une commande récurrente afin que le même pack soit automatiquement commandé à nouveau. Une commande récurrente peut être annulée à tout moment depuis votre compte.',
      ],
    },
    {
      heading: "Qu'est-ce que le statut premium ?",
      paragraphs: [
        "Vous devenez membre premium dès votre premier achat de crédits. En tant que membre premium, vous voyez toutes les photos des autres membres, vous pouvez publier jusqu'à 25 photos et mener autant de conversations que vous le souhaitez.",
        "Les membres gratuits peuvent avoir au maximum 2 conversations et publier jusqu'à 3 photos. Une fois premium, vous le restez, même lorsque vous n'avez plus de crédits.",
      ],
    },
    {
      heading: 'Combien de photos puis-je publier ?',
      paragraphs: [
        "Les membres gratuits peuvent publier jusqu'à 3 photos, les membres premium jusqu'à 25. Les photos doivent vous représenter et respecter nos conditions générales. Les photos d'autres personnes et les contenus illégaux sont interdits.",
        'Conseil : une photo de vous nette et récente rend votre profil bien plus attrayant.',
      ],
    },
    {
      heading: 'Tous les profils sont-ils réels ?',
      paragraphs: [
        "Non. Outre les membres réels, {site_name} comporte des profils fictifs. Ils sont animés par des opérateurs qui discutent avec vous à des fins de divertissement ; il n'est pas possible de les rencontrer dans la vraie vie.",
        'Les profils fictifs sont toujours clairement signalés par une icône et un avertissement, pour que vous sachiez à tout moment avec qui vous parlez. Discuter avec un profil fictif coûte des crédits, exactement comme avec un membre réel.',
      ],
    },
    {
      heading: 'Comment fonctionnent les matchs ?',
      paragraphs: [
        "Un profil vous plaît ? Cliquez sur « J'aime ». Si ce membre vous envoie lui aussi un « J'aime », c'est un match : vous savez tous les deux que l'intérêt est réciproque.",
        "Vous n'avez pas besoin d'un match pour envoyer un message, mais c'est une belle occasion de briser la glace.",
      ],
    },
    {
      heading: 'Que sont le mode invisible et le mode privé ?',
      paragraphs: [
        "En mode invisible, votre profil n'apparaît pas dans les résultats de recherche. Les autres membres ne peuvent pas vous trouver : c'est donc à vous de faire le premier pas, et ils ne peuvent vous contacter qu'après que vous leur avez écrit.",
        "En mode privé, votre profil n'est visible que par les membres à qui vous avez envoyé un « J'aime » ou un message. Vous pouvez activer ou désactiver ces deux modes à tout moment dans Mon profil, rubrique Confidentialité.",
      ],
    },
    {
      heading: 'Comment bloquer un autre membre ?',
      paragraphs: [
        "Utilisez le bouton de blocage sur son profil (l'en-tête de votre conversation y mène). Les membres que vous avez bloqués figurent dans vos paramètres, où vous pouvez les débloquer. Le blocage supprime toutes les conversations et tous les « J'aime » entre vous, et ce membre ne peut plus vous contacter.",
        "Si quelqu'un vous harcèle ou enfreint les règles, signalez-le aussi via le formulaire de réclamation sur {domain}/complaints afin que nous puissions intervenir.",
      ],
    },
    {
      heading: "Je n'ai pas reçu l'e-mail d'activation. Que faire ?",
      paragraphs: [
        "L'e-mail peut mettre quelques minutes à arriver. Vérifiez votre dossier spam ou courrier indésirable, et assurez-vous d'avoir saisi correctement votre adresse e-mail lors de l'inscription.",
        'Toujours rien ? Ajoutez {support_email} à vos contacts et écrivez à notre service client : nous vous aiderons à activer votre compte.',
      ],
    },
    {
      heading: "J'ai oublié mon mot de passe. Comment le réinitialiser ?",
      paragraphs: [
        "Sur la page de connexion, utilisez le lien de réinitialisation du mot de passe et saisissez l'adresse e-mail de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.",
        "Ce lien n'est valable que pendant une durée limitée. S'il a expiré, demandez-en simplement un nouveau. Pour votre sécurité, nous ne vous demanderons jamais votre mot de passe par e-mail ou par téléphone.",
      ],
    },
    {
      heading: 'Comment supprimer mon compte, et puis-je revenir en arrière ?',
      paragraphs: [
        "Vous pouvez supprimer votre compte dans les paramètres de votre compte. Votre profil n'est alors plus visible par les autres membres.",
        "Vous avez changé d'avis ? Pendant 14 jours après la suppression, vous pouvez réactiver votre compte grâce au lien figurant dans l'e-mail que nous vous envoyons. Passé ce délai, votre compte est définitivement supprimé, à l'exception des données que la loi nous oblige à conserver, comme les justificatifs de paiement.",
        "La suppression de votre compte n'entraîne pas le remboursement automatique des crédits non utilisés. Si vous avez droit à un remboursement, demandez-le avant de supprimer votre compte.",
      ],
    },
    {
      heading: 'Puis-je être remboursé ?',
      paragraphs: [
        "Les crédits non utilisés peuvent être remboursés dans un délai de {refund_days} jours à compter de l'achat. Les crédits déjà utilisés ne sont pas remboursables.",
        'Pour demander un remboursement, écrivez à {support_email}. Vous trouverez tous les détails dans notre politique de remboursement.',
      ],
    },
    {
      heading: 'Quels moyens de paiement puis-je utiliser ?',
      paragraphs: [
        "Les moyens de paiement proposés dépendent de votre pays et peuvent inclure iDEAL, Bancontact, les cartes de crédit et de débit, PayPal, le prélèvement SEPA, BLIK et Przelewy24. Lors de l'achat de crédits, vous voyez les options qui vous sont proposées.",
        'Les paiements sont traités par des prestataires de paiement sécurisés. Vos crédits sont ajoutés à votre compte dès que le paiement est confirmé.',
      ],
    },
    {
      heading: 'Comment rester en sécurité ?',
      paragraphs: [
        "N'envoyez jamais d'argent, de cartes cadeaux ou de coordonnées bancaires à une personne rencontrée en ligne, aussi convaincante que soit son histoire. Demander de l'argent à d'autres membres est contraire à nos règles et entraîne le blocage du compte.",
        "Prenez votre temps avant de communiquer des informations personnelles comme votre adresse, votre lieu de travail ou votre numéro de téléphone. Si vous décidez de rencontrer quelqu'un, choisissez un lieu public fréquenté et prévenez un proche de l'endroit où vous allez.",
        "Bloquez les membres avec qui vous ne vous sentez pas à l'aise et signalez tout comportement suspect via le formulaire de réclamation sur {domain}/complaints.",
      ],
    },
    {
      heading: 'Comment contacter {site_name} ?',
      paragraphs: [
        "Écrivez à {support_email} ou appelez le {support_phone}. Indiquez votre nom d'utilisateur pour que nous puissions vous aider rapidement.",
        'Vous pouvez déposer une réclamation via le formulaire sur {domain}/complaints. Toutes nos coordonnées figurent sur notre page Service client.',
      ],
    },
  ],
} satisfies LegalDoc;
