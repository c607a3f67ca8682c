import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { TLikeEntry, TLikesResponse, TLikeType } from '@cupido/contract/browser';
import { badgeText } from '../../lib/badge.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { LikeButton } from '../../ui/like-button.tsx';
import { ProfileGrid } from '../../ui/profile-grid.tsx';
import { useLikes } from './use-likes.ts';

/** The three lists of spec section 3: who liked me, whom I liked, and both (matches). */
export function likeLists(likes: TLikesResponse): Record<TLikeType, TLikeEntry[]> {
  return {
    received: likes.liked_by,
    sent: likes.profiles,
    matches: likes.profiles.filter((p) => p.is_match),
  };
}

const EMPTY = {
  received: 'likes.none_received',
  sent: 'likes.none_sent',
  matches: 'likes.none_matches',
} as const;

/** The way on from an empty list: a fuller profile gets likes; the search and swipe give them. */
const FIND = [
  ['/members', 'nav.search_members'],
  ['/swipe-game', 'swipe.title'],
] as const;
const WAY_ON = {
  received: [['/profile', 'alert.enrich_action']],
  sent: FIND,
  matches: FIND,
} as const;

function LikeCards({
  type,
  entries,
  onChange,
}: {
  type: TLikeType;
  entries: TLikeEntry[];
  onChange: () => void;
}) {
  const { t } = useI18n();
  if (entries.length === 0)
    return (
      <div className="alert alert-light">
        <p>{t(EMPTY[type])}</p>
        <div className="d-flex flex-wrap gap-2">
          {WAY_ON[type].map(([to, label], i) => (
            <Link
              key={to}
              to={to}
              className={`btn btn-sm rounded-pill px-3 ${i === 0 ? 'btn-brand' : 'btn-outline-brand'}`}
            >
              {t(label)}
            </Link>
          ))}
        </div>
      </div>
    );
  return (
    <ProfileGrid
      profiles={entries}
      href={(p) => (type === 'received' ? `/likes/m/${p.id}` : `/members/${p.id}`)}
      extra={(p) => (
        <div className="d-flex flex-wrap align-items-center gap-2">
          {type === 'received' && p.like_new && (
            <span className="badge rounded-pill bg-danger">{t('likes.new')}</span>
          )}
          {p.is_match && (
            <span className="badge rounded-pill text-bg-light border">{t('likes.match')}</span>
          )}
          <LikeButton
            memberId={p.id}
            name={p.name}
            liked={type !== 'received' || p.is_match}
            small
            onChange={onChange}
          />
        </div>
      )}
    />
  );
}

/**
 * Scrolls the tabs' row (alone: scrollIntoView would move the page too) until `tab` stands wholly
 * inside its padding.
 */
function revealTab(list: HTMLElement, tab: Element) {
  const style = getComputedStyle(list);
  const box = list.getBoundingClientRect();
  const left = box.left + parseFloat(style.paddingLeft);
  const right = box.right - parseFloat(style.paddingRight);
  const at = tab.getBoundingClientRect();
  if (at.right > right) list.scrollLeft += at.right - right;
  else if (at.left < left) list.scrollLeft -= left - at.left;
}

/**
 * Tabs between the likes pages, each with its count (new likes on Received). They keep one row:
 * where it is wider than the screen (a phone, most languages) the row scrolls sideways, and the
 * current page's tab, then a tab the keyboard focuses, is scrolled wholly into sight (Chromium
 * leaves a focused tab half cut off at the edge as it is).
 */
function LikeTabs({ type, likes }: { type: TLikeType | null; likes: TLikesResponse }) {
  const { t } = useI18n();
  const lists = likeLists(likes);
  const fresh = likes.liked_by.filter((p) => p.like_new).length;
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = row.current;
    const tab = list?.querySelector('[aria-current="page"]');
    if (list && tab) revealTab(list, tab);
  }, [type]);
  return (
    <nav aria-label={t('likes.tabs')} className="mb-3">
      <ul
        ref={row}
        className="nav nav-pills flex-nowrap gap-1 like-tabs"
        onFocus={(e) => revealTab(e.currentTarget, e.target)}
      >
        {(['received', 'sent', 'matches'] as const).map((key) => (
          <li key={key} className="nav-item">
            <Link
              to={`/likes/${key}`}
              className={`nav-link rounded-pill${type === key ? ' active' : ' text-body'}`}
              aria-current={type === key ? 'page' : undefined}
            >
              {t(`likes.${key}`)} ({lists[key].length})
              {key === 'received' && fresh > 0 && (
                <span className="badge rounded-pill bg-danger ms-1">
                  <span aria-hidden="true">{badgeText(fresh)}</span>
                  <span className="visually-hidden">{t('likes.unread', { count: fresh })}</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * likes (/likes, `type` null: an overview of the three lists) and likes-type (/likes/{type}).
 * The lists update live.
 */
export function LikesView({ initial, type }: { initial: TLikesResponse; type: TLikeType | null }) {
  const { t } = useI18n();
  const { likes, reload } = useLikes(initial);
  const lists = likeLists(likes);
  const onChange = () => void reload();
  return (
    <div className="container py-4">
      <h1 className="h3 fw-bold">{type ? t(`likes.${type}`) : t('likes.title')}</h1>
      {!type && <p className="text-secondary">{t('likes.overview')}</p>}
      <LikeTabs type={type} likes={likes} />
      {type ? (
        <LikeCards type={type} entries={lists[type]} onChange={onChange} />
      ) : (
        (['received', 'sent', 'matches'] as const).map((key) => (
          <section key={key} className="mb-4" aria-labelledby={`likes-${key}`}>
            <div className="d-flex align-items-baseline justify-content-between">
              <h2 id={`likes-${key}`} className="h5">
                {t(`likes.${key}`)}
              </h2>
              {lists[key].length > 6 && <Link to={`/likes/${key}`}>{t('likes.see_all')}</Link>}
            </div>
            <LikeCards type={key} entries={lists[key].slice(0, 6)} onChange={onChange} />
          </section>
        ))
      )}
    </div>
  );
}
