import type { pushEn } from './en.ts';

export const pushFr: Record<keyof typeof pushEn, string> = {
  'push.message_title': '{name} vous a envoyé un message',
  'push.photo_body': 'Une photo',
  'push.gift_body': 'Un cadeau',
  'push.like_title': '{name} vous aime bien',
  'push.like_body': 'Regardez le profil et aimez en retour pour un match.',
  'push.match_title': 'C’est un match avec {name} !',
  'push.match_body': 'Vous vous plaisez mutuellement. Dites bonjour !',

  'push.alert_text':
    'Soyez averti quand quelqu’un vous écrit ou vous aime bien, même lorsque le site est fermé.',
  'push.alert_enable': 'Activer les notifications',
  'push.alert_dismiss': 'Pas maintenant',
  'push.alert_failed':
    'Les notifications n’ont pas pu être activées dans ce navigateur. Veuillez réessayer plus tard.',

  'push.step_title': 'Ne manquez aucun message',
  'push.step_text':
    'Autorisez les notifications et nous vous prévenons dès que quelqu’un vous écrit ou vous aime bien.',
  'push.step_enable': 'Autoriser les notifications',
  'push.step_skip': 'Passer : pas de notifications',
  'push.step_text_unsupported':
    'Ce navigateur ne peut pas afficher de notifications. Nous pouvons quand même vous prévenir par e-mail quand quelqu’un vous écrit ou vous aime bien : choisissez lesquels dans vos paramètres de notification.',
  'push.step_text_denied':
    'Les notifications de ce site sont bloquées dans votre navigateur. Vous pouvez les autoriser à tout moment dans les paramètres du site de votre navigateur.',
  'push.step_text_on':
    'Les notifications sont activées dans ce navigateur : nous vous prévenons dès que quelqu’un vous écrit ou vous aime bien.',
  'push.step_continue': 'Continuer',
  'push.step_failed':
    "Les notifications n'ont pas pu être activées dans ce navigateur. Vous pouvez continuer sans elles : nous vous prévenons par e-mail, et vous pourrez réessayer plus tard dans vos paramètres.",

  'push.offline_title': 'Vous êtes hors ligne',
  'push.offline_text': 'Vérifiez votre connexion. La page revient dès que vous êtes en ligne.',
  'push.offline_retry': 'Réessayer',
  'push.back': 'Retour',

  'push.setting_title': 'Notifications sur cet appareil',
  'push.setting_disable': 'Désactiver sur cet appareil',
  'push.setting_unsupported':
    'Ce navigateur ne peut pas afficher de notifications. Les e-mails ci-dessus vous préviennent quand même lorsque quelqu’un vous écrit ou vous aime.',
};
