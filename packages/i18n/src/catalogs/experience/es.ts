import type { experienceEn } from './en.ts';

export const experienceEs: Record<keyof typeof experienceEn, string> = {
  'common.cancel': 'Cancelar',
  'member.block_title': '¿Bloquear a {name}?',
  'member.block_body':
    '{name} ya no podrá ver tu perfil ni contactarte. Se eliminarán vuestra conversación y vuestros me gusta.',
  'member.block_yes': 'Bloquear',
  'member.blocked_toast': 'Has bloqueado a {name}.',
  'member.unblocked_toast': 'Has desbloqueado a {name}.',
  'my_profile.delete_photo_title': '¿Eliminar esta foto?',
  'my_profile.delete_photo_body': 'Se quitará de tu perfil para siempre.',
  'chat.delete_title': '¿Eliminar esta conversación?',
  'chat.delete_yes': 'Eliminar',
  'chat.deleted_toast': 'Se ha eliminado tu conversación con {name}.',
  'chat.menu': 'Más opciones',
  'settings.blocked_title': 'Miembros bloqueados',
  'settings.blocked_intro':
    'Los miembros que has bloqueado no pueden ver tu perfil ni contactarte.',
  'settings.blocked_empty': 'No has bloqueado a nadie.',
  'privacy.invisible_on': 'El modo invisible está activado: no apareces en las búsquedas.',
  'privacy.invisible_off':
    'El modo invisible está desactivado: los miembros pueden volver a encontrarte.',
  'privacy.private_on':
    'El modo privado está activado: solo te ven las personas a las que diste me gusta o escribiste.',
  'privacy.private_off': 'El modo privado está desactivado: los miembros vuelven a ver tu perfil.',
  'privacy.receipts_on': 'Las confirmaciones de lectura están activadas.',
  'privacy.receipts_off': 'Las confirmaciones de lectura están desactivadas.',
  'privacy.status_invisible': 'Invisible',
  'privacy.status_private': 'Modo privado',
  'privacy.status_help': 'Puedes cambiarlo en Privacidad, dentro de Mi perfil.',
  'tabs.label': 'Secciones',
  'tabs.search': 'Buscar',
  'tabs.likes': 'Me gusta',
  'tabs.messages': 'Mensajes',
  'tabs.profile': 'Perfil',
  'visitor.signup_hint': '¿Eres nuevo? Registrarte es gratis y lleva un minuto.',
  'search.active_count': '{count, plural, one {# activo} many {# de activos} other {# activos}}',
  'search.clear': 'Borrar filtros',
  'live.message_from': 'Nuevo mensaje de {name}',
  'steps.looking_for': '¿A quién te gustaría conocer?',
  'steps.looking_for_help':
    'La búsqueda empieza por ahí; puedes cambiarlo en los filtros cuando quieras.',
  'chat.gift_unaffordable': 'Tus créditos no alcanzan para un regalo.',
  'chat.gift_cost_missing':
    '{credits, plural, one {# crédito} many {# de créditos} other {# créditos}} · no alcanzan',
  'member.report': 'Denunciar a {name}',
  'complaints.about_profile': 'Sobre el perfil con el número {id}: ',
};
