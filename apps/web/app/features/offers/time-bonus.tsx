import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useMatches } from 'react-router';
import { TIME_BONUS_CODE, TIME_BONUS_MODAL_DELAY_S } from '@cupido/contract/browser';
import { useI18n } from '../../lib/i18n.tsx';
import { useLive, useLiveEvents } from '../../lib/live.tsx';
import { richText } from '../../lib/rich-text.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSite } from '../../lib/use-root-data.ts';
import { Modal } from '../../ui/modal.tsx';
import { hhmmss } from './countdown.ts';

/** Spec section 2: the members area, as listed there (chats is the chat layout's list). */
const MEMBERS_AREA = new Set(['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium']);
/** Spec section 4: the popup's dismissal, stored with a timestamp. */
export const HIDE_TIME_BONUS_MODAL = 'hide-time-bonus-modal';

type TBonus = { percentage: number; endsAt: number };

/** When each bonus the server sent arrived on this page (its validity counts from then). */
const arrivals = new WeakMap<object, number>();
function arrivedAt(bonus: object): number {
  const at = arrivals.get(bonus) ?? Date.now();
  arrivals.set(bonus, at);
  return at;
}

/** When the member's present stay in the members area began (ms), whichever layout shows it. */
let areaEnteredAt: number | null = null;
/** The stay the member is in (when it began), or null outside the members area. */
function enterArea(inArea: boolean): number | null {
  areaEnteredAt = inArea ? (areaEnteredAt ?? Date.now()) : null;
  return areaEnteredAt;
}

const shopLink = `/credits?code=${TIME_BONUS_CODE}`;

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(HIDE_TIME_BONUS_MODAL) !== null;
  } catch {
    return false;
  }
}

/**
 * The time bonus (spec sections 2, 4 and 9; decision 28): TIMEBONUS25 for an unpaid member within
 * 4 hours of signing up. The server finds it with the page (root data), so the banner is drawn
 * with the page and does not push it down a moment later. It shows the top discount banner in
 * the members area with a one-second hh:mm:ss countdown, and the popup `modalDelayMs` (40 s)
 * after entering the members area when the member has 0 credits and has not dismissed it; the
 * popup's timer stops when the member leaves the area. The bonus is gone on logout, on payment,
 * when the time runs out, or when the server gives none.
 */
export function TimeBonus({
  modalDelayMs = TIME_BONUS_MODAL_DELAY_S * 1000,
  outsideArea = false,
}: {
  modalDelayMs?: number;
  /** The layout shows the error page (a 404 at /members/abc): not the members area. */
  outsideArea?: boolean;
}) {
  const { t } = useI18n();
  const { user, timeBonus } = useSite();
  const live = useLive();
  const hydrated = useHydrated();
  const matches = useMatches();
  const inArea = !outsideArea && matches.some((m) => MEMBERS_AREA.has(m.id));
  const [now, setNow] = useState(() => Date.now());
  // Each stay in the members area counts, named by when it began; the layouts share it, so going
  // from the search to the chats list (another layout) is the same stay. The popup belongs to
  // the stay whose timer opened it: a popup due as the area's pages leave the screen (a moment
  // after the address changed, React Router renders a navigation as a transition) must not
  // greet the member on the next stay.
  // (null before the first look: a layout that mounts outside the area ends the stay too.)
  const [area, setArea] = useState<{ inArea: boolean | null; stay: number | null }>({
    inArea: null,
    stay: null,
  });
  if (hydrated && area.inArea !== inArea) setArea({ inArea, stay: enterArea(inArea) });
  const stay = area.stay;
  const [openFor, setOpenFor] = useState<number | null>(null);
  const modalOpen = openFor !== null && openFor === stay;

  const memberId = user && !user.paid_user ? user.id : null;
  // The bonus as the page was loaded (the root data), counted down from the moment it arrived,
  // whichever layout shows it; a revalidated page's from its own.
  const given = useMemo<TBonus | null>(
    () =>
      timeBonus && memberId !== null
        ? {
            percentage: timeBonus.percentage,
            endsAt: arrivedAt(timeBonus) + timeBonus.validity * 1000,
          }
        : null,
    [timeBonus, memberId],
  );
  // Logout, another login or a revalidated page give another bonus (or none); a payment ends it.
  const [paid, setPaid] = useState<TBonus | null>(null);
  const current = given === paid ? null : given;

  // A paid payment makes the member premium: no more time bonus.
  useLiveEvents((event) => {
    if (event.type === 'payment' && (event.status === 'paid' || event.paid_user)) {
      setPaid(given);
      setOpenFor(null);
    }
  });

  // The one-second countdown; the bonus ends with it.
  const left = current ? Math.ceil((current.endsAt - now) / 1000) : 0;
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  // The popup: 40 s after entering the members area, with 0 credits, unless dismissed before.
  const waiting =
    hydrated && running && stay !== null && live.credits === 0 && !modalOpen && !dismissed();
  useEffect(() => {
    if (!waiting || stay === null) return;
    const timer = setTimeout(() => setOpenFor(stay), stay + modalDelayMs - Date.now());
    return () => clearTimeout(timer);
  }, [waiting, stay, modalDelayMs]);

  const dismiss = useCallback(() => {
    try {
      window.localStorage.setItem(HIDE_TIME_BONUS_MODAL, String(Math.floor(Date.now() / 1000)));
    } catch {
      // storage disabled: the popup stays closed for this page's life
    }
    setOpenFor(null);
  }, []);

  if (!running || !current) return null;
  const time = hhmmss(left);
  return (
    <>
      {inArea && (
        <div
          className="time-bonus-banner"
          data-testid="time-bonus-banner"
          style={{ background: 'var(--brand)', color: 'var(--brand-ink)' }}
        >
          <div className="container d-flex flex-wrap align-items-center justify-content-center gap-2 py-1 py-sm-2">
            <span>
              {richText(t('offers.banner', { percentage: current.percentage, time: '{time}' }), {
                time: (
                  // The page may be drawn a second before it runs: its count goes on from there.
                  <time
                    className="fw-bold font-monospace"
                    data-testid="time-bonus-countdown"
                    suppressHydrationWarning
                  >
                    {time}
                  </time>
                ),
              })}
            </span>
            <Link to={shopLink} className="btn btn-sm btn-light rounded-pill fw-semibold">
              {t('offers.banner_cta', { percentage: current.percentage })}
            </Link>
          </div>
        </div>
      )}
      {modalOpen && inArea && (
        <Modal
          id="time-bonus-modal"
          title={t('offers.modal_title', { percentage: current.percentage })}
          onEscape={dismiss}
          footer={
            <>
              <button
                type="button"
                className="btn btn-outline-secondary rounded-pill"
                onClick={dismiss}
              >
                {t('offers.modal_dismiss')}
              </button>
              <Link
                to={shopLink}
                className="btn btn-brand rounded-pill"
                data-autofocus
                onClick={() => setOpenFor(null)}
              >
                {t('offers.modal_cta', { percentage: current.percentage })}
              </Link>
            </>
          }
        >
          <p className="mb-0">{t('offers.modal_body', { percentage: current.percentage, time })}</p>
        </Modal>
      )}
    </>
  );
}
