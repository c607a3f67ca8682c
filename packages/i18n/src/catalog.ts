import type { TMessageKey } from './catalogs/en.ts';

/** A catalog of another locale: every English key, translated. */
export type TCatalog = Record<TMessageKey, string>;
