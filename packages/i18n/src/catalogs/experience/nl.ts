import type { experienceEn } from './en.ts';

export const experienceNl: Record<keyof typeof experienceEn, string> = {
  'common.cancel': 'Annuleren',
  'member.block_title': '{name} blokkeren?',
  'member.block_body':
    '{name} kan je profiel niet meer zien en geen contact meer met je opnemen. Jullie gesprek en likes worden verwijderd.',
  'member.block_yes': 'Blokkeren',
  'member.blocked_toast': 'Je hebt {name} geblokkeerd.',
  'member.unblocked_toast': 'Je hebt {name} gedeblokkeerd.',
  'chat.delete_title': 'Dit gesprek verwijderen?',
  'chat.delete_yes': 'Verwijderen',
  'chat.deleted_toast': 'Je gesprek met {name} is verwijderd.',
  'settings.blocked_title': 'Geblokkeerde leden',
  'settings.blocked_intro':
    'Leden die je hebt geblokkeerd, kunnen je profiel niet zien en geen contact met je opnemen.',
  'settings.blocked_empty': 'Je hebt niemand geblokkeerd.',
  'privacy.invisible_on': 'Onzichtbare modus staat aan: je verschijnt niet in de zoekresultaten.',
  'privacy.invisible_off': 'Onzichtbare modus staat uit: leden kunnen je weer vinden.',
  'privacy.private_on':
    'Privacymodus staat aan: alleen mensen die je hebt geliket of een bericht hebt gestuurd, zien je.',
  'privacy.private_off': 'Privacymodus staat uit: leden zien je profiel weer.',
  'privacy.receipts_on': 'Leesbevestigingen staan aan.',
  'privacy.receipts_off': 'Leesbevestigingen staan uit.',
  'privacy.status_invisible': 'Onzichtbaar',
  'privacy.status_private': 'Privacymodus',
  'privacy.status_help': 'Wijzig dit onder Privacy in Mijn profiel.',
  'tabs.label': 'Onderdelen',
  'tabs.search': 'Zoeken',
  'tabs.likes': 'Likes',
  'tabs.messages': 'Berichten',
  'tabs.profile': 'Profiel',
  'visitor.signup_hint': 'Nieuw hier? Aanmelden is gratis en duurt een minuut.',
  'field.dob_too_young':
    'Leden moeten {min_age, plural, one {# jaar} other {# jaar}} of ouder zijn.',
  'search.active_count': '{count, plural, one {# actief} other {# actief}}',
  'search.clear': 'Filters wissen',
  'live.message_from': 'Nieuw bericht van {name}',
  'steps.looking_for': 'Wie wil je leren kennen?',
  'steps.looking_for_help': 'Het zoeken begint daarmee; in de filters kun je het altijd wijzigen.',
  'chat.gift_unaffordable': 'Je credits zijn niet genoeg voor een cadeau.',
  'chat.gift_cost_missing': '{credits, plural, one {# credit} other {# credits}} · niet genoeg',
};
