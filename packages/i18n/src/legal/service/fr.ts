import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Service client',
  intro:
    'Une question sur votre compte, vos crédits ou un paiement ? Notre service client se fera un plaisir de vous aider. Vous trouverez aussi de nombreuses réponses dans nos questions fréquentes.',
  sections: [
    {
      heading: 'Nous contacter',
      paragraphs: [
        'E-mail : {support_email}',
        'Téléphone : {support_phone}',
        "Pour toute question concernant votre compte ou un paiement, l'e-mail est généralement le moyen le plus rapide de nous joindre. Écrivez-nous depuis l'adresse e-mail associée à votre compte afin que nous puissions le retrouver immédiatement.",
      ],
    },
    {
      heading: 'Délais de réponse',
      paragraphs: [
        'Nous nous efforçons de répondre à chaque e-mail sous deux jours ouvrés, et généralement bien plus vite. Les messages reçus le week-end ou un jour férié sont traités le jour ouvré suivant.',
        'Si votre question est urgente, par exemple en cas de paiement non traité, vous pouvez aussi nous appeler.',
      ],
    },
    {
      heading: 'Que préciser dans votre message ?',
      paragraphs: [
        "Pour que nous puissions vous aider rapidement, indiquez votre nom d'utilisateur, l'adresse e-mail de votre compte et une description claire de votre question ou de votre problème. Pour une question de paiement, précisez également la date, le montant, le moyen de paiement et, si possible, la référence du paiement. Une capture d'écran d'un message d'erreur peut aussi être utile.",
        'Ne nous envoyez jamais votre mot de passe ni vos données de carte complètes. Notre équipe ne vous les demandera jamais.',
      ],
    },
    {
      heading: 'Réclamations',
      paragraphs: [
        "Vous n'êtes pas satisfait de notre service ou vous souhaitez signaler un membre ? Déposez une réclamation via le formulaire sur {domain}/complaints. Décrivez le problème aussi précisément que possible et, s'il s'agit d'un signalement, indiquez le nom d'utilisateur du membre concerné.",
        'Nous accusons réception de votre réclamation et nous efforçons de vous apporter une réponse complète sous 14 jours. Si nous avons besoin de plus de temps, nous vous en informons.',
      ],
    },
    {
      heading: 'Informations sur la société',
      paragraphs: [
        '{site_name} est exploité par {company_name}, {address}, {city}, {country}.',
        "[[Numéro d'immatriculation (KvK) : {kvk}]]",
        '[[Numéro(s) de TVA : {vat_numbers}]]',
        'Site web : {domain}',
      ],
    },
  ],
} satisfies LegalDoc;
