import type { photoViewsEn } from './en.ts';

export const photoViewsEs: Record<keyof typeof photoViewsEn, string> = {
  'chat_photo.title': '¿Enviar esta foto a {name}?',
  'chat_photo.alt': 'La foto que has elegido',
  'chat_photo.send': 'Enviar',
  'chat_photo.cancel': 'Cancelar',
  'chat_photo.cost':
    'Enviarla cuesta {count, plural, one {# crédito} many {# de créditos} other {# créditos}}.',
  'gallery.close': 'Cerrar',
  'gallery.previous': 'Foto anterior',
  'gallery.next': 'Foto siguiente',
  'gallery.position': 'Foto {n} de {total}',
  'gallery.open': 'Abrir la foto {n} de {total}',
  'gallery.locked':
    '{name} solo comparte esta foto con miembros premium. Con premium ves todas las fotos.',
};
