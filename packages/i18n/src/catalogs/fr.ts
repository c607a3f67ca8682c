import type { TCatalog } from '../catalog.ts';
import { experienceFr } from './experience/fr.ts';
import { pushFr } from './push/fr.ts';
import { notificationsFr } from './notifications/fr.ts';
import { paymentsFr } from './payments/fr.ts';
import { offersFr } from './offers/fr.ts';
import { paymentsServerFr } from './payments-server/fr.ts';
import { directDebitFr } from './direct-debit/fr.ts';
import { photoViewsFr } from './photo-views/fr.ts';

export const fr: TCatalog = {
  'app.loading': 'Chargement…',
  'app.skip_to_content': 'Aller au contenu',
  'app.home': 'Accueil {site_name}',

  'nav.main': 'Navigation principale',
  'nav.login': 'Connexion',
  'nav.search_members': 'Rechercher des membres',
  'site.default_title': '{site_name} : rencontres et chat pour adultes',
  'site.default_description':
    'Rencontrez des célibataires près de chez vous, discutez et flirtez. Inscription gratuite.',
  'nav.messages': 'Messages',
  'nav.likes': 'J’aime',
  'nav.credits': 'Crédits',
  'nav.credits_balance': '{count, plural, one {# crédit} many {# de crédits} other {# crédits}}',
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
    '{site_name} est réservé aux adultes de {min_age, plural, one {# an} many {# d’ans} other {# ans}} ou plus. Les membres sont responsables de ce qu’ils partagent.',
  'disclaimer.fictional':
    'Certains profils sur {site_name} sont des {fictional_plural} : ils sont signalés par {fictional_icon} et ne sont jamais présentés comme de vraies personnes.',

  'entry.title': 'Important',
  'entry.body':
    '{site_name} est un site de rencontres pour adultes. En entrant, vous confirmez avoir au moins {min_age, plural, one {# an} many {# d’ans} other {# ans}} et que les contenus et conversations érotiques sont légaux là où vous vous trouvez.',
  'entry.fictional':
    'Certains profils sont des {fictional_plural}. Ils sont toujours signalés par {fictional_icon}.',
  'entry.enter': 'J’ai {min_age, plural, one {# an} many {# d’ans} other {# ans}} ou plus, entrer',
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
    'Inscrivez-vous gratuitement, créez votre profil en une minute et commencez à discuter avec des membres de ces pays : {countries}.',
  'index.cta_signup': 'Inscription gratuite',
  'index.cta_login': 'J’ai déjà un compte',
  'index.features_title': 'Pourquoi {site_name} ?',
  'index.feature_real_title': 'De vrais membres près de chez vous',
  'index.feature_real_body':
    'Recherchez par âge et par région et voyez qui est près de chez vous. Les profils fictifs sont toujours signalés.',
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
  'field.too_small': 'Ce nombre est trop petit.',
  'field.too_big': 'Ce nombre est trop grand.',
  'field.one_photo': 'Envoyez une photo à la fois.',
  'field.invalid_email': 'E-mail invalide',
  'field.invalid_choice': 'Veuillez choisir l’une des options.',
  'field.password_wrong': 'Ce mot de passe n’est pas correct.',
  'field.invalid_characters': 'Ce champ contient des caractères non autorisés.',
  'field.invalid_domain': 'Ce n’est pas un nom de domaine valide.',
  'field.must_be_path': 'Il doit s’agir d’un chemin commençant par /.',
  'field.unknown': 'Ce champ n’est pas attendu.',
  'field.invalid': 'Cette valeur n’est pas valide.',
  'field.main_photo_private':
    'Rendez d’abord cette photo publique : votre photo principale est visible par tous.',
  'field.main_photo_public':
    'Votre photo principale est visible par tous. Choisissez d’abord une autre photo principale.',
  'field.member_self': 'Vous ne pouvez pas faire cela avec votre propre profil.',

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
  'api.account_exists': 'Un compte existe déjà avec cette adresse e-mail.',
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
  'api.email_is_yours': 'C’est déjà votre adresse e-mail.',
  'api.already_confirmed': 'Votre adresse e-mail est déjà confirmée.',
  'api.forbidden': 'Vous n’avez pas l’autorisation de faire cela.',

  'api.image_invalid':
    'Nous ne pouvons pas utiliser ce fichier comme photo. Veuillez envoyer une photo JPEG, PNG ou WebP.',
  'api.photo_limit': 'Limite de photos atteinte',
  'api.photo_too_large': 'Cette photo est trop volumineuse. Choisissez-en une de {mb} Mo maximum.',
  'api.blocked_by_member': '{name} vous a bloqué(e). Vous n’avez pas accès à cette page.',
  'api.insufficient_credits': 'Vous n’avez pas assez de crédits pour envoyer ce message à {name}.',
  'api.premium_required': 'Cette fonctionnalité est réservée aux membres Premium.',
  'api.recipient_not_confirmed':
    '{name} n’a pas encore confirmé son adresse e-mail : vous ne pouvez donc pas répondre pour le moment.',
  'api.recipient_unavailable': 'Ce membre ne peut pas être contacté.',
  'api.message_conflict': 'Ce message a déjà été envoyé avec un contenu différent.',
  'field.message_too_long':
    'Votre message est trop long : {max, plural, one {# caractère} many {# de caractères} other {# caractères}} maximum.',

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
  'mail.email_changed.subject': 'Votre adresse e-mail sur {site_name} a été modifiée',
  'mail.email_changed.body':
    'L’adresse e-mail de votre compte {site_name} est désormais {new_email}. Les e-mails concernant votre compte y seront envoyés ; cette adresse ne recevra plus de messages de notre part.',
  'mail.email_changed.ignore':
    'Ce n’était pas vous ? Écrivez-nous immédiatement à {support_email}.',

  'common.saving': 'Enregistrement…',
  'common.show_password': 'Afficher le mot de passe',
  'common.hide_password': 'Masquer le mot de passe',
  // A label and its value on one line (French puts a no-break space before the colon).
  'common.labelled': '{label} : {value}',
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
  'activate.error_body_member':
    'Le lien a expiré ou a déjà été utilisé. Nous pouvons vous envoyer un nouvel e-mail d’activation.',
  'activate.contact_support': 'Une erreur s’est produite, veuillez contacter le service client',
  'activation.reminder':
    'Veuillez confirmer votre adresse e-mail : nous avons envoyé un lien à {email}.',
  'activation.resend': 'Renvoyer l’e-mail',
  'activation.sent': 'C’est envoyé ! Vérifiez votre boîte de réception et vos spams.',

  'reset.title': 'Mot de passe oublié ?',
  'reset.intro':
    'Saisissez votre adresse e-mail et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'reset.submit': 'Envoyer le lien',
  'reset.sent': 'Nous avons envoyé un lien à {email}. Il est valable une heure.',
  'reset.password_changed': 'Votre mot de passe a été modifié et votre session est ouverte.',
  'reset_do.title': 'Choisissez un nouveau mot de passe',
  'reset_do.password': 'Nouveau mot de passe',
  'reset_do.confirm': 'Confirmez le nouveau mot de passe',
  'reset_do.submit': 'Enregistrer le mot de passe',
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
  'delete.alt_privacy':
    'Vous préférez ne pas être vu par tout le monde ? En mode privé, seules les personnes à qui vous avez envoyé un J’aime ou un message peuvent vous voir.',
  'delete.alt_privacy_link': 'Activer le mode privé',
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
  'delete.password': 'Votre mot de passe',
  'delete.confirm':
    'Je comprends que mon compte sera supprimé et que je pourrai le restaurer dans un délai de 14 jours grâce au lien reçu par e-mail.',
  'delete.submit': 'Supprimer mon compte',
  'delete.cancel': 'Conserver mon compte',
  'delete.countdown': 'Votre compte a été supprimé. Redirection dans {seconds} s…',
  'deleted.title': 'Votre compte a été supprimé',
  'deleted.body':
    'Nous vous avons envoyé un e-mail avec un lien pour restaurer votre compte. Il est valable 14 jours.',
  'deleted.restore': 'Restaurer mon compte',
  'deleted.restored': 'Bon retour parmi nous ! Votre compte a été restauré.',
  'deleted.come_back':
    'Vous avez changé d’avis ? Ouvrez le lien de l’e-mail dans les 14 jours et votre compte reviendra tel qu’il était, avec votre profil, vos photos et vos crédits. Passé ce délai, il sera supprimé définitivement.',
  'deleted.no_mail': 'Vous n’avez pas reçu l’e-mail ? Vérifiez vos spams.',
  'deleted.home': 'Aller à la page d’accueil',

  'members.title': 'Rechercher des membres',
  'members.filters': 'Filtres',
  'members.gender': 'Je recherche',
  'members.gender_any': 'Tout le monde',
  'members.gender_female': 'Femmes',
  'members.gender_male': 'Hommes',
  'members.country': 'Pays',
  'members.country_any': 'Tous les pays',
  'members.min_age': 'Âge min.',
  'members.max_age': 'Âge max.',
  'members.region_any': 'Partout',
  'members.similar': 'Des membres qui pourraient aussi vous plaire',
  'members.search': 'Rechercher',
  'members.none':
    'Aucun membre ne correspond à ces filtres. Essayez une tranche d’âge plus large ou un autre pays.',
  'members.age_city': '{age} · {city}',
  'members.next': 'Page suivante',
  'members.previous': 'Page précédente',
  'members.pagination': 'Pages',
  'members.login_to_search':
    'Connectez-vous ou inscrivez-vous gratuitement pour rechercher des membres.',

  'field.sexuality_consent_required':
    'Veuillez donner votre consentement à l’enregistrement de votre orientation sexuelle, ou laissez ce champ vide.',

  'steps.progress': 'Étape {step} sur {total}',
  'steps.save': 'Enregistrer et continuer',
  'steps.location_title': 'Où habitez-vous ?',
  'steps.location_lead':
    'Les membres proches de chez vous vous voient en premier. Votre position exacte n’est jamais affichée.',
  'steps.skip_location': 'Passer : pas de lieu de résidence',
  'steps.personal_title': 'À propos de vous',
  'steps.personal_lead': 'Quelques informations aident les autres à vous trouver.',
  'steps.skip_personal': 'Passer : pas d’informations personnelles',
  'steps.photo_title': 'Ajoutez une photo',
  'steps.photo_lead':
    'Les membres avec une photo reçoivent beaucoup plus de réponses. Toutes les données cachées de votre photo sont supprimées.',
  'steps.photo_choose': 'Choisir une photo',
  'steps.photo_uploading': 'Envoi en cours…',
  'steps.photo_added': 'Votre photo a été ajoutée.',
  'steps.skip_photo': 'Passer : pas de photo',
  'steps.about_title': 'Décrivez-vous',
  'steps.about_lead': 'Quelques phrases sympathiques vous apportent plus de réponses.',
  'steps.skip_about': 'Passer : pas de description',

  'profile.use_location': 'Utiliser ma position',
  'profile.locating': 'Recherche de votre position…',
  'profile.location_found': 'Trouvé : {place}. Vous pouvez encore le modifier.',
  'profile.location_unsupported':
    'Votre navigateur ne peut pas partager votre position. Veuillez la choisir ci-dessous.',
  'profile.location_failed':
    'Nous n’avons pas pu trouver votre position. Veuillez la choisir ci-dessous.',
  'profile.country': 'Pays',
  'profile.city': 'Ville ou commune',
  'profile.choose': 'Choisissez…',
  'profile.gender': 'Je suis',
  'profile.gender.male': 'Un homme',
  'profile.gender.female': 'Une femme',
  'profile.sexuality': 'Orientation sexuelle',
  'profile.sexuality.hetero': 'Hétérosexuelle',
  'profile.sexuality.gay': 'Gay',
  'profile.sexuality.lesbian': 'Lesbienne',
  'profile.sexuality.bi': 'Bisexuelle',
  'profile.sexuality_consent':
    'J’accepte que mon orientation sexuelle soit enregistrée et affichée sur mon profil. Je peux retirer ce consentement à tout moment ; cette donnée est alors effacée.',
  'profile.hair': 'Couleur des cheveux',
  'profile.hair.brunette': 'Brun',
  'profile.hair.blond': 'Blond',
  'profile.hair.brown': 'Châtain',
  'profile.hair.white': 'Blanc',
  'profile.hair.bald': 'Chauve',
  'profile.hair.black': 'Noir',
  'profile.hair.dark blond': 'Blond foncé',
  'profile.hair.dark brown': 'Châtain foncé',
  'profile.hair.gray': 'Gris',
  'profile.hair.red': 'Roux',
  'profile.hair.other': 'Autre',
  'profile.eyes': 'Couleur des yeux',
  'profile.eyes.blue': 'Bleu',
  'profile.eyes.green': 'Vert',
  'profile.eyes.hazel': 'Noisette',
  'profile.eyes.brown': 'Marron',
  'profile.body': 'Silhouette',
  'profile.body.slim': 'Mince',
  'profile.body.normal': 'Moyenne',
  'profile.body.fat': 'Avec des formes',
  'profile.relationship': 'Situation amoureuse',
  'profile.relationship.divorced': 'Divorcé(e)',
  'profile.relationship.living together': 'En couple, vie commune',
  'profile.relationship.married': 'Marié(e)',
  'profile.relationship.single': 'Célibataire',
  'profile.relationship.widowed': 'Veuf ou veuve',
  'profile.relationship.unmarried': 'Non marié(e)',
  'profile.about': 'À propos de moi',

  'common.yes': 'Oui',
  'common.no': 'Non',
  'common.dismiss': 'Masquer',
  'common.saved': 'Enregistré.',

  'profile.tattoos': 'Tatouages',
  'profile.reason': 'Je recherche',
  'profile.reason.relationship': 'Une relation',
  'profile.reason.date': 'Un rendez-vous',
  'profile.reason.chat': 'Des discussions',
  'profile.reason.fun': 'Du bon temps',
  'profile.interests': 'Centres d’intérêt',
  'profile.interests_limit': '{count} sur {max} choisis : vous pouvez en choisir jusqu’à {max}.',

  'member.years': '{age, plural, one {# an} many {# d’ans} other {# ans}}',
  'member.photos': 'Photos de {name}',
  'member.locked': 'Photo privée : visible par les membres Premium',
  'member.login_more_photos': 'Connectez-vous pour voir plus de photos de {name}',
  'member.about': 'À propos de {name}',
  'member.details': 'Détails',
  'member.block': 'Bloquer {name}',
  'member.unblock': 'Débloquer {name}',
  'member.block_confirm': 'Bloquer {name} ? {name} ne pourra plus vous voir ni vous contacter.',
  'member.blocked_notice':
    'Vous avez bloqué {name}. {name} ne peut ni vous voir ni vous contacter.',
  'member.own_profile': 'Voici comment les autres membres voient votre profil.',

  'member.related': 'Vous aimerez peut-être aussi',
  'my_profile.title': 'Mon profil',
  'my_profile.photos': 'Mes photos',
  'my_profile.photo_count':
    '{count} sur {limit, plural, one {# photo} many {# de photos} other {# photos}}',
  'my_profile.add_photo': 'Ajouter une photo',
  'my_profile.photo_limit_premium':
    'Les membres premium peuvent ajouter jusqu’à {max, plural, one {# photo} many {# de photos} other {# photos}}.',
  'my_profile.make_main': 'Définir comme photo principale',
  'my_profile.make_private': 'Rendre privée',
  'my_profile.make_public': 'Rendre publique',
  'my_profile.delete_photo': 'Supprimer la photo',
  'my_profile.main': 'Photo principale',
  'my_profile.private': 'Privée',
  'my_profile.pending': 'En attente de validation',
  'my_profile.details_title': 'Mes informations',
  'my_profile.privacy_title': 'Confidentialité',
  'my_profile.invisible': 'Mode invisible',
  'my_profile.invisible_help':
    'Vous n’apparaissez pas dans les recherches et personne ne peut vous écrire ni vous envoyer de J’aime : c’est vous qui faites le premier pas. Les personnes avec qui vous discutez déjà vous voient toujours.',
  'my_profile.privacy_mode': 'Mode privé',
  'my_profile.privacy_mode_help':
    'Seules les personnes à qui vous avez envoyé un J’aime ou un message peuvent vous voir.',
  'my_profile.view': 'Voir mon profil',

  'my_profile.save': 'Enregistrer mes informations',
  'alert.enrich':
    'Plus de contacts ? Ajoutez vos photos et une description, et augmentez vos chances !',
  'alert.enrich_action': 'Compléter mon profil',
  'interest.relationship': 'Relation amoureuse',
  'interest.onenightstand': 'Aventure d’un soir',
  'interest.kissing': 'Bisous',
  'interest.hugging': 'Câlins',
  'interest.massages': 'Massages',
  'interest.lingerie': 'Lingerie',
  'interest.sex': 'Sexe',
  'interest.safesex': 'Sexe protégé',
  'interest.publicsex': 'Sexe en public',
  'interest.oralsex': 'Sexe oral',
  'interest.analsex': 'Sexe anal',
  'interest.sextoys': 'Sextoys',
  'interest.masturbating': 'Masturbation',
  'interest.exchangingpictures': 'Échange de photos',
  'interest.threesome': 'Plan à trois',
  'interest.gangbang': 'Gang bang',
  'interest.bondage': 'Bondage',
  'interest.sadomasochism': 'SM',
  'interest.gym': 'Salle de sport',
  'interest.sports': 'Sport',
  'interest.dancing': 'Danse',
  'interest.travelling': 'Voyages',
  'interest.adventure': 'Aventure',
  'interest.party': 'Soirées',
  'interest.tattoos': 'Tatouages',
  'interest.music': 'Musique',
  'interest.movies': 'Cinéma',
  'interest.videogames': 'Jeux vidéo',
  'interest.politics': 'Politique',
  'interest.outdoors': 'Plein air',
  'interest.gardening': 'Jardinage',
  'interest.hiking': 'Randonnée',
  'interest.biking': 'Vélo',
  'interest.reading': 'Lecture',
  'interest.animals': 'Animaux',
  'interest.beach': 'Plage',
  'interest.art': 'Art',
  'interest.photography': 'Photographie',
  'interest.theater': 'Théâtre',
  'interest.shopping': 'Shopping',
  'interest.fashion': 'Mode',
  'interest.astrology': 'Astrologie',
  'interest.cooking': 'Cuisine',
  'interest.foodie': 'Gastronomie',
  'interest.bbq': 'Barbecue',
  'interest.sushi': 'Sushi',
  'interest.vegetarian': 'Cuisine végétarienne',
  'interest.wine': 'Vin',
  'interest.beer': 'Bière',
  'interest.tea': 'Thé',
  'interest.coffee': 'Café',

  'region.province': 'Province',
  'region.state': 'État',
  'region.federal_state': 'Land',
  'region.canton': 'Canton',
  'region.region': 'Région',
  'region.voivodeship': 'Voïvodie',

  'fictional.singular': 'profil fictif',
  'fictional.plural': 'profils fictifs',
  'member.chat': 'Discuter avec {name}',
  'member.send_gift': 'Envoyer un cadeau à {name}',

  'my_profile.read_receipts': 'Accusés de lecture',
  'my_profile.read_receipts_help':
    'Lorsque cette option est désactivée, les autres ne voient pas quand vous lisez leurs messages, et vous ne voyez pas quand ils lisent les vôtres.',

  'chat.title': 'Messages',
  'chat.list_label': 'Conversations',
  'chat.empty_list':
    'Aucune conversation pour le moment. Trouvez quelqu’un qui vous plaît et dites-lui bonjour !',
  'chat.select': 'Choisissez une conversation pour la lire.',
  'chat.login_required': 'Vous devez être connecté(e) pour discuter',
  'chat.gift_login_required': 'Vous devez être connecté(e) pour envoyer un cadeau à {name}',
  'chat.back': 'Retour aux messages',
  'chat.view_profile': 'Voir le profil de {name}',
  'chat.start': 'Dites bonjour à {name} !',
  'chat.older': 'Afficher les messages plus anciens',
  'chat.history_limited':
    'Les messages plus anciens ne sont plus visibles afin de protéger votre vie privée.',
  'chat.picture_deleted': 'Cette photo a été supprimée.',
  'chat.delete_picture': 'Supprimer cette photo',
  'chat.delete_picture_title': 'Supprimer cette photo ?',
  'chat.delete_picture_body':
    '{name} ne la verra plus non plus. Les crédits qu’elle a coûtés ne sont pas rendus.',
  'chat.photo_alt': 'Photo de la conversation avec {name}',
  'chat.preview_photo': 'Photo',
  'chat.preview_gift': 'Cadeau : {gift}',
  'chat.preview_you': 'Vous : {text}',
  'chat.from_you': 'Vous avez écrit :',
  'chat.from_partner': '{name} a écrit :',
  'chat.state_sending': 'Envoi en cours',
  'chat.state_sent': 'Envoyé',
  'chat.state_read': 'Lu',
  'chat.state_failed': 'Non envoyé',
  'chat.retry': 'Réessayer',
  'chat.typing': '{name} est en train d’écrire…',
  'chat.input_label': 'Votre message à {name}',
  'chat.input_placeholder': 'Message…',
  'chat.send': 'Envoyer',
  'chat.send_photo': 'Envoyer une photo',
  'chat.send_gift': 'Envoyer un cadeau',
  'chat.gift_title': 'Envoyer un cadeau à {name}',
  'chat.gift_cost': '{credits, plural, one {# crédit} many {# de crédits} other {# crédits}}',
  'chat.costs':
    'Message : {text, plural, one {# crédit} many {# de crédits} other {# crédits}} · Photo : {photo, plural, one {# crédit} many {# de crédits} other {# crédits}} · Cadeau : {gift, plural, one {# crédit} many {# de crédits} other {# crédits}}',
  'chat.price_from': 'Messages à partir de {price}',
  'chat.buy_credits': 'Acheter des crédits',
  'chat.free_conversations':
    'Les membres gratuits peuvent discuter dans {max} conversations ; les membres premium peuvent en commencer autant qu’ils le souhaitent.',
  'chat.unread': '{count, plural, one {# non lu} many {# de non lus} other {# non lus}}',
  'chat.delete': 'Supprimer la conversation',
  'chat.delete_confirm':
    'Supprimer votre conversation avec {name} ? Cette action est irréversible.',
  'chat.delete_failed': 'La conversation n’a pas pu être supprimée. Veuillez réessayer.',
  'chat.not_confirmed_me':
    'Veuillez confirmer votre adresse e-mail : d’ici là, les autres membres ne peuvent pas vous répondre.',
  'chat.too_long':
    '{count} sur {max, plural, one {# caractère} many {# de caractères} other {# caractères}}',
  'chat.live_lost': 'Reconnexion…',
  'gift.rose': 'Une rose',
  'gift.heart': 'Un cœur',
  'gift.chocolates': 'Des chocolats',
  'gift.champagne': 'Du champagne',
  'gift.teddy': 'Un ours en peluche',
  'gift.diamond': 'Un diamant',

  'fictional.warning':
    'Ceci est un profil fictif. Les conversations avec ce profil sont tenues par notre équipe et ne déboucheront pas sur une vraie rencontre.',

  'api.swipe_limit':
    'Vous avez utilisé {limit, plural, one {votre # j’aime} many {vos # de j’aime} other {vos # j’aime}} du jour. Vous pourrez en donner d’autres demain.',
  'likes.title': 'J’aime',
  'likes.overview': 'Qui vous aime, qui vous aimez, et vos matchs.',
  'likes.tabs': 'Types de j’aime',
  'likes.received': 'Reçus',
  'likes.sent': 'Envoyés',
  'likes.matches': 'Matchs',
  'likes.see_all': 'Tout voir',
  'likes.none_received':
    'Personne ne vous a encore aimé. Les profils avec des photos et quelques mots de présentation reçoivent plus de j’aime.',
  'likes.none_sent':
    'Vous n’avez encore aimé personne. Trouvez des membres qui vous plaisent dans la recherche ou le jeu de swipe.',
  'likes.none_matches':
    'Pas encore de match. Quand quelqu’un que vous aimez vous aime en retour, c’est un match !',
  'likes.new': 'Nouveau',
  'likes.match': 'Match',
  'likes.like': 'Aimer {name}',
  'likes.unlike': 'Ne plus aimer {name}',
  'likes.login_to_like': 'Connectez-vous pour aimer le profil de {name}',
  'likes.login_required': 'Connectez-vous pour voir qui vous aime.',
  'likes.unread':
    '{count, plural, one {# nouveau j’aime} many {# de nouveaux j’aime} other {# nouveaux j’aime}}',
  'likes.modal_title': '{name} vous aime !',
  'likes.modal_text':
    'Jetez un œil au profil et aimez en retour : un j’aime réciproque est un match.',
  'likes.modal_text_match':
    'Vous vous plaisez mutuellement : c’est un match. Dites bonjour par message !',
  'likes.view_profile': 'Voir le profil',
  'match.title': 'C’est un match !',
  'match.text': 'Vous et {name} vous aimez mutuellement.',
  'match.icebreakers': 'Brisez la glace avec un premier message :',
  'match.icebreaker_1': 'Salut {name} ! On a matché, comment se passe ta journée ?',
  'match.icebreaker_2': 'Coucou {name}, qu’est-ce qui t’a plu dans mon profil ?',
  'match.icebreaker_3': 'Bonjour {name} ! Qu’aimes-tu faire le week-end ?',
  'match.later': 'Plus tard',
  'swipe.title': 'Jeu de swipe',
  'swipe.intro':
    'Glissez à droite ou appuyez sur J’aime pour les membres qui vous plaisent ; glissez à gauche ou appuyez sur Passer pour les autres.',
  'swipe.like': 'J’aime',
  'swipe.pass': 'Passer',
  'swipe.likes_left':
    '{count, plural, one {Il vous reste # j’aime aujourd’hui} many {Il vous reste # de j’aime aujourd’hui} other {Il vous reste # j’aime aujourd’hui}}',
  'swipe.unlimited':
    'En tant que membre premium, vous pouvez aimer autant de membres que vous voulez.',
  'swipe.unavailable': '{name} n’est plus disponible : nous sommes passés à la carte suivante.',
  'swipe.empty': 'Plus de suggestions pour le moment. Revenez plus tard pour de nouveaux membres !',
  'match_finder.title': 'Suggestions de matchs',
  'match_finder.intro':
    'Des membres qui vous correspondent : de votre pays, proches de votre âge, avec des centres d’intérêt comme les vôtres.',
  'match_finder.none':
    'Pas de nouvelles suggestions pour l’instant. La recherche propose d’autres membres.',
  'match_finder.swipe': 'Jouer au jeu de swipe',
  'signup_matches.title': 'Vos premiers matchs',
  'signup_matches.intro':
    'Bienvenue ! Ces membres correspondent à votre profil. Aimez ceux qui vous plaisent.',
  'signup_matches.continue': 'Continuer',
  'langconfig.title': 'Langue',
  'langconfig.lead': 'Choisissez la langue du site.',
  'langconfig.saved': 'Enregistré. Le site parle maintenant votre langue.',
  'memberlanding.cta': 'Inscrivez-vous gratuitement et discutez avec {name}',
  'memberlanding.more_photos':
    '{count, plural, one {# photo de plus} many {# de photos de plus} other {# photos de plus}}',
  'memberlanding.teaser_lead':
    '{name} est sur {site_name}. Inscrivez-vous gratuitement pour lui écrire.',
  'memberlanding.chat_hello': 'Salut, je suis {name}. On discute ?',
  'memberlanding.waiting': '{name} attend votre réponse.',
  'memberlanding.reply': 'Répondre à {name}',
  'memberlanding.spotlight': 'À la une',
  'memberlanding.likes': '{name} aime',
  'memberlanding.description':
    'Rencontrez {name} ({age}) sur {site_name}. Inscription gratuite pour discuter.',
  'membersignup.title': 'Inscrivez-vous gratuitement pour discuter avec {name}',
  'membersignup.lead':
    'Votre conversation avec {name} s’ouvre dès que votre adresse e-mail est confirmée.',
  'lander.members_label': 'Membres',
  'lander.motion_pause': 'Mettre les images en pause',
  'lander.adultonly.title': 'Réservé aux adultes',
  'lander.adultonly.lead':
    'De vrais membres, l’esprit ouvert, sans jugement. Inscrivez-vous gratuitement et voyez qui est près de chez vous.',
  'lander.adultonly.description':
    'Des rencontres réservées aux adultes : inscrivez-vous gratuitement sur {site_name} et discutez avec des membres près de chez vous.',
  'lander.adultonly.gate_title':
    'Avez-vous {min_age, plural, one {# an} many {# d’ans} other {# ans}} ou plus ?',
  'lander.adultonly.gate_body':
    '{site_name} montre du contenu érotique et est réservé aux adultes. Confirmez votre âge pour continuer.',
  'lander.adultonly.gate_yes':
    'Oui, j’ai {min_age, plural, one {# an} many {# d’ans} other {# ans}} ou plus',
  'lander.adultonly.gate_no': 'Non, quitter',
  'lander.tinderswipe.title': 'Swipez, aimez, discutez',
  'lander.tinderswipe.lead':
    'Faites défiler les membres près de chez vous. Quelqu’un vous plaît ? Inscrivez-vous gratuitement pour discuter.',
  'lander.tinderswipe.description':
    'Faites défiler les membres près de chez vous sur {site_name} et inscrivez-vous gratuitement pour discuter.',
  'lander.tinderswipe.nope': 'Pas pour moi : {name}',
  'lander.tinderswipe.like': 'J’aime {name}',
  'lander.tinderswipe.done':
    'Envie de savoir qui vous aime en retour ? Inscrivez-vous gratuitement.',
  'lander.whoneedsstrings.title': 'Qui a besoin d’engagement ?',
  'lander.whoneedsstrings.lead':
    'Des rencontres légères sans prise de tête sur {site_name} : rencontrez, discutez et voyez où cela mène.',
  'lander.whoneedsstrings.description':
    'Des rencontres sans engagement : inscrivez-vous gratuitement sur {site_name}.',
  'lander.whoneedsstrings.point_discreet': 'Discret, avec les modes invisible et privé',
  'lander.whoneedsstrings.point_credits':
    'Sans abonnement : vous ne payez que ce que vous utilisez',
  'lander.whoneedsstrings.point_nearby': 'Des membres dans votre région',
  'lander.alonetonight.title': 'Seul ce soir ?',
  'lander.alonetonight.lead':
    'Pas besoin de l’être. Des membres près de chez vous ont envie de discuter.',
  'lander.alonetonight.description':
    'Seul ce soir ? Inscrivez-vous gratuitement sur {site_name} et discutez avec des membres près de chez vous.',
  'lander.alonetonight.tonight': 'Des membres près de chez vous',
  'lander.collagelanding.title': 'Tant de personnes à rencontrer',
  'lander.collagelanding.lead':
    'De vrais visages, de vrais membres de {site_name}. Le vôtre pourrait être le prochain.',
  'lander.collagelanding.description':
    'De vrais membres de {site_name} en un collage : inscrivez-vous gratuitement et rencontrez-les.',
  'lander.gallery.title': 'Des membres près de chez vous',
  'lander.gallery.lead': 'Jetez un œil, puis inscrivez-vous gratuitement pour dire bonjour.',
  'lander.gallery.description':
    'Une galerie de membres près de chez vous sur {site_name}. Inscrivez-vous gratuitement pour dire bonjour.',
  'lander.iconslanding.title': 'Tout ce que {site_name} propose',
  'lander.iconslanding.lead': 'Inscription gratuite. Discutez avec des crédits, sans abonnement.',
  'lander.iconslanding.description':
    'Membres à proximité, chat en direct, photos et cadeaux : inscrivez-vous gratuitement sur {site_name}.',
  'lander.iconslanding.nearby': 'Membres à proximité',
  'lander.iconslanding.chat': 'Chat en direct',
  'lander.iconslanding.photos': 'Photos',
  'lander.iconslanding.gifts': 'Cadeaux',
  'lander.iconslanding.private': 'Modes invisible et privé',
  'lander.maplanding.title': 'Les membres sur la carte',
  'lander.maplanding.heading': '{country} : des membres près de chez vous',
  'lander.maplanding.lead':
    'Chaque image est placée sur la ville d’un membre, jamais plus précisément. Inscrivez-vous gratuitement pour discuter avec eux.',
  'lander.maplanding.description':
    'Voyez sur une carte où vivent les membres de {site_name}, ville par ville. Inscription gratuite.',
  'lander.maplanding.map_label': 'Carte de {country} avec les membres dans leur ville',
  'lander.socialnetwork.title': 'Ce qui se passe sur {site_name}',
  'lander.socialnetwork.lead': 'Des membres près de chez vous et ce qu’ils recherchent.',
  'lander.socialnetwork.description':
    'Voyez qui est sur {site_name} près de chez vous et inscrivez-vous gratuitement.',
  'lander.socialnetwork.post_photo': '{name}, de {city}, est sur {site_name}.',
  'lander.socialnetwork.post_looking':
    'Dites bonjour à {name} : inscrivez-vous gratuitement pour envoyer un message.',
  'lander.socialnetwork.post_joined': '{name} est un membre près de chez vous.',
  'lander.transitionsvideolanding.title': 'Votre prochain rendez-vous commence ici',
  'lander.transitionsvideolanding.lead':
    'Beaucoup de visages, une inscription gratuite. Rejoignez {site_name} aujourd’hui.',
  'lander.transitionsvideolanding.description':
    'Votre prochain rendez-vous commence sur {site_name} : inscrivez-vous gratuitement dès aujourd’hui.',
  'lander.video.title': 'Voyez qui vous attend',
  'lander.video.lead':
    'Un court aperçu des membres de notre site. Appuyez sur lecture : il n’y a pas de son.',
  'lander.video.description':
    'Un court aperçu muet des membres de {site_name}. Inscrivez-vous gratuitement pour discuter.',
  'lander.video.play': 'Lecture',
  'lander.video.pause': 'Pause',
  'lander.video.silent': 'Sans son',
  'consent.title': 'Cookies',
  'consent.body':
    '{site_name} a besoin de quelques cookies pour fonctionner. Avec votre consentement, nous chargeons aussi des balises de statistiques et de marketing. Vous pouvez modifier votre choix à tout moment dans Paramètres des cookies.',
  'consent.necessary': 'Nécessaires',
  'consent.necessary_body': 'Connexion, langue et votre choix ici. Toujours actifs.',
  'consent.statistics': 'Statistiques',
  'consent.statistics_body':
    'L’analyse d’audience et l’enregistrement de sessions nous montrent comment le site est utilisé, pour l’améliorer.',
  'consent.marketing': 'Marketing',
  'consent.marketing_body':
    'La balise publicitaire mesure nos campagnes ; votre adresse IP est anonymisée.',
  'consent.accept_all': 'Tout accepter',
  'consent.reject_all': 'Nécessaires uniquement',
  'consent.save': 'Enregistrer mon choix',
  'consent.choose': 'Choisir par catégorie',
  'consent.settings': 'Paramètres des cookies',
  'consent.hosts': 'Chargé depuis : {hosts}',
  'consent.none_configured':
    'Ce site ne charge aucune balise de statistiques ou de marketing : seuls les cookies nécessaires sont utilisés.',
  ...paymentsFr,
  ...offersFr,
  ...notificationsFr,
  ...paymentsServerFr,
  ...directDebitFr,
  ...experienceFr,
  ...pushFr,
  ...photoViewsFr,
};
