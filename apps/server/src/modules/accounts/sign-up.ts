import { birthDateProblem, TOKEN_TTL_MS, type TLocale, type TSignupInput } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db } from '../../platform/db/db.ts';
import { changeCredits } from '../credits/index.ts';
import { refreshProfileRank } from '../search/index.ts';
import type { TSite } from '../sites/index.ts';
import {
  findAccountByEmail,
  insertAccount,
  insertSignupProfile,
  setFirstContact,
} from './accounts.repo.ts';
import { hashPassword } from './passwords.ts';
import { queueLinkMail } from './link-mails.ts';
import { openToken } from './tokens.ts';

/** The site's minimum age on the member's own date (the schema checked 18 already). */
function checkBirthDate(birth: string, minimumAge: number, timeZone: string | undefined) {
  const problem = birthDateProblem(birth, minimumAge, timeZone);
  if (problem)
    throw new AppError('validation_failed', { fields: { date_of_birth: `field.${problem}` } });
}

/** Spec section 2: sign-ups open for 'all', or 'with_trafficsource' when the visit has one. */
function checkSignupsOpen(site: TSite, tracking: Record<string, string>) {
  switch (site.config.signups) {
    case 'all':
      return;
    case 'with_trafficsource':
      if (Object.values(tracking).some((v) => v.trim() !== '')) return;
      throw new AppError('signups_closed');
    case 'invite_only':
      throw new AppError('invite_only');
    case 'none':
      throw new AppError('signups_closed');
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * Creates a not-yet-confirmed member with a disabled profile, grants the site's sign-up credits
 * through the ledger and queues the activation mail, all in one transaction.
 */
export async function signUp(
  db: Db,
  ctx: { site: TSite; locale: TLocale; country: string },
  input: TSignupInput,
): Promise<number> {
  const tracking = Object.fromEntries(
    Object.entries(input.tracking ?? {}).filter(([, v]) => v),
  ) as Record<string, string>;
  checkSignupsOpen(ctx.site, tracking);
  checkBirthDate(input.date_of_birth, ctx.site.config.minimum_age, input.time_zone);

  const existing = await findAccountByEmail(db, input.email);
  if (existing)
    throw new AppError(
      existing.status === 'pending_deletion' ? 'account_pending_deletion' : 'account_exists',
    );

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const memberId = await insertAccount(tx, {
        siteId: ctx.site.id,
        email: input.email,
        passwordHash,
        name: input.name,
        language: ctx.locale,
        tracking,
        signupMessage: input.signup_message || null,
      });
      // The member never types their introduction twice: it is the profile's first about-me.
      const about = input.signup_message ?? '';
      await insertSignupProfile(tx, memberId, {
        birthDate: input.date_of_birth,
        country: ctx.country,
        about,
      });
      if (about) await refreshProfileRank(tx, memberId);
      if (input.first_contact) await setFirstContact(tx, memberId, input.first_contact);
      if (ctx.site.config.signup_credits > 0) {
        await changeCredits(tx, {
          memberId,
          delta: ctx.site.config.signup_credits,
          reason: 'signup_bonus',
          reference: `member:${memberId}`,
          bonus: true,
        });
      }
      const tokenId = await openToken(tx, memberId, 'activation', TOKEN_TTL_MS.activation);
      await queueLinkMail(tx, tokenId, { siteId: ctx.site.id, locale: ctx.locale });
      return memberId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('account_exists');
    throw error;
  }
}
