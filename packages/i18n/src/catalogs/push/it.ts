import type { pushEn } from './en.ts';

export const pushIt: Record<keyof typeof pushEn, string> = {
  'push.message_title': '{name} ti ha inviato un messaggio',
  'push.photo_body': 'Una foto',
  'push.gift_body': 'Un regalo',
  'push.like_title': 'Piaci a {name}',
  'push.like_body': 'Guarda il profilo e ricambia il mi piace per un match.',
  'push.match_title': 'È un match con {name}!',
  'push.match_body': 'Vi piacete a vicenda. Saluta!',

  'push.alert_text':
    'Ricevi un avviso quando qualcuno ti scrive o ti mette mi piace, anche a sito chiuso.',
  'push.alert_enable': 'Attiva le notifiche',
  'push.alert_dismiss': 'Non ora',
  'push.alert_failed':
    'Non è stato possibile attivare le notifiche in questo browser. Riprova più tardi.',

  'push.step_title': 'Non perdere nessun messaggio',
  'push.step_text':
    'Consenti le notifiche e ti avvisiamo subito quando qualcuno ti scrive o ti mette mi piace.',
  'push.step_enable': 'Consenti le notifiche',
  'push.step_skip': 'Salta: nessuna notifica',
  'push.step_text_unsupported':
    'Questo browser non può mostrare notifiche. Possiamo comunque avvisarti via e-mail quando qualcuno ti scrive o ti mette mi piace: scegli quali e-mail ricevere nelle impostazioni delle notifiche.',
  'push.step_text_denied':
    'Le notifiche di questo sito sono bloccate nel tuo browser. Puoi consentirle in qualsiasi momento nelle impostazioni del sito del browser.',
  'push.step_text_on':
    'Le notifiche sono attive in questo browser: ti avvisiamo subito quando qualcuno ti scrive o ti mette mi piace.',
  'push.step_continue': 'Continua',
  'push.step_failed':
    'Non è stato possibile attivare le notifiche in questo browser. Puoi continuare senza: ti avvisiamo via e-mail e puoi riprovare più tardi nelle impostazioni.',

  'push.offline_title': 'Sei offline',
  'push.offline_text': 'Controlla la connessione. La pagina torna appena sei online.',
  'push.offline_retry': 'Riprova',
  'push.back': 'Indietro',

  'push.setting_title': 'Notifiche su questo dispositivo',
  'push.setting_disable': 'Disattiva su questo dispositivo',
  'push.setting_unsupported':
    'Questo browser non può mostrare notifiche. Le e-mail qui sopra ti avvisano comunque quando qualcuno ti scrive o ti mette «Mi piace».',
};
