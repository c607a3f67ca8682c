import type { TLocale, TSignupInput, TUser } from '@cupido/contract';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../platform/db/db.ts';
import type { TJobHandler } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { SitesService, TSite } from '../sites/index.ts';
import {
  activate,
  checkResetLink,
  confirmEmailChange,
  requestPasswordReset,
  resendActivation,
  resetPassword,
} from './account-links.ts';
import { loadUser, setLanguage } from './accounts.repo.ts';
import { changePassword, requestEmailChange } from './change-credentials.ts';
import { deleteAccount, eraseMemberJob, reactivateAccount } from './delete-account.ts';
import { firstContactPath } from './first-contact.ts';
import { housekeepingJob } from './housekeeping.ts';
import { sendLinkMailJob } from './link-mails.ts';
import { logIn } from './log-in.ts';
import type { SessionCache } from './session-cache.ts';
import { createSession } from './sessions.ts';
import { endAllSessions, endSession } from './sessions.repo.ts';
import { signUp } from './sign-up.ts';

type TCtx = { site: TSite; locale: TLocale };

/**
 * Accounts: sign-up, log-in and sessions, the links mailed to a member (activation, password
 * reset, e-mail change, reactivation), credential changes and deleting an account, and the
 * module's durable jobs.
 */
export class AccountsService {
  private readonly db: Db;
  private readonly config: TConfig;
  private readonly sites: SitesService;
  private readonly mailer: Mailer;
  private readonly storage: FileStorage;
  private readonly sessions: SessionCache;

  constructor(deps: {
    db: Db;
    config: TConfig;
    sites: SitesService;
    /** Sends the link mails. */
    mailer: Mailer;
    /** Where an erased member's pictures are removed from. */
    storage: FileStorage;
    /** The sessions this instance keeps: told at once of the ones that end here. */
    sessions: SessionCache;
  }) {
    this.db = deps.db;
    this.config = deps.config;
    this.sites = deps.sites;
    this.mailer = deps.mailer;
    this.storage = deps.storage;
    this.sessions = deps.sessions;
  }

  /** A new, not yet confirmed member in the site's country of the visitor's geoip country. */
  signUp(ctx: TCtx & { geoipCountry: string | null }, input: TSignupInput): Promise<number> {
    const country = this.sites.selectedCountry(ctx.site, ctx.geoipCountry);
    return signUp(this.db, { site: ctx.site, locale: ctx.locale, country }, input);
  }

  /** The member whose credentials these are. */
  logIn(email: string, password: string, ip: string): Promise<number> {
    return logIn(this.db, email, password, ip);
  }

  /** A new session of the member: the token of its cookie. */
  startSession(
    memberId: number,
    client: { userAgent: string | undefined; ip: string },
  ): Promise<string> {
    return createSession(this.db, memberId, client);
  }

  async endSession(sessionId: string): Promise<void> {
    this.sessions.forget(sessionId);
    await endSession(this.db, sessionId);
    this.sessions.forget(sessionId);
  }

  async endAllSessions(memberId: number): Promise<void> {
    await this.endingSessions(memberId, () => endAllSessions(this.db, memberId));
  }

  /**
   * The member as the client sees them on a site: picture addresses under its CDN prefix, its
   * mark for fictional profiles.
   */
  loadUser(
    memberId: number,
    site: { cdn_prefix: string; fictional_icon: string },
  ): Promise<TUser | null> {
    return loadUser(this.db, memberId, site);
  }

  setLanguage(memberId: number, language: TLocale): Promise<void> {
    return setLanguage(this.db, memberId, language);
  }

  /** The activation link: the member it activated (or, logged in, already active), or null. */
  activate(token: string | null, viewerId: number | null): Promise<number | null> {
    return activate(this.db, token, viewerId);
  }

  /** Where activation leads the member, or null for the default page. */
  firstContactPath(memberId: number): Promise<string | null> {
    return firstContactPath(this.db, memberId);
  }

  resendActivation(ctx: TCtx, memberId: number): Promise<void> {
    return resendActivation(this.db, ctx, memberId);
  }

  requestPasswordReset(ctx: TCtx, email: string): Promise<void> {
    return requestPasswordReset(this.db, ctx, email);
  }

  /** Refuses a reset link that would not work (token_invalid), without using it. */
  checkResetLink(token: string): Promise<void> {
    return checkResetLink(this.db, token);
  }

  /** Sets the password from a reset link: the member it belongs to. */
  async resetPassword(token: string, password: string): Promise<number> {
    const memberId = await resetPassword(this.db, token, password);
    this.sessions.forgetMember(memberId);
    return memberId;
  }

  changePassword(
    session: { id: string; memberId: number },
    ip: string,
    input: { old_password: string; password: string; end_other_sessions: boolean },
  ): Promise<void> {
    return this.endingSessions(session.memberId, () => changePassword(this.db, session, ip, input));
  }

  requestEmailChange(
    ctx: TCtx & { ip: string },
    memberId: number,
    input: { new_email: string; password: string },
  ): Promise<void> {
    return requestEmailChange(this.db, ctx, memberId, input);
  }

  confirmEmailChange(ctx: TCtx, token: string): Promise<void> {
    return confirmEmailChange(this.db, ctx, token);
  }

  deleteAccount(
    ctx: TCtx & { ip: string },
    memberId: number,
    input: { reason: string; remarks?: string | undefined; password: string },
  ): Promise<void> {
    return this.endingSessions(memberId, () => deleteAccount(this.db, ctx, memberId, input));
  }

  /** The reactivation link: the member it restored. */
  reactivateAccount(token: string): Promise<number> {
    return reactivateAccount(this.db, token);
  }

  /**
   * Runs what may end sessions of the member, telling the instance's session cache before (so
   * that a lookup under way then is not kept) and after (the ones found meanwhile).
   */
  private async endingSessions<T>(memberId: number, end: () => Promise<T>): Promise<T> {
    this.sessions.forgetMember(memberId);
    try {
      return await end();
    } finally {
      this.sessions.forgetMember(memberId);
    }
  }

  /** The job that sends a link mail (SEND_LINK_MAIL). */
  sendLinkMailJob(): TJobHandler {
    return sendLinkMailJob({
      db: this.db,
      config: this.config,
      sites: this.sites,
      mailer: this.mailer,
    });
  }

  /** The job that erases a member once their 14 days have passed (ERASE_MEMBER). */
  eraseMemberJob(): TJobHandler {
    return eraseMemberJob(this.db, this.storage);
  }

  /** The recurring hourly housekeeping job (HOUSEKEEPING). */
  housekeepingJob(): TJobHandler {
    return housekeepingJob(this.db);
  }
}
