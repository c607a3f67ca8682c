import { describe, expect, expectTypeOf, it } from 'vitest';
import { translate, type TMessageParams } from './index.ts';

/** Intl writes French and Polish thousands with a narrow no-break space. */
const plain = (text: string) => text.replace(/\u202f|\u00a0/g, ' ');

describe('counted messages', () => {
  it('English takes one and other', () => {
    expect(translate('en', 'payments.credits', { count: 1 })).toBe('1 credit');
    expect(translate('en', 'payments.credits', { count: 5 })).toBe('5 credits');
    expect(translate('en', 'payments.credits', { count: 0 })).toBe('0 credits');
    expect(translate('en', 'chat_photo.cost', { count: 1 })).toBe('Sending it costs 1 credit.');
    expect(translate('en', 'notifications.unread_messages', { count: 3 })).toBe(
      '3 unread messages',
    );
  });

  it('Polish takes one, few and many', () => {
    const credits = (count: number) => translate('pl', 'payments.credits', { count });
    expect(credits(1)).toBe('1 kredyt');
    expect(credits(2)).toBe('2 kredyty');
    expect(credits(5)).toBe('5 kredytów');
    expect(credits(12)).toBe('12 kredytów');
    expect(credits(22)).toBe('22 kredyty');
    expect(credits(0)).toBe('0 kredytów');
    const unread = (count: number) => translate('pl', 'notifications.unread_messages', { count });
    expect(unread(1)).toBe('1 nieprzeczytaną wiadomość');
    expect(unread(2)).toBe('2 nieprzeczytane wiadomości');
    expect(unread(5)).toBe('5 nieprzeczytanych wiadomości');
    expect(unread(22)).toBe('22 nieprzeczytane wiadomości');
    expect(translate('pl', 'chat_photo.cost', { count: 3 })).toBe('Wysłanie kosztuje 3 kredyty.');
  });

  it('a sentence around a counted phrase agrees with its count (the unread reminder)', () => {
    const subject = (locale: 'de' | 'fr' | 'nl', count: number) =>
      translate(locale, 'mail.unread_reminder.subject', {
        messages: translate(locale, 'notifications.unread_messages', { count }),
        count,
        site_name: 'Cupido',
      });
    expect(subject('de', 1)).toBe('1 ungelesene Nachricht wartet auf dich auf Cupido');
    expect(subject('de', 3)).toBe('3 ungelesene Nachrichten warten auf dich auf Cupido');
    expect(subject('fr', 1)).toMatch(/ vous attend sur Cupido$/);
    expect(subject('fr', 3)).toMatch(/ vous attendent sur Cupido$/);
    expect(subject('nl', 1)).toMatch(/ wacht op je op Cupido$/);
    const body = (count: number) =>
      translate('pl', 'mail.unread_reminder.body', {
        messages: translate('pl', 'notifications.unread_messages', { count }),
        count,
      });
    expect(body(1)).toBe('Nadal masz 1 nieprzeczytaną wiadomość. Nie każ jej czekać!');
    expect(body(5)).toBe('Nadal masz 5 nieprzeczytanych wiadomości. Nie każ im czekać!');
  });

  it('French is singular for 0 and 1 and says "de" for millions', () => {
    const credits = (count: number) => plain(translate('fr', 'payments.credits', { count }));
    expect(credits(0)).toBe('0 crédit');
    expect(credits(1)).toBe('1 crédit');
    expect(credits(2)).toBe('2 crédits');
    expect(credits(1_000_000)).toBe('1 000 000 de crédits');
  });

  it('counts the noun that follows the number, wherever it stands', () => {
    expect(translate('en', 'likes.unread', { count: 1 })).toBe('1 new like');
    expect(translate('en', 'my_profile.photo_count', { count: 1, limit: 3 })).toBe('1 of 3 photos');
    expect(
      translate('en', 'direct_debit.sms', { code: '1', site_name: 'S', amount: '€1', minutes: 1 }),
    ).toBe('1 is your S code to confirm your direct debit of €1. It is valid for 1 minute.');
    const years = (age: number) => translate('pl', 'member.years', { age });
    expect([1, 22, 25, 31].map(years)).toEqual(['1 rok', '22 lata', '25 lat', '31 lat']);
    const photos = (limit: number) =>
      translate('pl', 'my_profile.photo_count', { count: 1, limit });
    expect([3, 25].map(photos)).toEqual(['1 z 3 zdjęć', '1 z 25 zdjęć']);
    expect(translate('pl', 'chat.unread', { count: 1 })).toBe('1 nieprzeczytana');
    expect(translate('fr', 'search.active_count', { count: 2 })).toBe('2 actifs');
    expectTypeOf<TMessageParams<'my_profile.photo_count'>>().toEqualTypeOf<{
      count: string | number;
      limit: number;
    }>();
  });

  it('writes the count in the locale’s digits', () => {
    expect(translate('en', 'payments.credits', { count: 1500 })).toBe('1,500 credits');
    expect(translate('de', 'payments.credits', { count: 1500 })).toBe('1.500 Credits');
    expect(translate('nl', 'notifications.new_messages', { count: 1 })).toBe('1 nieuw bericht');
  });

  it('types each message’s values from its English text', () => {
    expectTypeOf<TMessageParams<'payments.credits'>>().toEqualTypeOf<{ count: number }>();
    expectTypeOf<TMessageParams<'chat_photo.title'>>().toEqualTypeOf<{
      name: string | number;
    }>();
    expectTypeOf<keyof TMessageParams<'nav.login'>>().toEqualTypeOf<never>();
    // Only checked by the compiler: never called.
    const wrong = () => [
      // @ts-expect-error a counted message needs its count
      translate('en', 'payments.credits'),
      // @ts-expect-error the count is a number
      translate('en', 'payments.credits', { count: '5' }),
      // @ts-expect-error the message has no argument of that name
      translate('en', 'chat_photo.title', { partner: 'Anna' }),
    ];
    expect(wrong).toBeTypeOf('function');
  });
});
