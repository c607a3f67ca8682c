import type { experienceEn } from './en.ts';

export const experienceFr: Record<keyof typeof experienceEn, string> = {
  'common.cancel': 'Annuler',
  'member.block_title': 'Bloquer {name} ?',
  'member.block_body':
    '{name} ne pourra plus voir votre profil ni vous contacter. Votre conversation et vos J’aime seront supprimés.',
  'member.block_yes': 'Bloquer',
  'member.blocked_toast': 'Vous avez bloqué {name}.',
  'member.unblocked_toast': 'Vous avez débloqué {name}.',
  'my_profile.delete_photo_title': 'Supprimer cette photo ?',
  'my_profile.delete_photo_body': 'Elle sera définitivement retirée de votre profil.',
  'chat.delete_title': 'Supprimer cette conversation ?',
  'chat.delete_yes': 'Supprimer',
  'chat.deleted_toast': 'Votre conversation avec {name} a été supprimée.',
  'chat.menu': 'Plus d’options',
  'settings.blocked_title': 'Membres bloqués',
  'settings.blocked_intro':
    'Les membres que vous avez bloqués ne peuvent ni voir votre profil ni vous contacter.',
  'settings.blocked_empty': 'Vous n’avez bloqué personne.',
  'privacy.invisible_on':
    'Le mode invisible est activé : vous n’apparaissez pas dans les recherches.',
  'privacy.invisible_off':
    'Le mode invisible est désactivé : les membres peuvent de nouveau vous trouver.',
  'privacy.private_on':
    'Le mode privé est activé : seules les personnes à qui vous avez envoyé un J’aime ou un message vous voient.',
  'privacy.private_off':
    'Le mode privé est désactivé : les membres voient de nouveau votre profil.',
  'privacy.receipts_on': 'Les confirmations de lecture sont activées.',
  'privacy.receipts_off': 'Les confirmations de lecture sont désactivées.',
  'privacy.status_invisible': 'Invisible',
  'privacy.status_private': 'Mode privé',
  'privacy.status_help': 'Modifiable sous Confidentialité, dans Mon profil.',
  'tabs.label': 'Rubriques',
  'tabs.search': 'Recherche',
  'tabs.likes': 'J’aime',
  'tabs.messages': 'Messages',
  'tabs.profile': 'Profil',
  'visitor.signup_hint': 'Première visite ? L’inscription est gratuite et prend une minute.',
  'search.active_count': '{count, plural, one {# actif} many {# d’actifs} other {# actifs}}',
  'search.clear': 'Effacer les filtres',
  'live.message_from': 'Nouveau message de {name}',
  'steps.looking_for': 'Qui aimeriez-vous rencontrer ?',
  'steps.looking_for_help':
    'La recherche commence par là ; vous pouvez le modifier à tout moment dans les filtres.',
  'chat.gift_unaffordable': 'Vos crédits ne suffisent pas pour un cadeau.',
  'chat.gift_cost_missing':
    '{credits, plural, one {# crédit} many {# de crédits} other {# crédits}} · pas assez',
  'member.report': 'Signaler {name}',
  'complaints.about_profile': 'À propos du profil numéro {id} : ',
};
