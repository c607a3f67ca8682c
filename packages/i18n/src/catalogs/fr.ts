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

  'field.password_too_short': 'Utilisez au moins 8 caractères.',
  'field.name_starts_with_at': 'Votre nom ne peut pas commencer par @.',
  'field.name_is_email': 'Votre nom ne peut pas être votre adresse e-mail.',
  'field.dob_required': 'Indiquez votre date de naissance ({min_age}+)',
  'field.dob_invalid': 'Date de naissance invalide.',
  'field.passwords_differ': 'Les mots de passe saisis ne sont pas identiques.',
  'field.new_email_invalid': 'La nouvelle adresse e-mail n’est pas valide.',
  'field.confirm_required': 'Veuillez confirmer.',
  'field.token_invalid': 'Lien expiré ou invalide, demandez un nouvel e-mail',

  'api.login_failed': 'Échec de la connexion, veuillez réessayer',
  'api.login_locked': 'Trop de tentatives incorrectes, compte bloqué pendant {minutes} min.',
  'api.account_banned': 'Votre compte a été bloqué.',
  'api.account_exists':
    'Un compte existe déjà avec cette adresse e-mail. Se connecter maintenant ?',
  'api.account_pending_deletion':
    'Votre compte est en attente de suppression. Vous pouvez le réactiver en cliquant sur le lien dans l’e-mail.',
  'api.signups_closed': '{site_name} n’accepte pas de nouvelles inscriptions pour le moment.',
  'api.invite_only':
    'L’inscription sur {site_name} se fait actuellement sur invitation uniquement ; utilisez votre lien d’invitation ou réessayez plus tard',
  'api.token_invalid': 'Lien expiré ou invalide, demandez un nouvel e-mail',
  'api.too_many_resets':
    'Trop d’e-mails de réinitialisation du mot de passe ont été envoyés, veuillez réessayer demain.',
  'api.email_not_found': 'Adresse e-mail introuvable',
  'api.wrong_password': 'Veuillez vérifier votre mot de passe actuel.',
  'api.email_taken': 'Un compte existe déjà sur ce site avec cette adresse e-mail.',
  'api.forbidden': 'Vous n’avez pas l’autorisation de faire cela.',

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

  'mail.greeting': 'Bonjour {name},',
  'mail.button_hint': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  'mail.footer':
    'Vous recevez cet e-mail car vous avez un compte sur {site_name}. {company_name}, {address}, {city}. Des questions ? Écrivez-nous à {support_email}.',
  'mail.activation.subject': 'Confirmez votre adresse e-mail pour {site_name}',
  'mail.activation.body':
    'Bienvenue sur {site_name} ! Veuillez confirmer votre adresse e-mail pour activer votre compte. Le lien est valable 7 jours.',
  'mail.activation.button': 'Activer mon compte',
  'mail.activation.ignore':
    'Vous n’avez pas créé de compte ? Vous pouvez alors ignorer cet e-mail.',
  'mail.password_reset.subject': 'Réinitialisez votre mot de passe {site_name}',
  'mail.password_reset.body':
    'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Le lien est valable une heure et ne peut être utilisé qu’une seule fois.',
  'mail.password_reset.button': 'Choisir un nouveau mot de passe',
  'mail.password_reset.ignore':
    'Vous n’êtes pas à l’origine de cette demande ? Vous pouvez alors ignorer cet e-mail ; votre mot de passe reste inchangé.',
  'mail.email_change.subject': 'Confirmez votre nouvelle adresse e-mail pour {site_name}',
  'mail.email_change.body':
    'Veuillez confirmer que vous souhaitez utiliser cette adresse pour votre compte sur {site_name}. Le lien est valable 24 heures.',
  'mail.email_change.button': 'Confirmer ma nouvelle adresse',
  'mail.email_change.ignore':
    'Vous n’êtes pas à l’origine de cette demande ? Vous pouvez alors ignorer cet e-mail ; rien ne changera.',
  'mail.deletion.subject': 'Votre compte {site_name} va être supprimé',
  'mail.deletion.body':
    'Nous sommes désolés de vous voir partir. Votre compte et tout son contenu seront effacés le {date}. D’ici là, vous pouvez le restaurer en un clic.',
  'mail.deletion.button': 'Restaurer mon compte',
  'mail.deletion.ignore': 'Si vous ne faites rien, votre compte sera effacé à cette date.',

  'common.saving': 'Enregistrement…',
  'common.show_password': 'Afficher le mot de passe',
  'common.hide_password': 'Masquer le mot de passe',
  'common.close': 'Fermer',

  'login.title': 'Connexion',
  'login.email': 'Adresse e-mail',
  'login.password': 'Mot de passe',
  'login.submit': 'Se connecter',
  'login.forgot': 'Mot de passe oublié ?',
  'login.no_account': 'Pas encore de compte ?',

  'signup.title': 'Inscription gratuite',
  'signup.lead': 'Créez votre profil en une minute. C’est gratuit.',
  'signup.email': 'Adresse e-mail',
  'signup.name': 'Votre nom',
  'signup.name_help': 'Ce nom est visible par les autres membres.',
  'signup.password': 'Mot de passe',
  'signup.password_help': 'Au moins 8 caractères.',
  'signup.dob': 'Date de naissance',
  'signup.message': 'Présentez-vous (facultatif)',
  'signup.accept': 'En vous inscrivant, vous acceptez les {terms} et la {privacy}.',
  'signup.submit': 'Créer mon compte gratuit',
  'signup.did_you_mean': 'Vouliez-vous dire {suggestion} ?',
  'signup.login_instead': 'Se connecter maintenant',
  'signup.have_account': 'Déjà membre ?',
  'signup.progress_title': 'Un instant…',
  'signup.progress_checking': 'Vérification de votre profil',
  'signup.progress_creating': 'Création de votre compte',
  'signup.progress_matches': 'Recherche de profils compatibles',
  'signup.progress_mail': 'Envoi de l’e-mail d’activation',
  'signup.complete_title': 'Consultez votre boîte mail',
  'signup.complete_body':
    'Nous avons envoyé un lien à {email}. Cliquez dessus pour activer votre compte.',
  'signup.complete_continue': 'Découvrir les membres',

  'activate.done_title': 'Votre compte est activé',
  'activate.done_body': 'Merci d’avoir confirmé votre adresse e-mail. Amusez-vous bien !',
  'activate.error_title': 'Échec de l’activation',
  'activate.error_body':
    'Le lien a expiré ou a déjà été utilisé. Connectez-vous et demandez un nouvel e-mail d’activation.',
  'activation.reminder':
    'Veuillez confirmer votre adresse e-mail : nous avons envoyé un lien à {email}.',
  'activation.resend': 'Renvoyer l’e-mail',
  'activation.sent': 'C’est envoyé ! Vérifiez votre boîte de réception et vos spams.',

  'reset.title': 'Mot de passe oublié ?',
  'reset.intro':
    'Saisissez votre adresse e-mail et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'reset.submit': 'Envoyer le lien',
  'reset.sent': 'Nous avons envoyé un lien à {email}. Il est valable une heure.',
  'reset_do.title': 'Choisissez un nouveau mot de passe',
  'reset_do.password': 'Nouveau mot de passe',
  'reset_do.confirm': 'Confirmez le nouveau mot de passe',
  'reset_do.submit': 'Enregistrer mon nouveau mot de passe',
  'reset_do.request_new': 'Demander un nouvel e-mail',

  'settings.title': 'Paramètres du compte',
  'settings.email_title': 'Adresse e-mail',
  'settings.current_email': 'Votre adresse e-mail est {email}.',
  'settings.new_email': 'Nouvelle adresse e-mail',
  'settings.current_password': 'Mot de passe actuel',
  'settings.email_submit': 'Modifier l’adresse e-mail',
  'settings.email_sent':
    'Nous avons envoyé un lien de confirmation à {email}. Votre adresse sera modifiée dès que vous cliquerez dessus.',
  'settings.password_title': 'Mot de passe',
  'settings.new_password': 'Nouveau mot de passe',
  'settings.confirm_password': 'Confirmez le nouveau mot de passe',
  'settings.end_sessions': 'Me déconnecter sur tous les autres appareils',
  'settings.password_submit': 'Modifier le mot de passe',
  'settings.password_saved': 'Votre mot de passe a été modifié.',
  'settings.delete_title': 'Supprimer le compte',
  'settings.delete_intro':
    'Vous pouvez supprimer votre compte à tout moment et le restaurer dans un délai de 14 jours.',
  'settings.delete_link': 'Supprimer mon compte',

  'mail_change.title': 'Votre nouvelle adresse e-mail',
  'mail_change.done': 'Votre adresse e-mail a été modifiée.',

  'delete.title': 'Supprimer votre compte',
  'delete.alternatives_title': 'Avant de partir',
  'delete.alt_email':
    'Vous recevez trop d’e-mails à cette adresse ? Changez plutôt d’adresse e-mail.',
  'delete.alt_email_link': 'Changer d’adresse e-mail',
  'delete.continue': 'Continuer',
  'delete.reason_title': 'Pourquoi partez-vous ?',
  'delete.reason.price': 'C’est trop cher',
  'delete.reason.found_someone': 'J’ai trouvé quelqu’un',
  'delete.reason.not_looking': 'Je ne cherche plus',
  'delete.reason.site_problems': 'Le site ne fonctionne pas bien',
  'delete.reason.no_members': 'Pas assez de membres près de chez moi',
  'delete.reason.time': 'Je n’ai pas le temps',
  'delete.reason.other': 'Une autre raison',
  'delete.remarks': 'Quelque chose à nous dire ? (facultatif)',
  'delete.confirm':
    'Je comprends que mon compte sera supprimé et que je pourrai le restaurer dans un délai de 14 jours grâce au lien reçu par e-mail.',
  'delete.submit': 'Supprimer mon compte',
  'delete.cancel': 'Conserver mon compte',
  'delete.countdown': 'Votre compte a été supprimé. Redirection dans {seconds} secondes…',
  'deleted.title': 'Votre compte a été supprimé',
  'deleted.body':
    'Nous vous avons envoyé un e-mail avec un lien pour restaurer votre compte. Il est valable 14 jours.',
  'deleted.restore': 'Restaurer mon compte',
  'deleted.restored': 'Bon retour parmi nous ! Votre compte a été restauré.',

  'members.title': 'Rechercher des membres',
  'members.filters': 'Filtres',
  'members.gender': 'Je recherche',
  'members.gender_any': 'Tout le monde',
  'members.gender_female': 'Femmes',
  'members.gender_male': 'Hommes',
  'members.country': 'Pays',
  'members.country_any': 'Tous les pays',
  'members.min_age': 'Âge minimum',
  'members.max_age': 'Âge maximum',
  'members.search': 'Rechercher',
  'members.none':
    'Aucun membre ne correspond à ces filtres. Essayez une tranche d’âge plus large ou un autre pays.',
  'members.age_city': '{age} · {city}',
  'members.next': 'Page suivante',
  'members.previous': 'Page précédente',
  'members.pagination': 'Pages',
  'members.login_to_search':
    'Connectez-vous ou inscrivez-vous gratuitement pour rechercher des membres.',

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
