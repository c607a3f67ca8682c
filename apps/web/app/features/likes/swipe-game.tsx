import { useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { SWIPE_LIKES_PER_DAY, type TSwipeResponse } from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { placeName } from '../../lib/intl-format.ts';
import { useSite } from '../../lib/use-root-data.ts';
import { HeartIcon } from '../../ui/icons.tsx';

/** How far a card must be dragged to count as a swipe. */
const SWIPE_PX = 90;
/** How far the pointer must move before a press on the card becomes a drag (a click stays one). */
const DRAG_START_PX = 6;

/**
 * The member of the card is not there for the viewer any more (went invisible, blocked them, was
 * deleted): the server answers as for an unknown id. A 403 that logs out is not about the card.
 */
const memberUnavailable = (e: ApiError) =>
  e.status === 404 ||
  (e.status === 403 && e.code !== 'authentication_required' && e.code !== 'csrf_failed');

/**
 * swipe-game: a stack of suggestions; swipe right or press Like, swipe left or press Pass.
 * Free members have SWIPE_LIKES_PER_DAY likes a day (decision 17); when they are spent the game
 * says so and ends for the day, leading to the search and the likes (decision 76).
 */
export function SwipeGame({ initial }: { initial: TSwipeResponse }) {
  const { t, locale } = useI18n();
  const { settings } = useSite();
  const [stack, setStack] = useState(initial.profiles);
  const [likesLeft, setLikesLeft] = useState(initial.likes_left);
  const [error, setError] = useState<string | null>(null);
  /** The name of the member whose card went because they are no longer available. */
  const [gone, setGone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dx, setDx] = useState(0);
  /** The press on the card: where it began, and whether it became a drag. */
  const press = useRef<{ x: number; y: number; id: number; dragging: boolean } | null>(null);
  const top = stack[0];
  const spent = likesLeft === 0;

  async function decide(action: 'like' | 'pass') {
    if (!top || busy) return;
    const card = top;
    setBusy(true);
    setError(null);
    setGone(null);
    try {
      const result = await call('POST /api/swipe.php', { body: { member_id: card.id, action } });
      if (result) setLikesLeft(result.likes_left);
      setStack((s) => s.filter((p) => p.id !== card.id));
    } catch (e) {
      if (e instanceof ApiError && e.code === 'swipe_limit') setLikesLeft(0);
      else if (e instanceof ApiError && memberUnavailable(e)) {
        // Nothing to decide on any more: on to the next card, saying why this one went.
        setStack((s) => s.filter((p) => p.id !== card.id));
        setGone(card.name);
      } else setError(e instanceof ApiError ? e.message : t('error.has_occurred'));
    } finally {
      setBusy(false);
      setDx(0);
    }
  }

  // A press becomes a drag only once the pointer moved a few pixels, and only then is the pointer
  // captured: captured at once, the press's click went to the card, not to the member's link.
  // A press on a link or button in the card is never a drag.
  const onDown = (e: PointerEvent) => {
    if (e.button !== 0 || (e.target as Element).closest('a, button, input, select, textarea'))
      return;
    press.current = { x: e.clientX, y: e.clientY, id: e.pointerId, dragging: false };
  };
  const onMove = (e: PointerEvent) => {
    const p = press.current;
    if (!p || p.id !== e.pointerId) return;
    const moved = e.clientX - p.x;
    if (!p.dragging) {
      if (Math.hypot(moved, e.clientY - p.y) < DRAG_START_PX) return;
      p.dragging = true;
      (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    }
    setDx(moved);
  };
  const onUp = () => {
    const p = press.current;
    press.current = null;
    if (!p?.dragging) return;
    if (dx > SWIPE_PX) void decide('like');
    else if (dx < -SWIPE_PX) void decide('pass');
    else setDx(0);
  };

  return (
    <div className="swipe-game container py-3 py-sm-4" style={{ maxWidth: 480 }}>
      {/* The title and the likes left share a row where they fit: the card gets the height. */}
      <div className="d-flex flex-wrap align-items-baseline justify-content-between column-gap-3">
        <h1 className="swipe-title h3 fw-bold mb-1">{t('swipe.title')}</h1>
        <p
          className="swipe-likes-left fw-semibold mb-1"
          aria-live="polite"
          data-testid="likes-left"
        >
          {likesLeft === null ? t('swipe.unlimited') : t('swipe.likes_left', { count: likesLeft })}
        </p>
      </div>
      {!spent && (
        <p className="swipe-intro text-secondary small mb-2 mb-sm-3">{t('swipe.intro')}</p>
      )}
      {error && (
        <div className="alert alert-danger py-2 mb-2" role="alert">
          {error}
        </div>
      )}
      {gone && (
        <div className="alert alert-info py-2 mb-2" role="status" data-testid="swipe-gone">
          {t('swipe.unavailable', { name: gone })}
        </div>
      )}
      {spent ? (
        // The day's likes are spent: the game ends for today (a pass now would only lose the
        // member for tomorrow's likes; decision 76) and leads on to where likes are not counted.
        <div className="alert alert-warning" data-testid="swipe-spent">
          <p role="status">{t('api.swipe_limit', { limit: SWIPE_LIKES_PER_DAY })}</p>
          <div className="d-flex flex-wrap gap-2">
            <Link to="/members" className="btn btn-sm btn-brand rounded-pill px-3">
              {t('nav.search_members')}
            </Link>
            <Link to="/likes" className="btn btn-sm btn-outline-brand rounded-pill px-3">
              {t('nav.likes')}
            </Link>
          </div>
        </div>
      ) : top ? (
        <>
          <article
            className="card card-soft overflow-hidden swipe-card"
            aria-label={top.name}
            style={{ transform: `translateX(${dx}px) rotate(${dx / 20}deg)`, touchAction: 'pan-y' }}
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={onUp}
            onPointerCancel={() => {
              press.current = null;
              setDx(0);
            }}
          >
            <div className="swipe-photo">
              {top.main_image ? (
                <img src={top.main_image} alt="" draggable={false} className="object-fit-cover" />
              ) : (
                <div
                  className="bg-secondary-subtle d-flex align-items-center justify-content-center display-1 text-secondary"
                  aria-hidden="true"
                >
                  {top.name.charAt(0)}
                </div>
              )}
            </div>
            <div className="card-body py-2 py-sm-3">
              <h2 className="h4 mb-0">
                <Link to={`/members/${top.id}`} className="text-reset">
                  {top.name}
                </Link>
                {top.is_fictional && (
                  <span className="ms-2" role="img" aria-label={settings.fictional_singular}>
                    {settings.fictional_icon}
                  </span>
                )}
              </h2>
              <p className="text-secondary mb-0">
                {t('members.age_city', {
                  age: top.age,
                  city: placeName(locale, top.city, top.country),
                })}
              </p>
              {top.is_fictional && (
                <p className="small text-secondary mb-0 mt-1">{settings.fictional_warning}</p>
              )}
            </div>
          </article>
          <div className="swipe-actions d-flex justify-content-center gap-3 mt-2">
            <button
              type="button"
              className="btn btn-outline-secondary btn-lg rounded-pill px-4"
              disabled={busy}
              onClick={() => void decide('pass')}
            >
              {t('swipe.pass')}
            </button>
            <button
              type="button"
              className="btn btn-brand btn-lg rounded-pill px-4 d-inline-flex align-items-center gap-2"
              disabled={busy}
              onClick={() => void decide('like')}
            >
              <HeartIcon />
              {t('swipe.like')}
            </button>
          </div>
        </>
      ) : (
        <p className="alert alert-light">{t('swipe.empty')}</p>
      )}
    </div>
  );
}
