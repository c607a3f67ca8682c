import {
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  TIME_BONUS_SECONDS,
  WELCOME_PERCENTAGE,
  WELCOME_SECONDS,
  type TCurrency,
} from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { insertCode, type TNewCode } from '../offers/index.ts';
import { listDemoSiteHomes } from './demo.repo.ts';

const CURRENCY: Record<string, TCurrency> = { GB: 'GBP', NL: 'EUR', DE: 'EUR' };

/**
 * The demo sites' discount codes (README, "Demo"): the welcome discount and the time bonus, and
 * one code of each kind of rule — a general one, a single-use one, one with a minimum order, one
 * for the site's home country, one for PayPal only, and one that has expired. Added when missing
 * on every start of a development database (never in production).
 */
export async function seedDemoOffers(db: Queryable): Promise<void> {
  const sites = await listDemoSiteHomes(db);
  for (const { id: siteId, home } of sites) {
    const currency = CURRENCY[home] ?? 'EUR';
    const codes: TNewCode[] = [
      {
        siteId,
        code: 'WELCOME25',
        kind: 'welcome',
        percentage: WELCOME_PERCENTAGE,
        validitySeconds: WELCOME_SECONDS,
      },
      {
        siteId,
        code: TIME_BONUS_CODE,
        kind: 'time_bonus',
        percentage: TIME_BONUS_PERCENTAGE,
        validitySeconds: TIME_BONUS_SECONDS,
      },
      { siteId, code: 'SPRING10', percentage: 10 },
      { siteId, code: 'LUCKY30', percentage: 30, maxUses: 1 },
      { siteId, code: 'BIG20', percentage: 20, minimum: { value: 3000, currency } },
      { siteId, code: `HOME15${home}`, percentage: 15, country: home },
      { siteId, code: 'PAYPAL15', percentage: 15, methods: ['paypal'] },
      { siteId, code: 'SUMMER25', percentage: 25, expires: new Date('2025-09-01T00:00:00Z') },
    ];
    for (const code of codes) await insertCode(db, code);
  }
}
