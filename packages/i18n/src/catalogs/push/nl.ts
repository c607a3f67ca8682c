import type { pushEn } from './en.ts';

export const pushNl: Record<keyof typeof pushEn, string> = {
  'push.message_title': '{name} heeft je een bericht gestuurd',
  'push.photo_body': 'Een foto',
  'push.gift_body': 'Een cadeau',
  'push.like_title': '{name} vindt je leuk',
  'push.like_body': 'Bekijk het profiel en like terug voor een match.',
  'push.match_title': 'Het is een match met {name}!',
  'push.match_body': 'Jullie vinden elkaar leuk. Zeg hallo!',

  'push.alert_text':
    'Krijg een melding als iemand je schrijft of je leuk vindt, ook als de site gesloten is.',
  'push.alert_enable': 'Meldingen aanzetten',
  'push.alert_dismiss': 'Niet nu',
  'push.alert_failed':
    'Meldingen konden in deze browser niet worden aangezet. Probeer het later opnieuw.',

  'push.step_title': 'Mis geen enkel bericht',
  'push.step_text':
    'Sta meldingen toe en we laten je meteen weten wanneer iemand je schrijft of je leuk vindt.',
  'push.step_enable': 'Meldingen toestaan',
  'push.step_skip': 'Overslaan: geen meldingen',
  'push.step_text_unsupported':
    'Deze browser kan geen meldingen tonen. We kunnen je wel per e-mail laten weten wanneer iemand je schrijft of je leuk vindt: kies welke e-mails in je meldingsinstellingen.',
  'push.step_text_denied':
    'Meldingen van deze site zijn in je browser geblokkeerd. Je kunt ze altijd toestaan in de site-instellingen van je browser.',
  'push.step_text_on':
    'Meldingen staan aan in deze browser: we laten het je meteen weten wanneer iemand je schrijft of je leuk vindt.',
  'push.step_continue': 'Doorgaan',
  'push.step_failed':
    'Meldingen konden in deze browser niet worden aangezet. Je kunt zonder doorgaan: we laten het je per e-mail weten, en je kunt het later opnieuw proberen in je instellingen.',

  'push.offline_title': 'Je bent offline',
  'push.offline_text': 'Controleer je verbinding. De pagina komt terug zodra je online bent.',
  'push.offline_retry': 'Opnieuw proberen',
  'push.back': 'Terug',

  'push.setting_title': 'Meldingen op dit apparaat',
  'push.setting_disable': 'Uitzetten op dit apparaat',
  'push.setting_unsupported':
    'Deze browser kan geen meldingen tonen. De e-mails hierboven laten je toch weten wanneer iemand je schrijft of je leuk vindt.',
};
