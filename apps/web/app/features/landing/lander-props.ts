import type { TCountryMap, TProfileCard } from '@cupido/contract/browser';

export type TLanderProps = { members: TProfileCard[]; map: TCountryMap | null };
