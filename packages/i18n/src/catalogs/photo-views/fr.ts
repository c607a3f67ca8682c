import type { photoViewsEn } from './en.ts';

export const photoViewsFr: Record<keyof typeof photoViewsEn, string> = {
  'chat_photo.title': 'Envoyer cette photo à {name} ?',
  'chat_photo.alt': 'La photo choisie',
  'chat_photo.send': 'Envoyer',
  'chat_photo.cancel': 'Annuler',
  'chat_photo.cost':
    'L’envoi coûte {count, plural, one {# crédit} many {# de crédits} other {# crédits}}.',
  'gallery.close': 'Fermer',
  'gallery.previous': 'Photo précédente',
  'gallery.next': 'Photo suivante',
  'gallery.position': 'Photo {n} sur {total}',
  'gallery.open': 'Ouvrir la photo {n} sur {total}',
  'gallery.locked':
    '{name} ne montre cette photo qu’aux membres premium. Avec premium, vous voyez toutes les photos.',
};
