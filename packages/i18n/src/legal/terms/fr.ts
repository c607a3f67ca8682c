import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Conditions générales',
  intro:
    "Les présentes conditions générales s'appliquent à toute utilisation de {site_name} ({domain}) et à tout achat de crédits sur le site. Veuillez les lire attentivement : en créant un compte, vous les acceptez. Version du {terms_date}.",
  sections: [
    {
      heading: "Qui sommes-nous et à quoi s'appliquent ces conditions",
      paragraphs: [
        "{site_name} est exploité par {company_name}, {address}, {city}, {country}[[, numéro d'immatriculation à la Chambre de commerce {kvk}]][[, numéro(s) de TVA {vat_numbers}]], ci-après « nous ». Vous pouvez nous joindre par e-mail à l'adresse {support_email} ou par téléphone au {support_phone}.",
        "{site_name} est un service de rencontres et de chat en ligne pour adultes. Les membres peuvent créer un profil, rechercher d'autres membres, aimer des profils et discuter par messages texte, photos et cadeaux virtuels. L'inscription et la création d'un profil sont gratuites ; le chat est payant en crédits.",
        "Les présentes conditions constituent le contrat entre vous et nous. Notre politique de confidentialité et notre politique relative aux cookies expliquent comment nous traitons vos données personnelles ; elles ne font pas partie de ce contrat, mais s'appliquent à votre utilisation de {site_name}.",
      ],
    },
    {
      heading: "Conditions d'accès : réservé aux adultes",
      paragraphs: [
        'Vous devez avoir au moins 18 ans pour utiliser {site_name} et être autorisé(e) à consulter des contenus pour adultes selon la législation du pays où vous vous trouvez. En vous inscrivant, vous confirmez remplir ces deux conditions.',
        "Le compte est personnel. Vous ne pouvez détenir qu'un seul compte et ne pouvez pas le laisser utiliser par une autre personne. Les comptes ne peuvent pas être utilisés à des fins commerciales.",
        "Si nous avons des raisons de penser qu'un membre a moins de 18 ans, nous bloquons immédiatement son compte et le supprimons. Vous pouvez nous signaler un membre que vous soupçonnez d'être mineur via le formulaire de réclamation ou par e-mail.",
      ],
    },
    {
      heading: 'Votre compte',
      paragraphs: [
        "Lors de votre inscription, vous devez fournir des informations exactes et les tenir à jour. L'adresse e-mail utilisée doit être la vôtre et pouvoir recevoir nos messages, car nous l'utilisons pour des notifications importantes, comme la confirmation de la suppression d'un compte.",
        "Gardez vos identifiants secrets. Vous êtes responsable de tout ce qui se passe via votre compte, sauf si vous ne pouviez raisonnablement pas l'empêcher. Si vous soupçonnez qu'une autre personne a accès à votre compte, modifiez immédiatement votre mot de passe et contactez-nous.",
        "Votre profil peut contenir des photos, des centres d'intérêt et des informations personnelles. L'indication de votre orientation sexuelle est facultative ; nous ne l'enregistrons qu'avec votre consentement explicite, et vous pouvez la supprimer à tout moment. Le mode invisible, le mode confidentialité et la possibilité de bloquer d'autres membres vous permettent de choisir qui vous voit et qui peut vous contacter.",
        "Si vous et un autre membre aimez mutuellement vos profils, c'est un match. Un « J'aime » ou un match n'engage aucun de vous deux à quoi que ce soit.",
      ],
    },
    {
      heading: 'Crédits, prix et paiement',
      paragraphs: [
        "L'inscription, la création de votre profil, la recherche et les « J'aime » sont gratuits. Le chat est payant en crédits : l'envoi d'un message, d'une photo ou d'un cadeau consomme un nombre de crédits qui vous est indiqué sur {site_name} avant l'envoi.",
        "Les crédits sont vendus par packs. Le prix de chaque pack, TVA comprise le cas échéant, et le nombre de crédits qu'il contient vous sont indiqués avant le paiement. L'achat est conclu lorsque vous finalisez le paiement, et les crédits sont ajoutés à votre compte dès que le paiement est confirmé. Vous recevez une facture pour chaque achat.",
        'Les paiements sont traités par un prestataire de paiement externe. Nous ne recevons ni ne conservons jamais le numéro complet de votre carte.',
        "Chaque achat est un paiement unique. Si vous le souhaitez, vous pouvez activer une commande récurrente, qui rachète automatiquement le même pack aux conditions qui vous sont présentées lors de l'activation. Vous pouvez désactiver une commande récurrente à tout moment depuis votre compte, avec effet pour toutes les commandes futures.",
        "Les crédits sont liés à votre compte. Ils n'ont aucune valeur monétaire, ne peuvent pas être transférés à d'autres membres ou comptes et ne peuvent pas être échangés contre de l'argent, sauf par voie de remboursement dans les conditions prévues aux présentes. Nous pouvons modifier nos prix pour l'avenir ; les changements de prix n'affectent pas les achats déjà effectués.",
      ],
    },
    {
      heading: 'Statut premium',
      paragraphs: [
        "Votre premier achat d'un pack de crédits fait de vous un membre premium, sans frais supplémentaires. En tant que membre premium, vous voyez toutes les photos des autres membres et pouvez mettre en ligne jusqu'à 25 photos au lieu de 3.",
        "Le statut premium n'est pas un abonnement : il ne se renouvelle pas et ne coûte rien en soi. Si l'achat qui vous a donné le statut premium est remboursé ou annulé, nous pouvons vous retirer ce statut.",
      ],
    },
    {
      heading: 'Remboursements et droit de rétractation',
      paragraphs: [
        "Vous pouvez être remboursé(e) des crédits que vous n'avez pas utilisés. Si vous en faites la demande dans les {refund_days} jours suivant un achat, nous vous remboursons les crédits de cet achat que vous n'avez pas encore utilisés, sur la base du prix par crédit que vous avez effectivement payé pour ce pack. Envoyez votre demande à {support_email} en précisant l'achat concerné. Notre politique de remboursement en précise les modalités.",
        "Les crédits sont un contenu numérique qui vous est fourni immédiatement après le paiement. En tant que consommateur, vous disposez normalement d'un droit de rétractation de 14 jours pour les achats en ligne ; pour les contenus numériques, ce droit prend toutefois fin dès le début de la fourniture, à condition que vous ayez expressément consenti à la fourniture immédiate et reconnu perdre ainsi votre droit de rétractation. Nous recueillons ce consentement avant le paiement. Le remboursement des crédits non utilisés décrit ci-dessus n'en est pas affecté.",
        "Les remboursements sont effectués sans frais, par le moyen de paiement utilisé pour l'achat, dans les meilleurs délais et au plus tard 14 jours après l'acceptation de votre demande. Les crédits remboursés sont déduits de votre solde.",
        "Si vous faites annuler un paiement par votre banque ou par l'émetteur de votre carte (rétrofacturation) sans motif légitime, nous pouvons retirer les crédits correspondants et suspendre votre compte jusqu'à ce que la situation soit réglée. Cela n'affecte pas vos droits si vous n'avez pas autorisé vous-même le paiement.",
      ],
    },
    {
      heading: 'Profils fictifs',
      paragraphs: [
        "Tous les profils de {site_name} n'appartiennent pas à de vrais membres. Certains profils sont fictifs : ils sont animés, par {company_name} ou pour son compte, par des opérateurs de chat qui rédigent les messages, à des fins de divertissement et pour faire vivre les conversations.",
        'Les profils fictifs sont toujours clairement signalés par une icône et un avertissement, à la fois sur le profil et dans le chat. Soyez attentif(ve) à ce signalement avant de commencer ou de poursuivre une conversation.',
        "Une conversation avec un profil fictif ne peut jamais déboucher sur une rencontre ou une relation réelle, même si la conversation semble suggérer le contraire. Les messages envoyés aux profils fictifs coûtent autant de crédits que les messages envoyés aux autres membres. Si vous ne souhaitez pas discuter avec des profils fictifs, n'engagez pas de conversation avec les profils portant ce signalement.",
      ],
    },
    {
      heading: 'Règles de conduite',
      paragraphs: [
        '{site_name} est destiné à des échanges respectueux entre adultes. Vous êtes responsable de tout ce que vous publiez et envoyez, et vous devez respecter la loi ainsi que les présentes règles.',
        "Il vous est notamment interdit : de publier ou d'envoyer tout contenu impliquant des mineurs ou les sexualisant ; de mettre en ligne des photos d'autres personnes sans leur consentement ou d'utiliser une photo de profil qui ne vous représente pas ; de harceler, menacer, insulter, faire chanter ou discriminer d'autres membres ; de publier des contenus illicites, violents, haineux ou diffamatoires ; de proposer ou de solliciter des services sexuels rémunérés, ou de faire la promotion de produits, de services ou d'autres sites web ; de divulguer des données personnelles de tiers ou de demander de l'argent ou des informations financières à des membres ; de vous faire passer pour quelqu'un d'autre ou de créer des comptes faux ou multiples ; d'envoyer du spam ou d'utiliser des bots, des scripts ou d'autres outils automatisés ; ou de tenter de contourner les mesures de sécurité ou le système de crédits de {site_name}.",
        "Rencontrer un autre membre dans la vie réelle relève de votre seule décision et de votre responsabilité. Donnez rendez-vous dans un lieu public, dites à une personne de confiance où vous allez et n'envoyez jamais d'argent à quelqu'un que vous ne connaissez qu'en ligne.",
        "Vous pouvez bloquer n'importe quel membre, qui ne pourra alors plus vous contacter. Signalez tout contenu ou comportement contraire à ces règles via le formulaire de réclamation à l'adresse {domain}/complaints.",
      ],
    },
    {
      heading: 'Modération, suspension et exclusion',
      paragraphs: [
        "Nous pouvons examiner les profils, photos et messages, par exemple à la suite d'un signalement, afin de faire respecter ces règles et de protéger nos membres. Nous pouvons refuser ou supprimer tout contenu contraire aux présentes conditions ou à la loi.",
        'Selon la gravité du manquement, nous pouvons vous adresser un avertissement, restreindre ou suspendre temporairement votre compte, ou vous exclure définitivement. Dans les cas graves, tels que des contenus impliquant des mineurs, une fraude, des menaces ou des manquements répétés, nous pouvons vous exclure sans avertissement préalable. Un membre exclu ne peut pas créer de nouveau compte.',
        "Nous vous informons de toute mesure prise et de ses motifs, sauf si la loi nous l'interdit. Nous prenons ces décisions avec diligence, de manière objective et en tenant dûment compte de vos intérêts. Vous pouvez contester une décision via le formulaire de réclamation.",
        "Une exclusion n'affecte pas votre droit au remboursement des crédits non utilisés selon les règles de remboursement ci-dessus, sauf si elle résulte d'une fraude ou d'un abus en matière de paiement. Nous pouvons signaler les infractions pénales aux autorités compétentes.",
      ],
    },
    {
      heading: 'Vos contenus et notre licence',
      paragraphs: [
        "Vous conservez tous les droits sur les photos, textes et autres contenus que vous publiez sur {site_name}. Vous garantissez être en droit de publier ces contenus, qu'ils ne portent atteinte aux droits de personne et que toutes les personnes reconnaissables sur vos photos ont consenti à leur publication.",
        "Afin de nous permettre d'exploiter le service, vous accordez à {company_name} une licence non exclusive et gratuite pour stocker, réencoder, redimensionner et afficher vos contenus auprès des autres membres, aux seules fins de l'exploitation de {site_name}. Nous ne vendons pas vos contenus et ne les utilisons pas en dehors de {site_name} sans votre autorisation distincte.",
        "Cette licence prend fin lorsque vous supprimez le contenu ou lorsque votre compte est définitivement supprimé, à l'exception des copies que la loi nous oblige à conserver.",
        'Le logiciel, le design, les textes et les marques de {site_name} nous appartiennent ou appartiennent à nos concédants de licence. Vous ne pouvez pas les copier, les extraire de manière automatisée ni les réutiliser sans notre autorisation.',
      ],
    },
    {
      heading: 'Notre service et notre responsabilité',
      paragraphs: [
        "Nous faisons de notre mieux pour que {site_name} reste disponible et sécurisé, mais nous ne pouvons pas garantir un fonctionnement toujours ininterrompu et exempt d'erreurs. Nous pouvons modifier, étendre ou restreindre des fonctionnalités pour des motifs légitimes, tels que des exigences légales, la sécurité ou l'évolution technique. Nous vous informons à l'avance des changements importants qui vous concernent.",
        "Nous ne garantissons pas que vous trouverez un match ou un partenaire. Nous ne pouvons pas vérifier l'identité et les intentions de chaque membre et ne sommes pas responsables de ce que les autres membres disent ou font, sur {site_name} ou en dehors.",
        'Notre responsabilité est engagée sans limitation en cas de dommage causé intentionnellement ou par faute lourde, en cas de décès ou de dommage corporel, et dans tous les cas où la loi ne permet pas de limiter la responsabilité. Dans les autres cas, et dans la mesure permise par la loi, notre responsabilité est limitée aux dommages directs et prévisibles, à concurrence du montant que vous nous avez payé au cours des douze mois précédant le fait générateur du dommage.',
        'Aucune disposition des présentes conditions ne limite les droits dont vous bénéficiez en tant que consommateur en vertu de dispositions légales impératives.',
      ],
    },
    {
      heading: 'Suppression de votre compte',
      paragraphs: [
        "Vous pouvez supprimer votre compte à tout moment dans les paramètres de votre compte. Nous vous envoyons alors un e-mail contenant un lien qui vous permet d'annuler la suppression dans un délai de 14 jours. Pendant cette période, votre profil n'est plus visible par les autres membres.",
        "Si vous n'utilisez pas le lien dans ce délai de 14 jours, votre compte et vos données personnelles sont définitivement effacés et ne peuvent plus être restaurés. Seules les données de facturation sont conservées, sous forme anonymisée, pendant la durée imposée par la législation fiscale.",
        'Les crédits non utilisés sont perdus dès que votre compte est définitivement supprimé. Si vous avez droit à un remboursement, demandez-le avant de supprimer votre compte.',
        "Nous pouvons résilier le contrat et fermer votre compte si nous vous excluons (voir « Modération, suspension et exclusion »), ou moyennant un préavis raisonnable si nous cessons d'exploiter {site_name}. Si nous fermons {site_name}, nous vous remboursons tous les crédits achetés non utilisés.",
      ],
    },
    {
      heading: 'Réclamations, litiges et droit applicable',
      paragraphs: [
        "Si vous avez une réclamation concernant {site_name}, un achat ou une décision que nous avons prise, comme la suppression d'un contenu ou une exclusion, veuillez utiliser le formulaire de réclamation à l'adresse {domain}/complaints. Vous pouvez également nous écrire à {support_email}.",
        'Décrivez votre réclamation aussi clairement que possible. Nous en accusons réception et y répondons dans les meilleurs délais, en principe sous 14 jours. Si nous avons besoin de plus de temps, nous vous en indiquons la raison et le délai dans lequel vous pouvez attendre une réponse.',
        'Si nous ne parvenons pas à résoudre une réclamation ensemble, vous pouvez porter le litige devant la juridiction compétente. Pour les décisions de modération de contenus, vous pouvez également vous adresser à un organisme de règlement extrajudiciaire des litiges certifié en vertu du règlement européen sur les services numériques (Digital Services Act).',
        'Les présentes conditions sont régies par le droit du pays dans lequel {company_name} a son siège social ({country}). Si vous êtes un consommateur, ce choix ne vous prive pas de la protection que vous assurent les dispositions impératives du droit du pays de votre résidence habituelle. En tant que consommateur, vous pouvez saisir les juridictions du pays où vous résidez ou celles du pays où nous sommes établis ; nous ne pouvons agir contre vous que devant les juridictions du pays où vous résidez.',
      ],
    },
    {
      heading: 'Modification des présentes conditions',
      paragraphs: [
        "Nous pouvons modifier les présentes conditions pour des motifs légitimes, par exemple en raison de nouvelles fonctionnalités ou d'une évolution de la législation ou de la jurisprudence. La date de la version en vigueur figure en tête des présentes conditions.",
        "Nous vous informons des modifications importantes par e-mail ou sur {site_name} au moins 30 jours avant leur entrée en vigueur. Si vous n'acceptez pas une modification, vous pouvez supprimer votre compte avant cette date. Si vous continuez à utiliser {site_name} après cette date, les nouvelles conditions s'appliquent. Les modifications ne s'appliquent jamais rétroactivement aux achats déjà effectués.",
        'Si une disposition des présentes conditions est déclarée nulle, les autres dispositions restent en vigueur.',
      ],
    },
  ],
} satisfies LegalDoc;
