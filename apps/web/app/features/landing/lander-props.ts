import type { TCountryMap, TProfileCard } from '@cupido/contract';

export type TLanderProps = { members: TProfileCard[]; map: TCountryMap | null };
