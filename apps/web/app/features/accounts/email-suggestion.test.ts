import { describe, expect, it } from 'vitest';
import { suggestEmail } from './email-suggestion.ts';

describe("the sign-up's 'Did you mean' (spec section 5)", () => {
  it.each([
    ['ann@gmial.com', 'ann@gmail.com'],
    ['ann@gmail.con', 'ann@gmail.com'],
    ['ann@hotmail.con', 'ann@hotmail.com'],
    ['ann@yahoo.con', 'ann@yahoo.com'],
    ['ann@outlook.con', 'ann@outlook.com'],
    ['ann@hotmial.com', 'ann@hotmail.com'],
    ['ann@gmx.ent', 'ann@gmx.net'],
    ['ann@wp.lp', 'ann@wp.pl'],
    ['ann@web.ed', 'ann@web.de'],
    ['ann@libero.ti', 'ann@libero.it'],
    ['ann@ornage.fr', 'ann@orange.fr'],
    ['ann@hotmail.nll', 'ann@hotmail.nl'],
    [' ann@gmail.cm ', 'ann@gmail.com'],
  ])('suggests the likely address for the typo %s', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each([
    'hans.mueller@gmx.net',
    'giulia@libero.it',
    'ola@wp.pl',
    'ola@o2.pl',
    'jan@ziggo.nl',
    'jan@kpn.nl',
    'lea@t-online.de',
    'zoe@laposte.net',
    'tom@hotmail.co.uk',
    'tom@yahoo.co.uk',
    'ana@telefonica.net',
    'eva@email.com',
    'max@hey.com',
    'max@mail.ru',
    'max@uni-bonn.de',
    'max@example.nl',
  ])('leaves the real address %s alone', (address) => {
    expect(suggestEmail(address)).toBeNull();
  });
});
