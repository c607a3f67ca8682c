import type { notificationsEn } from './en.ts';

export const notificationsEs: Record<keyof typeof notificationsEn, string> = {
  'notifications.new_messages':
    '{count, plural, one {# mensaje nuevo} many {# de mensajes nuevos} other {# mensajes nuevos}}',
  'notifications.unread_messages':
    '{count, plural, one {# mensaje sin leer} many {# de mensajes sin leer} other {# mensajes sin leer}}',

  'mail.unsubscribe': 'Darse de baja de estos correos',
  'mail.new_conversation.subject': '{partner} te ha escrito en {site_name}',
  'mail.new_conversation.body':
    '{partner} ha empezado una conversación contigo. ¡Responde mientras está reciente!',
  'mail.new_conversation.button': 'Leer el mensaje',
  'mail.new_conversation.ignore':
    'Recibes este correo porque los correos sobre conversaciones nuevas están activados en tus ajustes.',
  'mail.new_messages.subject': 'Tienes {messages} en {site_name}',
  'mail.new_messages.body': 'Tienes {messages}. El más reciente es de {partner}.',
  'mail.new_messages.button': 'Leer mis mensajes',
  'mail.new_messages.ignore':
    'Recibes este correo porque los correos sobre mensajes nuevos están activados en tus ajustes. Enviamos como mucho uno por hora.',
  'mail.like.subject': 'Le gustas a {partner} en {site_name}',
  'mail.like.body': 'A {partner} le ha gustado tu perfil. ¡Devuélvele el me gusta y será un match!',
  'mail.like.button': 'Ver a quién le gusto',
  'mail.like.ignore':
    'Recibes este correo porque los correos sobre «me gusta» están activados en tus ajustes.',
  'mail.like_match.subject': '¡Tienes un match con {partner} en {site_name}!',
  'mail.like_match.body': '{partner} te ha devuelto el me gusta. Os gustáis mutuamente. ¡Saluda!',
  'mail.like_match.button': 'Ver mis matches',
  'mail.like_match.ignore':
    'Recibes este correo porque los correos sobre «me gusta» están activados en tus ajustes.',
  'mail.unread_reminder.subject':
    '{count, plural, one {{messages} te espera en {site_name}} many {{messages} te esperan en {site_name}} other {{messages} te esperan en {site_name}}}',
  'mail.unread_reminder.body':
    '{count, plural, one {Todavía tienes {messages}. ¡No lo hagas esperar!} many {Todavía tienes {messages}. ¡No los hagas esperar!} other {Todavía tienes {messages}. ¡No los hagas esperar!}}',
  'mail.unread_reminder.button': 'Leer mis mensajes',
  'mail.unread_reminder.ignore':
    'Recibes este correo porque los recordatorios de mensajes sin leer están activados en tus ajustes.',
  'mail.weekly_update.subject': 'Miembros nuevos para ti en {site_name}',
  'mail.weekly_update.body': 'Nuevos esta semana y perfectos para ti: {names}.',
  'mail.weekly_update.button': 'Ver a los miembros',
  'mail.weekly_update.ignore':
    'Recibes este correo porque las novedades semanales están activadas en tus ajustes.',
  'mail.activation_reminder.subject': 'Confirma tu dirección de correo para {site_name}',
  'mail.activation_reminder.body':
    'Todavía no has confirmado tu dirección de correo, así que los miembros no pueden responderte. Inicia sesión y envíate un nuevo enlace de activación.',
  'mail.activation_reminder.button': 'Iniciar sesión',
  'mail.activation_reminder.ignore':
    'Recibes este correo porque los recordatorios están activados en tus ajustes.',

  // Announcements an operator sends (npm run notify): the subject and text are the operator's.
  'mail.promotions.subject': '{subject}',
  'mail.promotions.body': '{body}',
  'mail.promotions.button': 'Ir a {site_name}',
  'mail.promotions.ignore':
    'Recibes este correo porque las promociones y ofertas están activadas en tus ajustes.',
  'mail.news.subject': '{subject}',
  'mail.news.body': '{body}',
  'mail.news.button': 'Ir a {site_name}',
  'mail.news.ignore':
    'Recibes este correo porque las noticias de {site_name} están activadas en tus ajustes.',

  'notifications.title': 'Notificaciones por correo',
  'notifications.activation_modal_title': 'Confirma tu correo electrónico',
  'notifications.intro': 'Elige qué correos quieres recibir. Cada cambio se guarda al instante.',
  'notifications.type.new_conversations': 'Conversaciones nuevas',
  'notifications.type.new_messages': 'Mensajes nuevos mientras no estás',
  'notifications.type.like': 'Me gusta',
  'notifications.type.unread_message_reminders': 'Recordatorios de mensajes sin leer',
  'notifications.type.promotions': 'Promociones y ofertas',
  'notifications.type.weekly_updates': 'Novedades semanales con miembros nuevos',
  'notifications.type.news': 'Noticias de {site_name}',
  'notifications.type.reminders': 'Recordatorios, como confirmar tu dirección de correo',
  'notifications.saved_on': 'Guardado: recibirás correos sobre «{type}».',
  'notifications.saved_off': 'Guardado: ya no recibirás correos sobre «{type}».',
  'notifications.save_failed': 'No se ha podido guardar el cambio. Inténtalo de nuevo.',
  'notifications.account_link': 'Ajustes de la cuenta: correo, contraseña, miembros bloqueados',
  'notifications.disabled.fbl':
    'Hemos dejado de enviarte correos porque uno de ellos se marcó como spam.',
  'notifications.disabled.bounce':
    'Hemos dejado de enviarte correos porque no se pudieron entregar a {email}.',
  'notifications.disabled.listunsubscribe':
    'Te diste de baja de algunos correos con el enlace de uno de ellos.',
  'notifications.resume': 'Volver a enviarme correos',
  'notifications.resumed': 'Volverás a recibir correos.',
  'notifications.change_email': 'Cambiar mi dirección de correo',
  'notifications.manage': 'Ajustes de correo',

  'unsubscribe.title': 'Darse de baja',
  'unsubscribe.confirm': '¿Dejar de recibir correos sobre «{type}»?',
  'unsubscribe.button': 'Darme de baja',
  'unsubscribe.done':
    'Hecho: ya no recibirás correos sobre «{type}». Puedes volver a activarlos cuando quieras en tus ajustes de correo.',
  'unsubscribe.invalid':
    'Este enlace para darse de baja no es válido. Usa el enlace del correo más reciente.',
};
