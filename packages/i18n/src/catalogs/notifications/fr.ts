import type { notificationsEn } from './en.ts';

export const notificationsFr: Record<keyof typeof notificationsEn, string> = {
  'notifications.new_messages':
    '{count, plural, one {# nouveau message} many {# de nouveaux messages} other {# nouveaux messages}}',
  'notifications.unread_messages':
    '{count, plural, one {# message non lu} many {# de messages non lus} other {# messages non lus}}',

  'mail.unsubscribe': 'Se désabonner de ces e-mails',
  'mail.new_conversation.subject': '{partner} vous a écrit sur {site_name}',
  'mail.new_conversation.body':
    '{partner} a commencé une conversation avec vous. Répondez tant que c’est tout frais !',
  'mail.new_conversation.button': 'Lire le message',
  'mail.new_conversation.ignore':
    'Vous recevez cet e-mail car les e-mails sur les nouvelles conversations sont activés dans vos paramètres.',
  'mail.new_messages.subject': 'Vous avez {messages} sur {site_name}',
  'mail.new_messages.body': 'Vous avez {messages}. Le plus récent vient de {partner}.',
  'mail.new_messages.button': 'Lire mes messages',
  'mail.new_messages.ignore':
    'Vous recevez cet e-mail car les e-mails sur les nouveaux messages sont activés dans vos paramètres. Nous en envoyons au plus un par heure.',
  'mail.like.subject': '{partner} vous aime bien sur {site_name}',
  'mail.like.body': '{partner} a aimé votre profil. Aimez son profil en retour et c’est un match !',
  'mail.like.button': 'Voir qui m’aime',
  'mail.like.ignore':
    'Vous recevez cet e-mail car les e-mails sur les J’aime sont activés dans vos paramètres.',
  'mail.like_match.subject': 'C’est un match avec {partner} sur {site_name} !',
  'mail.like_match.body':
    '{partner} a aimé votre profil en retour. Vous vous plaisez mutuellement. Dites bonjour !',
  'mail.like_match.button': 'Voir mes matchs',
  'mail.like_match.ignore':
    'Vous recevez cet e-mail car les e-mails sur les J’aime sont activés dans vos paramètres.',
  'mail.unread_reminder.subject':
    '{count, plural, one {{messages} vous attend sur {site_name}} many {{messages} vous attendent sur {site_name}} other {{messages} vous attendent sur {site_name}}}',
  'mail.unread_reminder.body':
    '{count, plural, one {Vous avez encore {messages}. Ne le faites pas attendre !} many {Vous avez encore {messages}. Ne les faites pas attendre !} other {Vous avez encore {messages}. Ne les faites pas attendre !}}',
  'mail.unread_reminder.button': 'Lire mes messages',
  'mail.unread_reminder.ignore':
    'Vous recevez cet e-mail car les rappels de messages non lus sont activés dans vos paramètres.',
  'mail.weekly_update.subject': 'De nouveaux membres pour vous sur {site_name}',
  'mail.weekly_update.body': 'Nouveaux cette semaine et faits pour vous : {names}.',
  'mail.weekly_update.button': 'Voir les membres',
  'mail.weekly_update.ignore':
    'Vous recevez cet e-mail car les nouvelles hebdomadaires sont activées dans vos paramètres.',
  'mail.activation_reminder.subject': 'Merci de confirmer votre adresse e-mail pour {site_name}',
  'mail.activation_reminder.body':
    'Vous n’avez pas encore confirmé votre adresse e-mail, les membres ne peuvent donc pas vous répondre. Connectez-vous et envoyez-vous un nouveau lien d’activation.',
  'mail.activation_reminder.button': 'Se connecter',
  'mail.activation_reminder.ignore':
    'Vous recevez cet e-mail car les rappels sont activés dans vos paramètres.',

  // Announcements an operator sends (npm run notify): the subject and text are the operator's.
  'mail.promotions.subject': '{subject}',
  'mail.promotions.body': '{body}',
  'mail.promotions.button': 'Aller sur {site_name}',
  'mail.promotions.ignore':
    'Vous recevez cet e-mail car les promotions et offres sont activées dans vos paramètres.',
  'mail.news.subject': '{subject}',
  'mail.news.body': '{body}',
  'mail.news.button': 'Aller sur {site_name}',
  'mail.news.ignore':
    'Vous recevez cet e-mail car les actualités de {site_name} sont activées dans vos paramètres.',

  'notifications.title': 'Notifications par e-mail',
  'notifications.activation_modal_title': 'Confirmez votre adresse e-mail',
  'notifications.intro':
    'Choisissez les e-mails que vous souhaitez recevoir. Chaque modification est enregistrée aussitôt.',
  'notifications.type.new_conversations': 'Nouvelles conversations',
  'notifications.type.new_messages': 'Nouveaux messages pendant votre absence',
  'notifications.type.like': 'J’aime',
  'notifications.type.unread_message_reminders': 'Rappels de messages non lus',
  'notifications.type.promotions': 'Promotions et offres',
  'notifications.type.weekly_updates': 'Nouvelles hebdomadaires avec de nouveaux membres',
  'notifications.type.news': 'Actualités de {site_name}',
  'notifications.type.reminders': 'Rappels, par exemple pour confirmer votre adresse e-mail',
  'notifications.saved_on': 'Enregistré : vous recevrez des e-mails sur « {type} ».',
  'notifications.saved_off': 'Enregistré : vous ne recevrez plus d’e-mails sur « {type} ».',
  'notifications.save_failed':
    'Votre modification n’a pas pu être enregistrée. Veuillez réessayer.',
  'notifications.account_link':
    'Paramètres du compte : adresse e-mail, mot de passe, membres bloqués',
  'notifications.disabled.fbl':
    'Nous ne vous envoyons plus d’e-mails car l’un d’eux a été signalé comme spam.',
  'notifications.disabled.bounce':
    'Nous ne vous envoyons plus d’e-mails car ils n’ont pas pu être remis à {email}.',
  'notifications.disabled.listunsubscribe':
    'Vous vous êtes désabonné(e) de certains e-mails avec le lien de l’un d’eux.',
  'notifications.resume': 'M’envoyer à nouveau des e-mails',
  'notifications.resumed': 'Vous recevrez à nouveau des e-mails.',
  'notifications.change_email': 'Changer mon adresse e-mail',
  'notifications.manage': 'Paramètres des e-mails',

  'unsubscribe.title': 'Se désabonner',
  'unsubscribe.confirm': 'Ne plus recevoir d’e-mails sur « {type} » ?',
  'unsubscribe.button': 'Se désabonner',
  'unsubscribe.done':
    'C’est fait : vous ne recevrez plus d’e-mails sur « {type} ». Vous pouvez les réactiver à tout moment dans vos paramètres des e-mails.',
  'unsubscribe.invalid':
    'Ce lien de désabonnement n’est pas valide. Utilisez le lien du dernier e-mail reçu.',
};
