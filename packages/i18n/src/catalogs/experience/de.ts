import type { experienceEn } from './en.ts';

export const experienceDe: Record<keyof typeof experienceEn, string> = {
  'common.cancel': 'Abbrechen',
  'member.block_title': '{name} blockieren?',
  'member.block_body':
    '{name} kann dein Profil nicht mehr sehen und dich nicht mehr kontaktieren. Eure Unterhaltung und eure Likes werden gelöscht.',
  'member.block_yes': 'Blockieren',
  'member.blocked_toast': 'Du hast {name} blockiert.',
  'member.unblocked_toast': 'Du hast die Blockierung von {name} aufgehoben.',
  'my_profile.delete_photo_title': 'Dieses Foto löschen?',
  'my_profile.delete_photo_body': 'Es wird endgültig aus deinem Profil entfernt.',
  'chat.delete_title': 'Diese Unterhaltung löschen?',
  'chat.delete_yes': 'Löschen',
  'chat.deleted_toast': 'Deine Unterhaltung mit {name} wurde gelöscht.',
  'settings.blocked_title': 'Blockierte Mitglieder',
  'settings.blocked_intro':
    'Mitglieder, die du blockiert hast, können dein Profil nicht sehen und dich nicht kontaktieren.',
  'settings.blocked_empty': 'Du hast niemanden blockiert.',
  'privacy.invisible_on': 'Der Unsichtbar-Modus ist an: Du erscheinst nicht in der Suche.',
  'privacy.invisible_off': 'Der Unsichtbar-Modus ist aus: Mitglieder können dich wieder finden.',
  'privacy.private_on':
    'Der Privatsphäre-Modus ist an: Nur Personen, die du geliked oder angeschrieben hast, sehen dich.',
  'privacy.private_off': 'Der Privatsphäre-Modus ist aus: Mitglieder sehen dein Profil wieder.',
  'privacy.receipts_on': 'Lesebestätigungen sind an.',
  'privacy.receipts_off': 'Lesebestätigungen sind aus.',
  'privacy.status_invisible': 'Unsichtbar',
  'privacy.status_private': 'Privatsphäre-Modus',
  'privacy.status_help': 'Ändern kannst du das unter Privatsphäre in Mein Profil.',
  'tabs.label': 'Bereiche',
  'tabs.search': 'Suche',
  'tabs.likes': 'Likes',
  'tabs.messages': 'Nachrichten',
  'tabs.profile': 'Profil',
  'visitor.signup_hint': 'Neu hier? Die Registrierung ist kostenlos und dauert eine Minute.',
  'search.active_count': '{count, plural, one {# aktiv} other {# aktiv}}',
  'search.clear': 'Filter zurücksetzen',
  'live.message_from': 'Neue Nachricht von {name}',
  'steps.looking_for': 'Wen möchtest du kennenlernen?',
  'steps.looking_for_help':
    'Die Suche beginnt damit; in den Filtern kannst du es jederzeit ändern.',
  'chat.gift_unaffordable': 'Deine Credits reichen nicht für ein Geschenk.',
  'chat.gift_cost_missing': '{credits, plural, one {# Credit} other {# Credits}} · reicht nicht',
};
