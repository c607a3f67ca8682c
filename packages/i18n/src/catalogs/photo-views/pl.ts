import type { photoViewsEn } from './en.ts';

export const photoViewsPl: Record<keyof typeof photoViewsEn, string> = {
  'chat_photo.title': 'Wysłać to zdjęcie użytkownikowi {name}?',
  'chat_photo.alt': 'Wybrane zdjęcie',
  'chat_photo.send': 'Wyślij',
  'chat_photo.cancel': 'Anuluj',
  'chat_photo.cost':
    'Wysłanie kosztuje {count, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}}.',
  'gallery.close': 'Zamknij',
  'gallery.previous': 'Poprzednie zdjęcie',
  'gallery.next': 'Następne zdjęcie',
  'gallery.position': 'Zdjęcie {n} z {total}',
  'gallery.open': 'Otwórz zdjęcie {n} z {total}',
  'gallery.locked':
    '{name} pokazuje to zdjęcie tylko użytkownikom premium. Z premium widzisz wszystkie zdjęcia.',
};
