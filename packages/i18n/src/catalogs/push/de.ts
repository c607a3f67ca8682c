import type { pushEn } from './en.ts';

export const pushDe: Record<keyof typeof pushEn, string> = {
  'push.message_title': '{name} hat dir eine Nachricht geschickt',
  'push.photo_body': 'Ein Foto',
  'push.gift_body': 'Ein Geschenk',
  'push.like_title': '{name} mag dich',
  'push.like_body': 'Sieh dir das Profil an und like zurück für ein Match.',
  'push.match_title': 'Es ist ein Match mit {name}!',
  'push.match_body': 'Ihr mögt euch gegenseitig. Sag hallo!',

  'push.alert_text':
    'Erhalte eine Benachrichtigung, wenn dir jemand schreibt oder dich mag, auch wenn die Seite geschlossen ist.',
  'push.alert_enable': 'Benachrichtigungen aktivieren',
  'push.alert_dismiss': 'Jetzt nicht',
  'push.alert_failed':
    'Benachrichtigungen konnten in diesem Browser nicht eingeschaltet werden. Bitte versuche es später noch einmal.',

  'push.step_title': 'Verpasse keine Nachricht',
  'push.step_text':
    'Erlaube Benachrichtigungen, und wir sagen dir sofort Bescheid, wenn dir jemand schreibt oder dich mag.',
  'push.step_enable': 'Benachrichtigungen erlauben',
  'push.step_skip': 'Überspringen: keine Benachrichtigungen',
  'push.step_text_unsupported':
    'Dieser Browser kann keine Benachrichtigungen anzeigen. Wir können dir trotzdem per E-Mail Bescheid geben, wenn dir jemand schreibt oder dich mag: Welche E-Mails du bekommst, wählst du in deinen Benachrichtigungseinstellungen.',
  'push.step_text_denied':
    'Benachrichtigungen für diese Seite sind in deinem Browser blockiert. Du kannst sie jederzeit in den Website-Einstellungen des Browsers erlauben.',
  'push.step_text_on':
    'Benachrichtigungen sind in diesem Browser eingeschaltet: Wir sagen dir sofort Bescheid, wenn dir jemand schreibt oder dich mag.',
  'push.step_continue': 'Weiter',
  'push.step_failed':
    'Benachrichtigungen konnten in diesem Browser nicht eingeschaltet werden. Du kannst ohne sie weitermachen: Wir informieren dich per E-Mail, und du kannst es später in deinen Einstellungen erneut versuchen.',

  'push.offline_title': 'Du bist offline',
  'push.offline_text': 'Prüfe deine Verbindung. Die Seite ist wieder da, sobald du online bist.',
  'push.offline_retry': 'Erneut versuchen',
  'push.back': 'Zurück',

  'push.setting_title': 'Benachrichtigungen auf diesem Gerät',
  'push.setting_disable': 'Auf diesem Gerät ausschalten',
  'push.setting_unsupported':
    'Dieser Browser kann keine Benachrichtigungen anzeigen. Die E-Mails oben sagen dir trotzdem, wenn dir jemand schreibt oder dich likt.',
};
