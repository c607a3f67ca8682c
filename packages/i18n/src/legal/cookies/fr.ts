import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Politique relative aux cookies',
  intro:
    "La présente politique explique quels cookies et technologies similaires {site_name} ({domain}) utilise, pourquoi nous les utilisons et comment vous pouvez les contrôler. Nous nous limitons au strict minimum : nous n'enregistrons que ce dont le site a besoin pour fonctionner et ce qui est nécessaire pour mémoriser les choix que vous faites vous-même.",
  sections: [
    {
      heading: 'Que sont les cookies et le stockage local ?',
      paragraphs: [
        "Les cookies sont de petits fichiers texte qu'un site web enregistre dans votre navigateur et que celui-ci renvoie à ce site lors de vos visites ultérieures. Le stockage local (local storage) est une technique similaire : il permet également à un site web d'enregistrer des informations dans votre navigateur, mais ces informations restent sur votre appareil et ne sont pas envoyées automatiquement au serveur.",
        "Selon la réglementation européenne sur la vie privée, les cookies et technologies similaires strictement nécessaires à la fourniture d'un service que vous avez demandé peuvent être utilisés sans votre consentement. Pour tous les autres, nous avons besoin de votre consentement préalable.",
      ],
    },
    {
      heading: 'Les cookies que nous utilisons',
      paragraphs: [
        "Cookie de session (dont le nom commence par « auth. ») : il vous maintient connecté(e) après votre identification, pour que vous n'ayez pas à vous reconnecter sur chaque page, et protège votre compte contre les abus. Ce cookie est strictement nécessaire. Il est conservé 30 jours au maximum, ou jusqu'à votre déconnexion.",
        "Cookie de langue (« locale ») : il mémorise la langue que vous avez choisie pour {site_name}, afin que le site s'affiche dans cette langue lors de votre prochaine visite. Il ne contient aucune autre information et est conservé 365 jours.",
        "Il s'agit dans les deux cas de cookies internes, déposés par {site_name} lui-même. Ils ne servent pas à vous suivre sur d'autres sites web et leur contenu n'est pas partagé avec des tiers.",
        'En outre, lorsque vous arrivez par un lien de l’un de nos partenaires publicitaires, un cookie propre « tracking_source » enregistre uniquement ce fait (sans identifiant) pendant 30 jours, afin de pouvoir vous afficher la recherche de membres. Les codes partenaires de ce lien sont conservés dans le stockage local de votre navigateur et transmis lors de votre inscription.',
      ],
    },
    {
      heading: 'Stockage local et stockage de session',
      paragraphs: [
        "Lorsque vous accédez à {site_name}, nous affichons un avertissement indiquant que le site est réservé aux adultes. Une fois que vous l'avez confirmé et fermé, nous l'enregistrons, avec l'heure de fermeture, dans le stockage local de votre navigateur sous la clé « hide-site-entry-warning », afin que l'avertissement ne réapparaisse pas à chaque visite.",
        "Nous procédons de la même manière lorsque vous fermez d'autres alertes et avis sur le site, afin que vous ne les revoyiez pas.",
        "Ces entrées indiquent uniquement que vous avez fermé un avis, et quand. Elles restent sur votre appareil jusqu'à ce que vous effaciez les données de votre navigateur et ne nous sont pas transmises.",
        "Après une mise à jour du site, votre navigateur peut conserver brièvement un horodatage dans le stockage de session (session storage) sous la clé « chunk-reload-at », afin que la page ne soit rechargée qu'une fois par minute au plus si une partie de celle-ci ne peut plus être chargée. Le stockage de session est effacé lorsque vous fermez l'onglet.",
      ],
    },
    {
      heading: 'Aucun cookie publicitaire ni de traçage',
      paragraphs: [
        "Nous n'utilisons ni cookies publicitaires tiers ni cookies de traçage sans votre consentement. Si nous souhaitions un jour utiliser des cookies qui ne sont pas strictement nécessaires, par exemple à des fins statistiques ou publicitaires, nous vous demanderions d'abord votre consentement et mettrions à jour la présente politique. Vous pourrez retirer ce consentement à tout moment.",
        'Lorsque vous achetez des crédits, vous pouvez être redirigé(e) vers le site de notre prestataire de paiement. Ce prestataire peut déposer ses propres cookies, conformément à sa propre politique en matière de cookies et de confidentialité, par exemple pour traiter le paiement de manière sécurisée et prévenir la fraude.',
      ],
    },
    {
      heading: 'Supprimer ou bloquer les cookies',
      paragraphs: [
        "Vous pouvez à tout moment consulter et supprimer les cookies et le stockage local dans les paramètres de votre navigateur, généralement sous « Confidentialité » ou « Données de sites ». Vous pouvez également configurer votre navigateur pour qu'il bloque les cookies. Les pages d'aide de votre navigateur expliquent comment procéder.",
        "Attention : si vous supprimez le cookie de session, vous serez déconnecté(e), et si vous le bloquez, vous ne pourrez pas vous connecter. Si vous supprimez le cookie de langue, le site s'affichera de nouveau dans la langue par défaut. Si vous effacez le stockage local, l'avertissement d'entrée et les avis que vous aviez fermés réapparaîtront.",
      ],
    },
    {
      heading: 'Modifications et contact',
      paragraphs: [
        'Nous mettrons à jour la présente politique si nous modifions les cookies ou le stockage local que nous utilisons. La version en vigueur est toujours disponible sur cette page.',
        "Vous avez des questions ? Contactez {company_name} à l'adresse {support_email}. Pour en savoir plus sur la manière dont nous traitons les données personnelles, consultez notre politique de confidentialité.",
      ],
    },
  ],
} satisfies LegalDoc;
