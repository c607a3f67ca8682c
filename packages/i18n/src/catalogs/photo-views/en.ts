/** Photos seen and sent (issue 16): the chat photo preview and the profile's photo gallery. */
export const photoViewsEn = {
  'chat_photo.title': 'Send this photo to {name}?',
  'chat_photo.alt': 'The photo you picked',
  'chat_photo.send': 'Send',
  'chat_photo.cancel': 'Cancel',
  'chat_photo.cost': 'Sending it costs {count, plural, one {# credit} other {# credits}}.',
  'gallery.close': 'Close',
  'gallery.previous': 'Previous photo',
  'gallery.next': 'Next photo',
  'gallery.position': 'Photo {n} of {total}',
  'gallery.open': 'Open photo {n} of {total}',
  'gallery.locked':
    '{name} shares this photo with premium members only. With premium you see all photos.',
} as const;
