import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Politique de confidentialité',
  intro:
    'Votre vie privée compte, tout particulièrement sur un site de rencontres. La présente politique de confidentialité explique quelles données personnelles {site_name} collecte, pourquoi nous les utilisons, avec qui nous les partageons, combien de temps nous les conservons et quels droits vous confère le Règlement général sur la protection des données (RGPD).',
  sections: [
    {
      heading: 'Responsable du traitement',
      paragraphs: [
        "Le responsable du traitement de vos données personnelles sur {site_name} ({domain}) est {company_name}, {address}, {city}, {country}[[, numéro d'immatriculation à la Chambre de commerce {kvk}]].",
        "Pour toute question relative à la protection de vos données ou pour exercer vos droits, vous pouvez nous contacter à l'adresse {support_email} ou par téléphone au {support_phone}.",
      ],
    },
    {
      heading: 'Les données que nous collectons',
      paragraphs: [
        "Données de compte : votre adresse e-mail, votre mot de passe (jamais enregistré sous une forme lisible), votre nom d'utilisateur, votre date de naissance, votre sexe et la langue que vous utilisez.",
        "Données de profil : vos photos, vos centres d'intérêt, votre description et les informations personnelles que vous choisissez d'ajouter. L'indication de votre orientation sexuelle est facultative ; nous ne l'enregistrons qu'avec votre consentement explicite.",
        "Activité et messages : les « J'aime » et les matchs que vous donnez et recevez, les messages, photos et cadeaux que vous envoyez et recevez dans le chat, les membres que vous bloquez, vos paramètres (comme le mode invisible et le mode confidentialité) ainsi que les signalements et réclamations que vous soumettez.",
        'Localisation : le lieu que vous indiquez dans votre profil, que nous enregistrons sous forme de coordonnées géographiques afin de calculer les distances entre membres.',
        "Données d'achat : les packs de crédits que vous achetez, les montants et les dates, votre solde et votre consommation de crédits, vos données de facturation ainsi que le statut et la référence du paiement que nous transmet le prestataire de paiement. Nous ne recevons ni ne conservons jamais le numéro complet de votre carte.",
        "Données techniques : votre adresse IP, le type de navigateur et d'appareil, les heures de connexion et les journaux du serveur, dont nous avons besoin pour faire fonctionner et sécuriser le service.",
      ],
    },
    {
      heading: 'Finalités et bases légales',
      paragraphs: [
        "Pour exécuter notre contrat avec vous (article 6.1.b du RGPD) : créer et gérer votre compte, afficher votre profil auprès des autres membres, permettre la recherche, les « J'aime » et les matchs, acheminer les messages du chat, vendre des crédits et assurer le service client.",
        "Pour respecter nos obligations légales (article 6.1.c du RGPD) : tenir notre comptabilité et nos registres fiscaux, répondre aux demandes légitimes des autorités et traiter les contenus illicites comme l'exige la loi.",
        'Pour nos intérêts légitimes (article 6.1.f du RGPD) : sécuriser le service, prévenir la fraude, les abus et les fraudes au paiement, modérer les contenus, faire respecter nos conditions, gérer les litiges et améliorer le service à partir de statistiques agrégées. Vous pouvez vous opposer à ce traitement à tout moment (voir « Vos droits »).',
        'Avec votre consentement (article 6.1.a du RGPD et, pour les catégories particulières de données, article 9.2.a du RGPD) : enregistrer votre orientation sexuelle et, si nous vous demandons votre consentement à cet effet, vous envoyer des newsletters ou des e-mails promotionnels. Vous pouvez retirer votre consentement à tout moment, sans que cela remette en cause la licéité du traitement effectué avant ce retrait.',
        'Nous ne vendons pas vos données personnelles et ne les utilisons pas à des fins de publicité pour le compte de tiers.',
      ],
    },
    {
      heading: 'Orientation sexuelle et autres données sensibles',
      paragraphs: [
        "Les informations relatives à votre orientation sexuelle ou à votre vie sexuelle constituent une catégorie particulière de données personnelles au sens du RGPD. L'indication de votre orientation sexuelle sur {site_name} est facultative. Nous ne l'enregistrons que si vous y consentez explicitement au moment de la saisir, et nous ne l'utilisons qu'aux fins qui vous sont alors expliquées, comme son affichage sur votre profil.",
        "Vous pouvez retirer votre consentement à tout moment en supprimant cette information de votre profil ; nous l'effaçons alors. Le retrait de votre consentement n'a aucune autre conséquence pour votre compte.",
        "Sachez que le simple fait d'utiliser un site de rencontres pour adultes, ainsi que ce que vous écrivez dans votre profil et dans vos conversations, peut révéler des informations sur votre vie sexuelle. Nous traitons toutes les données de profil et de chat de manière confidentielle et ne les utilisons que pour fournir le service et protéger nos membres, comme le décrit la présente politique. Réfléchissez bien à ce que vous partagez avec les autres.",
      ],
    },
    {
      heading: 'Qui peut voir vos données',
      paragraphs: [
        "Les autres membres voient votre profil public : votre nom d'utilisateur, votre âge, vos photos (les membres non premium n'en voient qu'une partie), vos centres d'intérêt, les informations que vous avez ajoutées et la distance approximative ou votre lieu de résidence. Ils ne voient jamais vos coordonnées géographiques exactes, votre adresse e-mail ni vos données de paiement. Le mode invisible et le mode confidentialité vous permettent de limiter ce que les autres voient de vous et de votre activité, et les membres que vous bloquez ne peuvent plus vous contacter.",
        'Les messages adressés aux profils fictifs sont lus par des opérateurs de chat qui travaillent pour nous ou pour notre compte et qui y répondent. Ils voient votre profil public et votre conversation avec ce profil, mais pas votre adresse e-mail, vos données de paiement ni votre localisation exacte. Ils sont tenus à une obligation de confidentialité.',
        "Nos modérateurs et notre service client peuvent accéder aux profils, photos et messages lorsque cela est nécessaire pour traiter les signalements et réclamations, prévenir les abus ou répondre à vos questions. L'accès est limité aux membres du personnel qui en ont besoin pour leur travail.",
      ],
    },
    {
      heading: 'Destinataires et sous-traitants',
      paragraphs: [
        "Nous faisons appel à des prestataires qui traitent des données personnelles pour notre compte (sous-traitants), tels que des hébergeurs et des centres de données, des services d'envoi d'e-mails et, le cas échéant, des prestataires externes d'opérateurs de chat et de service client. Ils ne peuvent utiliser les données que sur nos instructions et dans le cadre d'un contrat de sous-traitance conforme à l'article 28 du RGPD.",
        'Les paiements sont gérés par notre prestataire de paiement. Celui-ci traite vos données de paiement en tant que responsable de traitement indépendant, conformément à sa propre politique de confidentialité, et ne nous transmet que les informations dont nous avons besoin, comme le statut du paiement et une référence.',
        "Nous ne communiquons des données aux autorités, telles que la police ou l'administration fiscale, que lorsque la loi nous y oblige ou nous y autorise, par exemple en cas de contenus impliquant des mineurs ou de décision de justice.",
        "Nous privilégions le traitement des données au sein de l'Espace économique européen (EEE). Si un prestataire transfère des données personnelles hors de l'EEE, nous veillons à ce que des garanties appropriées soient en place, comme une décision d'adéquation de la Commission européenne ou des clauses contractuelles types. Vous pouvez nous demander une copie de ces garanties.",
      ],
    },
    {
      heading: 'Durées de conservation',
      paragraphs: [
        'Nous conservons les données de votre compte et de votre profil tant que votre compte existe. Les photos et messages que vous supprimez sont retirés de {site_name} ; les copies figurant dans les sauvegardes sont écrasées dans un délai limité.',
        "Lorsque vous supprimez votre compte, vous disposez de 14 jours pour le restaurer grâce au lien figurant dans l'e-mail de confirmation. À l'issue de ces 14 jours, votre compte, votre profil, vos photos, vos messages et vos autres données personnelles sont définitivement effacés.",
        'Les données de facturation doivent être conservées pendant la durée imposée par la législation fiscale. Après la suppression de votre compte, nous ne les conservons que sous forme anonymisée, sans aucun lien avec vous ou avec votre profil.',
        'Les journaux du serveur et autres données techniques ne sont conservés que le temps nécessaire à des fins de sécurité, puis sont supprimés ou anonymisés. Si nous avons exclu un compte, nous pouvons conserver les données nécessaires pour empêcher la même personne de se réinscrire et pour constater, exercer ou défendre des droits en justice, aussi longtemps que nécessaire.',
      ],
    },
    {
      heading: 'Sécurité de vos données',
      paragraphs: [
        'Nous prenons des mesures techniques et organisationnelles appropriées pour protéger vos données, notamment des connexions chiffrées (HTTPS), des mots de passe stockés uniquement sous forme hachée, un accès restreint pour le personnel et des mises à jour de sécurité régulières.',
        "Les photos que vous mettez en ligne sont réencodées et débarrassées de toutes leurs métadonnées, y compris les données de localisation GPS, avant que quiconque puisse les voir. Vos coordonnées géographiques exactes ne quittent jamais nos serveurs : les autres membres ne voient qu'une distance approximative.",
        "Aucun système n'est totalement sûr. Si une violation de données devait malgré tout se produire, nous la notifierons à l'autorité de contrôle lorsque cela est requis et vous en informerons dans les meilleurs délais si elle est susceptible d'engendrer un risque élevé pour vous.",
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        "Le RGPD vous confère un droit d'accès à vos données personnelles, un droit de rectification et d'effacement, un droit à la limitation du traitement, un droit à la portabilité des données ainsi qu'un droit d'opposition au traitement fondé sur nos intérêts légitimes. Lorsque le traitement repose sur votre consentement, vous pouvez le retirer à tout moment.",
        "Vous pouvez consulter et modifier vous-même la plupart de vos données dans les paramètres de votre compte, où vous pouvez également supprimer celui-ci. Pour toute autre demande, envoyez un e-mail à {support_email} depuis l'adresse associée à votre compte. Nous pouvons vous demander des informations complémentaires pour vérifier votre identité. Nous répondons dans un délai d'un mois ; dans les cas complexes, ce délai peut être prolongé de deux mois au maximum, auquel cas nous vous en informons.",
        "Si vous estimez que nous traitons vos données de manière illicite, contactez-nous d'abord afin que nous puissions tenter de résoudre le problème. Vous avez également le droit d'introduire une réclamation auprès d'une autorité de contrôle de la protection des données, notamment dans l'État membre de l'UE où vous résidez, où vous travaillez ou où la violation présumée a eu lieu.",
      ],
    },
    {
      heading: 'Cookies et stockage local',
      paragraphs: [
        "{site_name} n'utilise qu'un petit nombre de cookies et d'entrées de stockage local, nécessaires pour vous maintenir connecté(e), mémoriser votre langue et retenir les avis que vous avez fermés. Nous n'utilisons pas de cookies publicitaires tiers sans votre consentement. Vous trouverez tous les détails dans notre politique relative aux cookies.",
      ],
    },
    {
      heading: 'Mineurs',
      paragraphs: [
        "{site_name} est réservé aux personnes âgées de 18 ans et plus. Nous ne collectons pas sciemment de données concernant des mineurs. Si nous découvrons qu'un compte appartient à une personne de moins de 18 ans, nous le bloquons et effaçons les données. Si vous avez connaissance d'un tel cas, signalez-le-nous à l'adresse {support_email} ou via le formulaire de réclamation à l'adresse {domain}/complaints.",
      ],
    },
    {
      heading: 'Modifications et contact',
      paragraphs: [
        "Nous pouvons mettre à jour la présente politique de confidentialité en cas d'évolution de notre service ou de la loi. Nous vous informons à l'avance des modifications importantes par e-mail ou sur {site_name}.",
        "Vous avez des questions sur la protection de vos données ? Contactez {company_name} par e-mail à l'adresse {support_email}, par téléphone au {support_phone} ou par courrier à l'adresse {address}, {city}, {country}.",
      ],
    },
  ],
} satisfies LegalDoc;
