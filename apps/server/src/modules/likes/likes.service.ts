import type { TLikesResponse, TProfileCard } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db, Queryable } from '../../platform/db/db.ts';
import type { TPublish } from '../chat/index.ts';
import { badgeEvent } from '../live/index.ts';
import {
  deleteLike,
  deleteLikesBetween,
  findMeetable,
  insertLike,
  likeExists,
  listLikes,
  lockPair,
  markSeen,
  memberExists,
  newestNewLiker,
} from './likes.repo.ts';
import { cardView, type TCardRow } from '../search/index.ts';

/** What one like did, for the announcements after its transaction. */
export type TLiked = {
  created: boolean;
  match: boolean;
  /** The liker as the liked member sees them; null while the liker's own profile is not active. */
  liker: TCardRow | null;
  liked: TCardRow;
};

/**
 * Likes (spec sections 4 and 7): like and unlike, the lists, the new flags, the like modal's
 * profile. A member may like only whom they may see (the one visibility rule: never across a
 * block, invisible and private members only once they contacted the liker), and only active
 * profiles. A mutual like is a match; both members are told live.
 */
export class LikesService {
  private readonly db: Db;
  private readonly publish: TPublish;
  private readonly onError: (error: unknown) => void;

  /** `onError` hears of live events that could not go out: the like itself is stored. */
  constructor(db: Db, publish: TPublish, onError: (error: unknown) => void) {
    this.db = db;
    this.publish = publish;
    this.onError = onError;
  }

  async list(memberId: number, cdn: string): Promise<TLikesResponse> {
    const [profiles, likedBy] = await Promise.all([
      listLikes(this.db, memberId, 'sent', cdn),
      listLikes(this.db, memberId, 'received', cdn),
    ]);
    return { profiles, liked_by: likedBy };
  }

  async like(memberId: number, targetId: number, cdn: string) {
    const liked = await this.db.transaction((tx) => likeIn(tx, memberId, targetId));
    await this.announce(liked, cdn);
    return { ok: true as const, match: liked.match };
  }

  async unlike(memberId: number, targetId: number) {
    if (targetId === memberId) throw ownId();
    if (!(await deleteLike(this.db, memberId, targetId))) {
      if (!(await memberExists(this.db, targetId))) throw new AppError('not_found');
      return;
    }
    await this.withdrawn([{ liker_id: memberId, liked_id: targetId }]).catch(this.onError);
  }

  /** Opening the liker's profile from the likes clears that like's new flag. */
  async markSeen(memberId: number, likerId: number) {
    if (likerId === memberId) throw ownId();
    if (await markSeen(this.db, memberId, likerId))
      await this.publish(memberId, await badgeEvent(this.db, memberId)).catch(this.onError);
  }

  /** The like modal's profile: the newest member who newly liked me. */
  async autoLike(
    memberId: number,
    cdn: string,
  ): Promise<{ profile: TProfileCard | null; match: boolean }> {
    const row = await newestNewLiker(this.db, memberId);
    return { profile: row ? cardView(row, cdn) : null, match: row?.is_match ?? false };
  }

  /**
   * Blocking separates a pair (spec section 4): their likes go in the block's transaction;
   * afterwards the liked members' badges and likes pages update.
   */
  async separate(tx: Queryable, a: number, b: number): Promise<() => Promise<void>> {
    const removed = await deleteLikesBetween(tx, a, b);
    return () => this.withdrawn(removed).catch(this.onError);
  }

  /**
   * Tells the liked member of a new like, and both members of a match (after the commit). A like
   * that makes a match still goes out live (the likes pages show it), but by push only the
   * match's notice goes out, as the mail then says "it's a match" alone ('like_match').
   */
  async announce(liked: TLiked, cdn: string) {
    await this.tell(liked, cdn).catch(this.onError);
  }

  private async tell({ created, match, liker, liked }: TLiked, cdn: string) {
    // A like from a profile that is not active yet shows once it is (the lists filter it).
    if (!created || !liker) return;
    await this.publish(
      liked.id,
      { type: 'like', member_id: liker.id, profile: cardView(liker, cdn) },
      { push: !match },
    );
    await this.publish(liked.id, await badgeEvent(this.db, liked.id));
    if (!match) return;
    await this.publish(liker.id, await badgeEvent(this.db, liker.id));
    await Promise.all([
      this.publish(liker.id, { type: 'match', member_id: liked.id, profile: cardView(liked, cdn) }),
      this.publish(liked.id, { type: 'match', member_id: liker.id, profile: cardView(liker, cdn) }),
    ]);
  }

  private async withdrawn(removed: { liker_id: number; liked_id: number }[]) {
    for (const { liker_id: liker, liked_id: liked } of removed) {
      await this.publish(liked, { type: 'unlike', member_id: liker });
      await this.publish(liker, { type: 'unlike', member_id: liked });
      await this.publish(liked, await badgeEvent(this.db, liked));
    }
  }
}

/** A member named their own id: a mistake of the form, said plainly on its field. */
export const ownId = () =>
  new AppError('validation_failed', { fields: { member_id: 'field.member_self' } });

/**
 * One like inside a transaction: the pair is locked first, so when two members like each other
 * at the same moment, the second like sees the first and exactly one of them is the match.
 */
export async function likeIn(tx: Queryable, memberId: number, targetId: number): Promise<TLiked> {
  if (targetId === memberId) throw ownId();
  await lockPair(tx, memberId, targetId);
  const liked = await findMeetable(tx, targetId, memberId);
  // Whom the member may not see does not exist for them (never says who blocked whom).
  if (!liked) throw new AppError('not_found');
  const created = await insertLike(tx, memberId, targetId);
  const match = await likeExists(tx, targetId, memberId);
  // Liking back answers that like: it is no longer new (the likes badge drops, live: `tell`).
  if (match) await markSeen(tx, memberId, targetId);
  return {
    created,
    match,
    // Read after the insert: the like itself lets the liked member see an invisible liker.
    liker: await findMeetable(tx, memberId, targetId),
    liked,
  };
}
