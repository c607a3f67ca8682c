import { LikeModal } from './like-modal.tsx';
import { MatchModal } from './match-modal.tsx';

/**
 * The like and match modals, in every layout a member browses in (default and chat): a match
 * reaches the member live wherever they are, and a link with `t` may lead to any page.
 */
export function LikesModals() {
  return (
    <>
      <LikeModal />
      <MatchModal />
    </>
  );
}
