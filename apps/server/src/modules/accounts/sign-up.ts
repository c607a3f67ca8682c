import { TOKEN_TTL_MS, type TLocale, type TSignupInput } from '@cupido/contract';
import { AppError } from '../../http/app-error.ts';
import { changeCredits } from '../credits/credits-ledger.ts';
import { queueMail } from '../mail/mail-jobs.ts';
import { renderMail } from '../mail/render-mail.ts';
import type { TSite } from '../sites/site-config.ts';
import { siteOrigin, type TAccountsDeps } from './accounts-deps.ts';
import { findAccountByEmail, insertAccount, insertSignupProfile } from './accounts.repo.ts';
import { hashPassword } from './passwords.ts';
import { issueToken } from './tokens.ts';

/** Age in whole years on `today` of someone born on `birth` (YYYY-MM-DD), or null if no such date. */
export function ageOn(birth: string, today: Date): number | null {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < m - 1 || (today.getUTCMonth() === m - 1 && today.getUTCDate() < d))
    age--;
  return age;
}

function checkBirthDate(birth: string, minimumAge: number) {
  const age = ageOn(birth, new Date());
  if (age === null || age > 120 || age < 0) {
    throw new AppError('validation_failed', { fields: { date_of_birth: 'field.dob_invalid' } });
  }
  if (age < minimumAge) {
    throw new AppError('validation_failed', { fields: { date_of_birth: 'field.dob_required' } });
  }
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
  deps: TAccountsDeps,
  ctx: { site: TSite; locale: TLocale; country: string },
  input: TSignupInput,
): Promise<number> {
  const { db } = deps;
  const tracking = Object.fromEntries(
    Object.entries(input.tracking ?? {}).filter(([, v]) => v),
  ) as Record<string, string>;
  checkSignupsOpen(ctx.site, tracking);
  checkBirthDate(input.date_of_birth, ctx.site.config.minimum_age);

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
      await insertSignupProfile(tx, memberId, input.date_of_birth, ctx.country);
      if (ctx.site.config.signup_credits > 0) {
        await changeCredits(tx, {
          memberId,
          delta: ctx.site.config.signup_credits,
          reason: 'signup_bonus',
          bonus: true,
        });
      }
      const token = await issueToken(tx, memberId, 'activation', TOKEN_TTL_MS.activation);
      await queueMail(
        tx,
        renderMail('activation', {
          site: ctx.site,
          locale: ctx.locale,
          to: input.email,
          name: input.name,
          link: `${siteOrigin(deps.config, ctx.site)}/api/activate.php?token=${token}`,
        }),
      );
      return memberId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('account_exists');
    throw error;
  }
}
