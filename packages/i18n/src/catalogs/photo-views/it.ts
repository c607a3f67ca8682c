import type { photoViewsEn } from './en.ts';

export const photoViewsIt: Record<keyof typeof photoViewsEn, string> = {
  'chat_photo.title': 'Inviare questa foto a {name}?',
  'chat_photo.alt': 'La foto che hai scelto',
  'chat_photo.send': 'Invia',
  'chat_photo.cancel': 'Annulla',
  'chat_photo.cost':
    'L’invio costa {count, plural, one {# credito} many {# di crediti} other {# crediti}}.',
  'gallery.close': 'Chiudi',
  'gallery.previous': 'Foto precedente',
  'gallery.next': 'Foto successiva',
  'gallery.position': 'Foto {n} di {total}',
  'gallery.open': 'Apri la foto {n} di {total}',
  'gallery.locked':
    '{name} mostra questa foto solo ai membri premium. Con premium vedi tutte le foto.',
};
