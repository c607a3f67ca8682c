import type { pushEn } from './en.ts';

export const pushEs: Record<keyof typeof pushEn, string> = {
  'push.message_title': '{name} te ha enviado un mensaje',
  'push.photo_body': 'Una foto',
  'push.gift_body': 'Un regalo',
  'push.like_title': 'Le gustas a {name}',
  'push.like_body': 'Mira el perfil y devuelve el me gusta para tener un match.',
  'push.match_title': '¡Tienes un match con {name}!',
  'push.match_body': 'Os gustáis mutuamente. ¡Saluda!',

  'push.alert_text':
    'Recibe un aviso cuando alguien te escriba o le gustes, incluso con el sitio cerrado.',
  'push.alert_enable': 'Activar notificaciones',
  'push.alert_dismiss': 'Ahora no',
  'push.alert_failed':
    'No se han podido activar las notificaciones en este navegador. Vuelve a intentarlo más tarde.',

  'push.step_title': 'No te pierdas ningún mensaje',
  'push.step_text':
    'Permite las notificaciones y te avisaremos al instante cuando alguien te escriba o le gustes.',
  'push.step_enable': 'Permitir notificaciones',
  'push.step_skip': 'Omitir: sin notificaciones',
  'push.step_text_unsupported':
    'Este navegador no puede mostrar notificaciones. Aun así podemos avisarte por correo electrónico cuando alguien te escriba o le gustes: elige qué correos quieres en tus ajustes de notificaciones.',
  'push.step_text_denied':
    'Las notificaciones de este sitio están bloqueadas en tu navegador. Puedes permitirlas cuando quieras en la configuración del sitio de tu navegador.',
  'push.step_text_on':
    'Las notificaciones están activadas en este navegador: te avisamos al instante cuando alguien te escriba o le gustes.',
  'push.step_continue': 'Continuar',
  'push.step_failed':
    'No se pudieron activar las notificaciones en este navegador. Puedes continuar sin ellas: te avisamos por correo electrónico y puedes volver a intentarlo más tarde en tus ajustes.',

  'push.offline_title': 'Estás sin conexión',
  'push.offline_text': 'Comprueba tu conexión. La página volverá en cuanto estés en línea.',
  'push.offline_retry': 'Reintentar',
  'push.back': 'Atrás',

  'push.setting_title': 'Notificaciones en este dispositivo',
  'push.setting_disable': 'Desactivar en este dispositivo',
  'push.setting_unsupported':
    'Este navegador no puede mostrar notificaciones. Los correos de arriba te avisan igualmente cuando alguien te escribe o le gustas.',
};
