import type { photoViewsEn } from './en.ts';

export const photoViewsIt: Record<keyof typeof photoViewsEn, string> = {
  'chat_photo.title': 'Inviare questa foto a {name}?',
  'chat_photo.alt': 'La foto che hai scelto',
  'chat_photo.send': 'Invia',
  'chat_photo.cancel': 'Annulla',
  'chat_photo.cost_one': 'L’invio costa {count} credito.',
  'chat_photo.cost_few': 'L’invio costa {count} crediti.',
  'chat_photo.cost_many': 'L’invio costa {count} crediti.',
  'chat_photo.cost_other': 'L’invio costa {count} crediti.',
  'gallery.close': 'Chiudi',
  'gallery.previous': 'Foto precedente',
  'gallery.next': 'Foto successiva',
  'gallery.position': 'Foto {n} di {total}',
  'gallery.open': 'Apri la foto {n} di {total}',
  'gallery.locked':
    '{name} mostra questa foto solo ai membri premium. Con premium vedi tutte le foto.',
};
