import type { TCatalog } from '../catalog.ts';

export const fr: TCatalog = {
  'app.loading': 'Chargement…',
  'app.skip_to_content': 'Aller au contenu',
  'app.home': 'Accueil {site_name}',

  'nav.main': 'Navigation principale',
  'nav.login': 'Connexion',
  'nav.search_members': 'Rechercher des membres',
  'nav.messages': 'Messages',
  'nav.likes': 'J’aime',
  'nav.credits': 'Crédits',
  'nav.get_premium': 'Passer Premium',
  'nav.my_profile': 'Mon profil',
  'nav.settings': 'Paramètres',
  'nav.logout': 'Déconnexion',
  'nav.account': 'Menu du compte',
  'nav.language': 'Langue',
  'nav.back': 'Retour',
  'nav.toggle': 'Afficher/masquer la navigation',

  'footer.nav': 'Pied de page',
  'footer.terms': 'Conditions générales',
  'footer.privacy': 'Politique de confidentialité',
  'footer.cookies': 'Cookies',
  'footer.ban': 'Politique de bannissement',
  'footer.pricing': 'Tarifs',
  'footer.complaints': 'Réclamations',
  'footer.return_policy': 'Politique de remboursement',
  'footer.faq': 'FAQ',
  'footer.support': 'Assistance',
  'footer.copyright': '© {year} {company_name} · Tous droits réservés.',

  'disclaimer.adults':
    '{site_name} est réservé aux adultes de {min_age} ans ou plus. Les membres sont responsables de ce qu’ils partagent.',
  'disclaimer.fictional':
    'Certains profils sur {site_name} sont des {fictional_plural} : ils sont signalés par {fictional_icon} et ne sont jamais présentés comme de vraies personnes.',

  'entry.title': 'Important',
  'entry.body':
    '{site_name} est un site de rencontres pour adultes. En entrant, vous confirmez avoir au moins {min_age} ans et que les contenus et conversations érotiques sont légaux là où vous vous trouvez.',
  'entry.fictional':
    'Certains profils sont des {fictional_plural}. Ils sont toujours signalés par {fictional_icon}.',
  'entry.enter': 'J’ai {min_age} ans ou plus, entrer',
  'entry.leave': 'Quitter',

  'error.not_found': 'Cette page est introuvable',
  'error.back_home': 'Retour à la page d’accueil',
  'error.generic': 'Erreur',
  'error.while_showing': 'Une erreur s’est produite lors de l’affichage de la page d’erreur',
  'error.try_again_later': 'Une erreur s’est produite, veuillez réessayer plus tard.',
  'error.has_occurred': 'Une erreur s’est produite.',
  'error.status': 'Erreur {status}',

  'network.offline':
    'Vous êtes hors ligne. Nous vous reconnecterons dès que votre connexion sera rétablie.',
  'network.online': 'Vous êtes de nouveau en ligne.',

  'index.hero_title': 'Rencontrez de nouvelles personnes près de chez vous',
  'index.hero_lead':
    'Inscrivez-vous gratuitement, créez votre profil en une minute et commencez à discuter avec des membres de {countries}.',
  'index.cta_signup': 'Inscription gratuite',
  'index.cta_login': 'J’ai déjà un compte',
  'index.features_title': 'Pourquoi {site_name} ?',
  'index.feature_real_title': 'De vrais membres près de chez vous',
  'index.feature_real_body':
    'Recherchez par âge et par région et voyez qui est en ligne près de chez vous. Les profils fictifs sont toujours signalés.',
  'index.feature_chat_title': 'Discutez en temps réel',
  'index.feature_chat_body':
    'Envoyez des messages, des photos et des cadeaux. Vous ne payez que ce que vous utilisez, avec des crédits et sans abonnement.',
  'index.feature_safe_title': 'Privé et sécurisé',
  'index.feature_safe_body':
    'Le mode invisible, le mode privé et le blocage vous laissent le contrôle. Votre position exacte ne quitte jamais nos serveurs.',
  'index.steps_title': 'Comment ça marche',
  'index.step_1': 'Créez votre profil gratuit',
  'index.step_2': 'Trouvez des membres qui vous plaisent',
  'index.step_3': 'Lancez la conversation',
  'index.members_count': 'Des membres de {count} pays',

  'legal.version': 'Version du {date}',
  'legal.company': 'Informations sur la société',
  'legal.company_name': 'Société',
  'legal.address': 'Adresse',
  'legal.kvk': 'Chambre de commerce',
  'legal.vat': 'Numéro de TVA',
  'legal.tradenames': 'Noms commerciaux',
  'legal.support_email': 'E-mail',
  'legal.support_phone': 'Téléphone',
  'legal.contents': 'Sommaire',

  'complaints.title': 'Réclamations',
  'complaints.intro':
    'Quelque chose ne vous convient pas ? Dites-nous ce qui s’est passé et nous vous répondrons par e-mail sous 5 jours ouvrés.',
  'complaints.name': 'Votre nom',
  'complaints.email': 'Votre adresse e-mail',
  'complaints.category': 'De quoi s’agit-il ?',
  'complaints.category_profile': 'Un membre ou un profil',
  'complaints.category_payment': 'Un paiement ou des crédits',
  'complaints.category_privacy': 'La confidentialité ou mes données',
  'complaints.category_technical': 'Quelque chose ne fonctionne pas',
  'complaints.category_other': 'Autre chose',
  'complaints.message': 'Votre réclamation',
  'complaints.message_help':
    'Au moins 10 caractères. N’indiquez ni mot de passe ni numéro de carte.',
  'complaints.submit': 'Envoyer la réclamation',
  'complaints.sending': 'Envoi…',
  'complaints.done_title': 'Merci, nous avons bien reçu votre réclamation',
  'complaints.done_body':
    'Votre référence est {reference}. Notre équipe d’assistance répondra à {email} sous 5 jours ouvrés.',
  'complaints.another': 'Faire une autre réclamation',

  'field.required': 'Ce champ est obligatoire.',
  'field.too_short': 'C’est trop court.',
  'field.too_long': 'C’est trop long.',
  'field.invalid_email': 'E-mail invalide',
  'field.invalid_choice': 'Veuillez choisir l’une des options.',
  'field.invalid_characters': 'Ce champ contient des caractères non autorisés.',
  'field.invalid_domain': 'Ce n’est pas un nom de domaine valide.',
  'field.must_be_path': 'Il doit s’agir d’un chemin commençant par /.',
  'field.unknown': 'Ce champ n’est pas attendu.',
  'field.invalid': 'Cette valeur n’est pas valide.',

  'api.validation_failed':
    'Certaines valeurs ne sont pas valides. Veuillez vérifier les champs signalés.',
  'api.malformed_body': 'La requête n’a pas pu être lue.',
  'api.payload_too_large': 'La requête est trop volumineuse.',
  'api.not_found': 'Cette page est introuvable',
  'api.method_not_allowed': 'Cette action n’est pas autorisée ici.',
  'api.authentication_required': 'Veuillez vous connecter pour continuer.',
  'api.csrf_failed':
    'La requête a été refusée pour votre sécurité. Veuillez recharger la page et réessayer.',
  'api.rate_limited': 'Trop de requêtes, veuillez patienter un instant et réessayer.',
  'api.internal_error': 'Une erreur s’est produite, veuillez réessayer plus tard.',
  'api.service_unavailable':
    'Le service est temporairement indisponible, veuillez réessayer dans une minute.',

  'region.province': 'Province',
  'region.state': 'État',
  'region.canton': 'Canton',
  'region.region': 'Région',
  'region.voivodeship': 'Voïvodie',

  'fictional.singular': 'profil fictif',
  'fictional.plural': 'profils fictifs',
  'fictional.warning':
    'Ceci est un profil fictif. Les conversations avec ce profil sont tenues par notre équipe et ne déboucheront pas sur une vraie rencontre.',
};
