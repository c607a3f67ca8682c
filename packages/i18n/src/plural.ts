import type { TMessageKey } from './catalogs/en.ts';

/** A counted message: the key without its plural suffix, e.g. `payments.credits`. */
export type TPluralBase = {
  [K in TMessageKey]: K extends `${infer Base}_other` ? Base : never;
}[TMessageKey];

const FORMS = new Set(['one', 'few', 'many', 'other']);

/**
 * The key of `base` in the plural form that `count` takes in `locale` (Intl.PluralRules):
 * Polish says 1 kredyt, 2 kredyty, 5 kredytów; English only one/other. Every counted message
 * has the four forms `_one`, `_few`, `_many`, `_other` in every catalog; a category no catalog
 * uses (zero, two) falls back to `_other`.
 */
export function pluralKey(locale: string, base: TPluralBase, count: number): TMessageKey {
  const form = new Intl.PluralRules(locale).select(count);
  return `${base}_${FORMS.has(form) ? form : 'other'}` as TMessageKey;
}
