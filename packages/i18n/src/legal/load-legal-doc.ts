import type { TLocale } from '@cupido/contract';
import type { LegalDoc } from './legal-doc.ts';

export const LEGAL_PAGES = [
  'terms',
  'privacy',
  'cookies',
  'faq',
  'ban',
  'blocked',
  'return-policy',
  'service',
] as const;
export type TLegalPage = (typeof LEGAL_PAGES)[number];

/** Loaded on demand so that only the requested page's text is bundled into a route chunk. */
export async function loadLegalDoc(page: TLegalPage, locale: TLocale): Promise<LegalDoc> {
  const module = (await import(`./${page}/${locale}.ts`)) as { default: LegalDoc };
  return module.default;
}
