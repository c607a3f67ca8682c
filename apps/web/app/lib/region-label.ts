import type { REGION_WORDS } from '@cupido/contract/browser';
import type { TMessageKey } from '@cupido/i18n';

/**
 * Germany's and Austria's states are federal states (Länder), which most languages name apart
 * from the states of the United States and Australia ('Bundesland' and 'Bundesstaat', 'kraj
 * związkowy' and 'stan', 'Land' and 'État'). English calls both a State, as the spec does.
 */
const FEDERAL_STATES = new Set(['DE', 'AT']);

/** The label of a country's region field: its local word (spec section 3), in the page's language. */
export const regionLabel = (country: string, word: (typeof REGION_WORDS)[number]): TMessageKey =>
  word === 'state' && FEDERAL_STATES.has(country) ? 'region.federal_state' : `region.${word}`;
