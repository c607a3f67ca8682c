import type { experienceEn } from './en.ts';

export const experiencePl: Record<keyof typeof experienceEn, string> = {
  'common.cancel': 'Anuluj',
  'member.block_title': 'Zablokować użytkownika {name}?',
  'member.block_body':
    '{name} nie będzie już widzieć Twojego profilu ani się z Tobą kontaktować. Wasza rozmowa i polubienia zostaną usunięte.',
  'member.block_yes': 'Zablokuj',
  'member.blocked_toast': 'Zablokowano użytkownika {name}.',
  'member.unblocked_toast': 'Odblokowano użytkownika {name}.',
  'my_profile.delete_photo_title': 'Usunąć to zdjęcie?',
  'my_profile.delete_photo_body': 'Zostanie trwale usunięte z Twojego profilu.',
  'chat.delete_title': 'Usunąć tę rozmowę?',
  'chat.delete_yes': 'Usuń',
  'chat.deleted_toast': 'Rozmowa z użytkownikiem {name} została usunięta.',
  'chat.menu': 'Więcej opcji',
  'settings.blocked_title': 'Zablokowani użytkownicy',
  'settings.blocked_intro':
    'Zablokowani przez Ciebie użytkownicy nie widzą Twojego profilu i nie mogą się z Tobą kontaktować.',
  'settings.blocked_empty': 'Nikogo nie zablokowano.',
  'privacy.invisible_on': 'Tryb niewidoczny jest włączony: nie pojawiasz się w wyszukiwaniu.',
  'privacy.invisible_off': 'Tryb niewidoczny jest wyłączony: użytkownicy znów mogą Cię znaleźć.',
  'privacy.private_on':
    'Tryb prywatny jest włączony: widzą Cię tylko osoby, które lubisz lub z którymi piszesz.',
  'privacy.private_off': 'Tryb prywatny jest wyłączony: użytkownicy znów widzą Twój profil.',
  'privacy.receipts_on': 'Potwierdzenia odczytu są włączone.',
  'privacy.receipts_off': 'Potwierdzenia odczytu są wyłączone.',
  'privacy.status_invisible': 'Niewidoczny',
  'privacy.status_private': 'Tryb prywatny',
  'privacy.status_help': 'Możesz to zmienić w sekcji Prywatność w Moim profilu.',
  'tabs.label': 'Sekcje',
  'tabs.search': 'Szukaj',
  'tabs.likes': 'Polubienia',
  'tabs.messages': 'Wiadomości',
  'tabs.profile': 'Profil',
  'visitor.signup_hint': 'Pierwszy raz tutaj? Rejestracja jest bezpłatna i zajmuje minutę.',
  'search.active_count':
    '{count, plural, one {# aktywny} few {# aktywne} many {# aktywnych} other {# aktywnego}}',
  'search.clear': 'Wyczyść filtry',
  'live.message_from': 'Nowa wiadomość – {name}',
  'steps.looking_for': 'Kogo chcesz poznać?',
  'steps.looking_for_help':
    'Wyszukiwanie zacznie się od tego; w filtrach możesz to zmienić w każdej chwili.',
  'chat.gift_unaffordable': 'Masz za mało kredytów na prezent.',
  'chat.gift_cost_missing':
    '{credits, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}} · za mało',
  'member.report': 'Zgłoś profil: {name}',
  'complaints.about_profile': 'Dotyczy profilu o numerze {id}: ',
};
