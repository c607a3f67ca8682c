import type { photoViewsEn } from './en.ts';

export const photoViewsNl: Record<keyof typeof photoViewsEn, string> = {
  'chat_photo.title': 'Deze foto naar {name} sturen?',
  'chat_photo.alt': 'De foto die je koos',
  'chat_photo.send': 'Versturen',
  'chat_photo.cancel': 'Annuleren',
  'chat_photo.cost': 'Versturen kost {count, plural, one {# credit} other {# credits}}.',
  'gallery.close': 'Sluiten',
  'gallery.previous': 'Vorige foto',
  'gallery.next': 'Volgende foto',
  'gallery.position': 'Foto {n} van {total}',
  'gallery.open': 'Foto {n} van {total} openen',
  'gallery.locked':
    '{name} laat deze foto alleen aan premiumleden zien. Met premium zie je alle foto’s.',
};
