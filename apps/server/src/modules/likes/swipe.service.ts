import { SWIPE_LIKES_PER_DAY, type TSwipeResponse, type TSwipeResult } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db } from '../../platform/db/db.ts';
import { isPremium } from '../accounts/index.ts';
import { findMeetable } from './likes.repo.ts';
import { likeIn, ownId, type LikesService } from './likes.service.ts';
import {
  insertPass,
  lockSwiper,
  recordSwipeLike,
  suggestions,
  swipeLikesToday,
} from './suggestions.repo.ts';

/**
 * The swipe game (spec section 9, decision 17): a stack of suggestions to like or pass. Free
 * members have SWIPE_LIKES_PER_DAY likes per UTC day in the game (a like counts when it is
 * given, also if it is withdrawn later); premium members have no limit. Passes are free.
 */
export class SwipeService {
  private readonly db: Db;
  private readonly likes: LikesService;
  constructor(db: Db, likes: LikesService) {
    this.db = db;
    this.likes = likes;
  }

  async stack(memberId: number, cdn: string): Promise<TSwipeResponse> {
    const [profiles, likesLeft] = await Promise.all([
      suggestions(this.db, memberId, cdn),
      this.likesLeft(memberId),
    ]);
    return { profiles, likes_left: likesLeft };
  }

  suggestions(memberId: number, cdn: string) {
    return suggestions(this.db, memberId, cdn);
  }

  async swipe(
    memberId: number,
    input: { member_id: number; action: 'like' | 'pass' },
    cdn: string,
  ): Promise<TSwipeResult> {
    if (input.member_id === memberId) throw ownId();
    if (input.action === 'pass') {
      if (!(await findMeetable(this.db, input.member_id, memberId)))
        throw new AppError('not_found');
      await insertPass(this.db, memberId, input.member_id);
      return { match: false, likes_left: await this.likesLeft(memberId) };
    }
    const { liked, left } = await this.db.transaction(async (tx) => {
      const me = await lockSwiper(tx, memberId);
      const used = me?.paid_user ? 0 : await swipeLikesToday(tx, memberId);
      if (!me?.paid_user && used >= SWIPE_LIKES_PER_DAY)
        throw new AppError('swipe_limit', { params: { limit: SWIPE_LIKES_PER_DAY } });
      const result = await likeIn(tx, memberId, input.member_id);
      if (result.created) await recordSwipeLike(tx, memberId, input.member_id);
      const spent = used + (result.created ? 1 : 0);
      return { liked: result, left: me?.paid_user ? null : SWIPE_LIKES_PER_DAY - spent };
    });
    await this.likes.announce(liked, cdn);
    return { match: liked.match, likes_left: left };
  }

  private async likesLeft(memberId: number): Promise<number | null> {
    if (await isPremium(this.db, memberId)) return null;
    return Math.max(0, SWIPE_LIKES_PER_DAY - (await swipeLikesToday(this.db, memberId)));
  }
}
