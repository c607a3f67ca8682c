import { randomBytes } from 'node:crypto';
import {
  type TCreditsResponse,
  type TCurrency,
  type TDiscountCode,
  type TDiscountRefusal,
  type TPaymentMethod,
  type TRetentionOffer,
  type TShopDiscount,
} from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db, Queryable } from '../../platform/db/db.ts';
import type { TSite } from '../sites/index.ts';
import * as repo from './offers.repo.ts';

/** How long a retention code from the deletion flow works. */
const RETENTION_DAYS = 30;

/** A bundle as a code is checked against it. */
export type TPricedBundle = { id: number; price: number; currency: TCurrency };

/** A code the member may use now, with when it ends for them. */
export type TUsableCode = { row: repo.TCodeRow; ends: Date | null };

/**
 * The discount taken off a price (integer minor units): the percentage of the price rounded
 * half up to the minor unit (decision 28). 995 at 25% → 249 off (248.75), 746 charged.
 */
export function discountOf(price: number, percentage: number): number {
  return Math.floor((price * percentage + 50) / 100);
}

/** Why a code is refused as an API error (`not_better` is only the shop's, never thrown). */
type TRefusalError = Exclude<TDiscountRefusal, 'not_better'>;

export class DiscountRefused extends AppError {
  readonly reason: TRefusalError;
  constructor(reason: TRefusalError) {
    super(`discount_code_${reason}`);
    this.reason = reason;
  }
}

/**
 * Offers (issue 13, decision 28): discount codes per site, the welcome discount and the time bonus.
 * A code is checked against the member (personal codes, country, sign-up window, first purchase),
 * its uses (once per member; `max_uses` for everyone) and, when buying, the bundle (minimum order
 * value) and the method. A payment holds its code while it is open; the payments module spends it
 * in the transaction that credits the payment and releases it when the payment fails.
 */
export class OffersService {
  private readonly db: Db;
  private readonly now: () => number;

  constructor(deps: { db: Db; now?: () => number }) {
    this.db = deps.db;
    this.now = deps.now ?? Date.now;
  }

  private async member(db: Queryable, memberId: number): Promise<repo.TOfferMember> {
    const m = await repo.findMember(db, memberId);
    if (!m) throw new AppError('authentication_required');
    return m;
  }

  /**
   * Checks `row` for the member; `buying` adds the bundle and method of a payment. Throws the
   * refusal (spec section 5: 'Code not found', 'Code already used', and the others).
   */
  private async check(
    db: Queryable,
    row: repo.TCodeRow | null,
    m: repo.TOfferMember,
    buying?: { bundle: TPricedBundle; method: TPaymentMethod },
  ): Promise<TUsableCode> {
    if (!row || row.status !== 'active' || row.site_id !== m.site_id)
      throw new DiscountRefused('not_found');
    if (row.member_id !== null && row.member_id !== m.id) throw new DiscountRefused('not_found');
    if ((row.kind === 'time_bonus' || row.kind === 'welcome') && m.paid_user)
      throw new DiscountRefused('not_eligible');
    const ends = endsFor(row, m);
    if (ends && ends.getTime() <= this.now()) throw new DiscountRefused('expired');
    if (row.country && row.country !== m.country) throw new DiscountRefused('country');
    // Shown (no bundle yet): the member's own holds by payments open at the provider do not
    // count, since the checkout cancels those (`openPaymentsHolding`); buying, every hold does.
    const asShown = buying === undefined;
    const uses = await repo.countUses(db, row.id, m.id, asShown);
    if (uses.mine_held > 0) throw new DiscountRefused('held');
    if (uses.mine > 0) throw new DiscountRefused('used');
    // The time bonus and the welcome discount are for the first purchase: one of them, once.
    if (row.kind === 'time_bonus' || row.kind === 'welcome') {
      const first = await repo.firstPurchaseUses(db, m.site_id, m.id, asShown);
      if (first.spent > 0) throw new DiscountRefused('not_eligible');
      if (first.held > 0) throw new DiscountRefused('held');
    }
    if (row.max_uses !== null && uses.all >= row.max_uses) throw new DiscountRefused('used');
    if (buying) {
      if (!appliesTo(row, buying.bundle)) throw new DiscountRefused('minimum');
      if (row.paymentmethods && !row.paymentmethods.includes(buying.method))
        throw new DiscountRefused('method');
    }
    return { row, ends };
  }

  /** GET /api/discountcode.php?code=: a code the member can use now, or its refusal. */
  async lookup(memberId: number, site: TSite, code: string): Promise<TDiscountCode> {
    const m = await this.member(this.db, memberId);
    const usable = await this.check(this.db, await repo.findCode(this.db, site.id, code), m);
    return this.view(usable);
  }

  /** GET /api/discountcode.php?welcome=true: the member's welcome discount, if they have one. */
  async welcome(memberId: number, site: TSite): Promise<TDiscountCode> {
    const m = await this.member(this.db, memberId);
    const usable = await this.check(this.db, await repo.findKind(this.db, site.id, 'welcome'), m);
    return this.view(usable);
  }

  /** The member's time bonus, else their welcome discount (spec section 4), else null. */
  async automatic(db: Queryable, m: repo.TOfferMember): Promise<TUsableCode | null> {
    for (const kind of ['time_bonus', 'welcome'] as const) {
      const row = await repo.findKind(db, m.site_id, kind);
      if (!row) continue;
      const usable = await this.check(db, row, m).catch((error: unknown) => {
        if (error instanceof DiscountRefused) return null;
        throw error;
      });
      if (usable) return usable;
    }
    return null;
  }

  /**
   * The shop's discount: the code asked for (`?code=` of a link or the field), else the time
   * bonus, else the welcome discount; with the price of each bundle it applies to. A code that
   * does not apply is told with its reason (and the automatic discount still shows), as is one
   * that takes off no more than the automatic discount (`not_better`: that one stays).
   */
  async shopDiscount(
    memberId: number,
    siteId: number,
    code: string | null,
    bundles: TPricedBundle[],
  ): Promise<{
    discount: TShopDiscount | null;
    discount_error: { code: string; reason: TDiscountRefusal } | null;
    discount_held: TCreditsResponse['discount_held'];
  }> {
    const m = await this.member(this.db, memberId);
    // A first-purchase discount that a payment the member started and left holds: said, with a
    // way to that payment, instead of the discount vanishing from the shop.
    const held = m.paid_user ? null : await repo.heldFirstPurchase(this.db, siteId, m.id);
    let usable: TUsableCode | null = null;
    let refused: { code: string; reason: TDiscountRefusal } | null = null;
    if (code !== null) {
      const wanted = code.trim().toUpperCase();
      try {
        usable = /^[A-Z0-9_-]{1,40}$/.test(wanted)
          ? await this.check(this.db, await repo.findCode(this.db, siteId, wanted), m)
          : await this.check(this.db, null, m);
      } catch (error) {
        if (!(error instanceof DiscountRefused)) throw error;
        refused = { code: wanted.slice(0, 40), reason: error.reason };
      }
    }
    // A code never takes the place of a first-purchase discount that gives as much or more
    // (spec section 4: the time bonus first, otherwise the welcome discount).
    const automatic = await this.automatic(this.db, m);
    if (
      usable &&
      automatic &&
      automatic.row.id !== usable.row.id &&
      automatic.row.value_percentage >= usable.row.value_percentage
    ) {
      refused = { code: usable.row.code, reason: 'not_better' };
      usable = automatic;
    }
    usable ??= automatic;
    if (!usable) return { discount: null, discount_error: refused, discount_held: held };
    const { row, ends } = usable;
    return {
      discount: {
        code: row.code,
        kind: row.kind,
        percentage: row.value_percentage,
        expires: ends?.toISOString() ?? null,
        minimum_order_value: row.minimum_order_value,
        currency: row.currency,
        paymentmethods: row.paymentmethods,
        prices: bundles
          .filter((b) => appliesTo(row, b))
          .map((b) => {
            const discount = discountOf(b.price, row.value_percentage);
            return { bundle_id: b.id, price: b.price - discount, discount };
          }),
      },
      discount_error: refused,
      discount_held: held,
    };
  }

  /**
   * The code a payment asks for, with its discount on the bundle (the payments module computes
   * the price with it before storing the payment; `hold` then checks every rule under the lock).
   */
  async priceWith(
    siteId: number,
    code: string,
    bundle: TPricedBundle,
  ): Promise<{ codeId: number; code: string; percentage: number; discount: number }> {
    const row = await repo.findCode(this.db, siteId, code);
    if (!row || row.status !== 'active') throw new DiscountRefused('not_found');
    return {
      codeId: row.id,
      code: row.code,
      percentage: row.value_percentage,
      discount: discountOf(bundle.price, row.value_percentage),
    };
  }

  /**
   * Takes a use of the code for a new payment, in the transaction that stores the payment: the
   * code's row is locked, so concurrent checkouts of a single-use code queue and only the first
   * finds it free. Throws the refusal (the transaction, and so the payment, is rolled back).
   */
  async hold(
    tx: Queryable,
    h: {
      codeId: number;
      memberId: number;
      paymentId: number;
      bundle: TPricedBundle;
      method: TPaymentMethod;
    },
  ): Promise<void> {
    await repo.lockMember(tx, h.memberId);
    await repo.lockCode(tx, h.codeId);
    const m = await this.member(tx, h.memberId);
    const row = await repo.findCodeById(tx, h.codeId);
    await this.check(tx, row, m, { bundle: h.bundle, method: h.method });
    await repo.insertHold(tx, h.codeId, h.memberId, h.paymentId);
  }

  /**
   * The provider ids of the member's payments, open at the provider, that hold what a new checkout
   * with `codeId` needs (the member went back from the provider's page and chose another method
   * or bundle): the payments module cancels them first, so the discount is not lost to them.
   */
  openPaymentsHolding(memberId: number, codeId: number, idempotencyKey: string) {
    return repo.openPaymentsHolding(this.db, memberId, codeId, idempotencyKey);
  }

  /** The payment is paid: its code is spent (in the transaction that credits it). */
  async spend(tx: Queryable, paymentId: number): Promise<void> {
    await repo.settleHold(tx, paymentId, 'spent');
  }

  /** The payment failed, was cancelled or expired: its code is free again. */
  async release(tx: Queryable, paymentId: number): Promise<void> {
    await repo.settleHold(tx, paymentId, 'released');
  }

  /**
   * The deletion flow's discount: the company's `delete_discount`, and the member's code. A member
   * gets one retention code: once it is spent or expired, the offer is no longer made.
   */
  async retentionOffer(memberId: number, site: TSite): Promise<TRetentionOffer> {
    const none = { percentage: null, code: null, expires: null };
    if (site.company.delete_discount <= 0) return none;
    const own = await this.ownRetention(this.db, memberId, site);
    if (own instanceof DiscountRefused) return none;
    return {
      percentage: Math.min(90, site.company.delete_discount),
      code: own?.row.code ?? null,
      expires: own?.ends?.toISOString() ?? null,
    };
  }

  /**
   * Hands out the member's personal retention code (POST): `delete_discount` percent, single
   * use, for 30 days; the same one again while it is usable or held by a payment of theirs. One
   * a member: a spent or expired one answers its refusal, and no other is made. The member's row
   * is locked, so two requests at once make one code.
   */
  async claimRetention(memberId: number, site: TSite): Promise<TRetentionOffer> {
    const percentage = Math.min(90, site.company.delete_discount);
    if (percentage <= 0) throw new AppError('not_found');
    return this.db.transaction(async (tx) => {
      await repo.lockMember(tx, memberId);
      const own = await this.ownRetention(tx, memberId, site);
      if (own instanceof DiscountRefused) throw own;
      if (own) return { percentage, code: own.row.code, expires: own.ends?.toISOString() ?? null };
      const expires = new Date(this.now() + RETENTION_DAYS * 86_400_000);
      let code = '';
      do {
        code = `STAY-${randomBytes(5).toString('hex').toUpperCase()}`;
      } while (
        !(await repo.insertCode(tx, {
          siteId: site.id,
          code,
          kind: 'retention',
          percentage,
          memberId,
          expires,
          maxUses: 1,
        }))
      );
      return { percentage, code, expires: expires.toISOString() };
    });
  }

  /**
   * The member's retention code: usable, or held by an open payment of theirs (still theirs);
   * the refusal when it was spent or has expired; null when none was handed out.
   */
  private async ownRetention(
    db: Queryable,
    memberId: number,
    site: TSite,
  ): Promise<TUsableCode | DiscountRefused | null> {
    const m = await this.member(db, memberId);
    const row = await repo.findRetentionCode(db, site.id, memberId);
    if (!row) return null;
    return this.check(db, row, m).catch((error: unknown) => {
      if (!(error instanceof DiscountRefused)) throw error;
      return error.reason === 'held' ? { row, ends: endsFor(row, m) } : error;
    });
  }

  private view({ row, ends }: TUsableCode): TDiscountCode {
    return {
      code: row.code,
      kind: row.kind,
      value_percentage: row.value_percentage,
      minimum_order_value: row.minimum_order_value,
      currency: row.currency,
      country: row.country,
      user_id: row.member_id,
      expires: ends?.toISOString() ?? null,
      status: 'active',
      validity: ends ? Math.max(0, Math.floor((ends.getTime() - this.now()) / 1000)) : null,
      expired: false,
      paymentmethods: row.paymentmethods,
    };
  }
}

/** When a code ends for this member: its own end, or the end of its window from sign-up. */
function endsFor(row: repo.TCodeRow, m: repo.TOfferMember): Date | null {
  const own = row.expires ? new Date(row.expires).getTime() : Infinity;
  const window =
    row.validity_seconds !== null
      ? new Date(m.created_at).getTime() + row.validity_seconds * 1000
      : Infinity;
  const end = Math.min(own, window);
  return Number.isFinite(end) ? new Date(end) : null;
}

/** A code with a minimum applies to bundles in its currency from that price on. */
function appliesTo(row: repo.TCodeRow, bundle: TPricedBundle): boolean {
  if (row.minimum_order_value === null) return true;
  return bundle.currency === row.currency && bundle.price >= row.minimum_order_value;
}
