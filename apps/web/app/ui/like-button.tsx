import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../lib/api.ts';
import { ApiError } from '../lib/http-client.ts';
import { useI18n } from '../lib/i18n.tsx';
import { loginThenBack } from '../lib/return-path.ts';
import { useSite } from '../lib/use-root-data.ts';
import { HeartIcon } from './icons.tsx';

/**
 * Like or unlike a member (spec section 4). A visitor is asked to log in first ('Login to like
 * {name}'s profile', spec section 6). `onChange` hears the new state (a like may be a match).
 */
export function LikeButton({
  memberId,
  name,
  liked,
  small = false,
  onChange,
}: {
  memberId: number;
  name: string;
  liked: boolean;
  small?: boolean;
  onChange?: (liked: boolean) => void;
}) {
  const { t } = useI18n();
  const { user } = useSite();
  const [isLiked, setLiked] = useState(liked);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // A new `liked` from the page's data (after a reload) wins over the local state.
  const [given, setGiven] = useState(liked);
  if (given !== liked) {
    setGiven(liked);
    setLiked(liked);
  }

  async function toggle() {
    if (!user) return setMessage(t('likes.login_to_like', { name }));
    setBusy(true);
    setMessage(null);
    try {
      if (isLiked) await call('DELETE /api/like.php', { body: { member_id: memberId } });
      else await call('POST /api/like.php', { body: { member_id: memberId } });
      setLiked(!isLiked);
      onChange?.(!isLiked);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : t('error.has_occurred'));
    } finally {
      setBusy(false);
    }
  }

  const size = small ? ' btn-sm' : '';
  return (
    // mw-100: in a flex row (the likes pages' badges) the box would otherwise grow to the whole
    // label and push the button out of its card, cut without the ellipsis.
    <div className={`like-button position-relative z-2 mw-100${small ? ' like-button-sm' : ''}`}>
      <button
        type="button"
        // One line however narrow the card: a long name is cut with an ellipsis (it is read whole);
        // on a phone a card's button shows its heart alone (app.css).
        className={`btn rounded-pill d-inline-flex align-items-center gap-2 mw-100${size} ${isLiked ? 'btn-brand' : 'btn-outline-brand'}`}
        aria-pressed={isLiked}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <span className="flex-shrink-0 d-inline-flex">
          <HeartIcon size={small ? 16 : 20} />
        </span>
        <span className="text-truncate like-label">
          {isLiked ? t('likes.unlike', { name }) : t('likes.like', { name })}
        </span>
      </button>
      {message && (
        <div
          className="alert alert-info small d-flex flex-wrap align-items-center gap-2 mt-2 mb-0"
          role="alert"
        >
          <span className="me-auto">{message}</span>
          {!user && (
            <Link
              to={loginThenBack(`/members/${memberId}`)}
              className="btn btn-sm btn-brand rounded-pill"
            >
              {t('nav.login')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
