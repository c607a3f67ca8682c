import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Politique de bannissement',
  intro:
    "Sur {site_name}, chacun doit pouvoir faire des rencontres en toute sécurité et dans une ambiance agréable. Cette politique explique quand nous bloquons un compte, ce qu'un blocage implique pour vos crédits et vos données, et comment le contester si votre compte est bloqué.",
  sections: [
    {
      heading: 'Pourquoi bloquons-nous des comptes ?',
      paragraphs: [
        "{site_name} doit rester un lieu sûr et agréable pour tous. C'est pourquoi nous bloquons les comptes qui enfreignent nos règles. Les motifs les plus fréquents sont : le harcèlement, les menaces ou les comportements insultants envers d'autres membres ; le fait d'avoir moins de 18 ans ou tout contact impliquant des mineurs ; les arnaques et le fait de demander à d'autres membres de l'argent, des cartes cadeaux ou des coordonnées bancaires ; le spam et la publicité non sollicitée ; les fausses identités, comme l'utilisation du nom ou des photos d'une autre personne ; et la publication ou l'envoi de contenus illégaux.",
        "Selon la gravité du manquement, nous pouvons bloquer un compte sans avertissement préalable. Lorsque la loi l'exige, nous signalons les activités illégales aux autorités compétentes.",
      ],
    },
    {
      heading: 'Que deviennent vos crédits et vos données ?',
      paragraphs: [
        "Tant que votre compte est bloqué, votre profil n'est pas visible par les autres membres et vous ne pouvez pas utiliser vos crédits. Votre solde reste associé à votre compte : si le blocage est levé, vous pourrez de nouveau utiliser vos crédits.",
        "Nous ne conservons vos données que le temps nécessaire au traitement du manquement et d'une éventuelle contestation, ainsi qu'au respect de nos obligations légales. Elles sont ensuite supprimées conformément à notre politique de confidentialité.",
        'Si vous estimez avoir droit au remboursement de crédits non utilisés, mentionnez-le lorsque vous nous contactez.',
      ],
    },
    {
      heading: 'Comment contester le blocage',
      paragraphs: [
        "Vous pensez que votre compte a été bloqué par erreur ? Envoyez un e-mail à {support_email} depuis l'adresse associée à votre compte, ou utilisez le formulaire de réclamation sur {domain}/complaints.",
        "Indiquez votre nom d'utilisateur et expliquez pourquoi vous estimez que le blocage n'est pas justifié. Ajoutez toute information susceptible de nous aider à examiner votre dossier.",
      ],
    },
    {
      heading: 'Et ensuite ?',
      paragraphs: [
        "Nous examinons chaque contestation avec attention et vous informons de notre décision par e-mail. S'il s'avère que le blocage n'était pas justifié, nous rétablissons votre compte, crédits compris.",
        'Ne créez pas de nouveau compte tant que votre compte est bloqué : les comptes créés pour contourner un blocage sont eux aussi bloqués. Cela ne porte pas atteinte à vos droits légaux.',
      ],
    },
  ],
} satisfies LegalDoc;
