import type { photoViewsEn } from './en.ts';

export const photoViewsDe: Record<keyof typeof photoViewsEn, string> = {
  'chat_photo.title': 'Dieses Foto an {name} senden?',
  'chat_photo.alt': 'Das ausgewählte Foto',
  'chat_photo.send': 'Senden',
  'chat_photo.cancel': 'Abbrechen',
  'chat_photo.cost': 'Das Senden kostet {count, plural, one {# Credit} other {# Credits}}.',
  'gallery.close': 'Schließen',
  'gallery.previous': 'Vorheriges Foto',
  'gallery.next': 'Nächstes Foto',
  'gallery.position': 'Foto {n} von {total}',
  'gallery.open': 'Foto {n} von {total} öffnen',
  'gallery.locked':
    '{name} zeigt dieses Foto nur Premium-Mitgliedern. Mit Premium siehst du alle Fotos.',
};
