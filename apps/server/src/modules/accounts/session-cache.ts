import type { Queryable } from '../../platform/db/db.ts';
import { endedSessionsSince } from '../live/index.ts';
import { findLiveSession } from './sessions.repo.ts';
import type { TSession } from './sessions.ts';
import { sha256 } from './tokens.ts';

/** How long the instance keeps a session it found (the member's activity is noted on a lookup). */
const KEEP_MS = 30_000;
/** How often it reads which sessions ended, on any instance (decision 55's notes). */
const CHECK_EVERY_MS = 3_000;
/** At most this many sessions kept; the oldest go first. */
const MAX_KEPT = 200_000;

const ignore = () => {};

/**
 * The sessions this instance found, kept for a while so that a member's calls do not each look
 * their session up (decision 57). A kept session is used until the earliest of: KEEP_MS after it
 * was found, its expiry, and the instance learning that it ended:
 * - at once when it ended through this instance (`forget`, `forgetMember`: logout, password
 *   change or reset, account deletion);
 * - otherwise within CHECK_EVERY_MS, from the notes every ended session leaves (migration 0027),
 *   read as the live sockets read them. That covers every other instance and any session
 *   deleted in SQL.
 * A lookup under way while a session was forgotten is not kept: it may have read the session
 * before it ended.
 */
export class SessionCache {
  private readonly db: Queryable;
  /** By session id (the token's hash). */
  private readonly kept = new Map<string, { session: TSession; until: number }>();
  /** Counts the forgets: a lookup keeps its answer only if none came while it ran. */
  private forgets = 0;
  private cursor: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;

  constructor(db: Queryable) {
    this.db = db;
  }

  /** The unexpired session this cookie's token opens, or null. */
  async find(token: string): Promise<TSession | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const id = sha256(token);
    const now = Date.now();
    const kept = this.kept.get(id);
    if (kept && kept.until > now && kept.session.expiresAt > now) return kept.session;
    if (kept) this.kept.delete(id);
    const forgets = this.forgets;
    // Touches only the member's last activity, at most every 5 minutes (findLiveSession).
    const row = await findLiveSession(this.db, id);
    if (!row) return null;
    const session = { id: row.id, memberId: row.member_id, expiresAt: row.expires_ms };
    if (forgets === this.forgets) this.keep(session);
    return session;
  }

  /** The session ended through this instance. */
  forget(sessionId: string): void {
    this.forgets++;
    this.kept.delete(sessionId);
  }

  /** Some or all of the member's sessions ended through this instance. */
  forgetMember(memberId: number): void {
    this.forgets++;
    for (const [id, { session }] of this.kept)
      if (session.memberId === memberId) this.kept.delete(id);
  }

  /**
   * Forgets the sessions that ended since the last check (on any instance) and those kept past
   * their time. A check asked for while one runs is that one.
   */
  check(): Promise<void> {
    this.checking ??= this.checkNow().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  /** Stops reading the notes (the instance is closing). */
  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private keep(session: TSession) {
    if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(session.id, { session, until: Date.now() + KEEP_MS });
    // A check that failed (the database out of reach) is made again at the next tick.
    this.timer ??= setInterval(() => void this.check().catch(ignore), CHECK_EVERY_MS).unref();
  }

  private async checkNow() {
    const { cursor, ended } = await endedSessionsSince(this.db, this.cursor);
    this.cursor = cursor;
    if (ended.length > 0) this.forgets++;
    for (const { session_id: id } of ended) this.kept.delete(id);
    const now = Date.now();
    for (const [id, { session, until }] of this.kept)
      if (until <= now || session.expiresAt <= now) this.kept.delete(id);
  }
}
