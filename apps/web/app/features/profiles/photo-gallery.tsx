import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router';
import type { TMemberProfile } from '@cupido/contract/browser';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';

type TPhoto = TMemberProfile['photos'][number];

/** How far (px) a finger moves sideways before it counts as a swipe. */
const SWIPE = 40;

/**
 * A member's photos: the main photo and the thumbnails open a full-screen gallery (a native
 * <dialog>): swipe or the arrow keys move through the photos, Escape or Close shuts it and
 * focus goes back to the photo that opened it. A locked private photo says why and offers
 * premium (a visitor: logging in).
 */
export function ProfilePhotos({ profile }: { profile: TMemberProfile }) {
  const { t } = useI18n();
  const { user } = useSite();
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const swipeStart = useRef<number | null>(null);
  const photos = profile.photos;
  const total = photos.length;
  const [main, ...rest] = photos;

  useEffect(() => {
    const node = dialog.current;
    if (open !== null && node && !node.open) node.showModal();
  }, [open]);

  function show(index: number, from: HTMLElement) {
    opener.current = from;
    setOpen(index);
  }
  function close() {
    dialog.current?.close();
  }
  const step = (by: number) => setOpen((i) => (i === null ? i : (i + by + total) % total));
  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  }
  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE) step(dx < 0 ? 1 : -1);
  }

  const current = open === null ? undefined : photos[open];
  const openLabel = (n: number) => t('gallery.open', { n, total });
  return (
    <>
      <div className="card card-soft overflow-hidden">
        <div className="ratio" style={{ '--bs-aspect-ratio': '125%' } as React.CSSProperties}>
          {main && !main.locked ? (
            <button
              type="button"
              className="btn p-0 border-0 rounded-0"
              aria-label={openLabel(1)}
              onClick={(e) => show(0, e.currentTarget)}
            >
              <img
                src={main.full ?? main.thumb}
                alt={profile.name}
                className="w-100 h-100 object-fit-cover"
              />
            </button>
          ) : (
            <div
              className="bg-secondary-subtle d-flex align-items-center justify-content-center display-1 text-secondary"
              aria-hidden="true"
            >
              {profile.name.charAt(0)}
            </div>
          )}
        </div>
      </div>
      {(rest.length > 0 || profile.hidden_photos > 0) && (
        <section aria-label={t('member.photos', { name: profile.name })} className="mt-3">
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2">
            {rest.map((photo, i) => (
              <li key={photo.thumb} className="position-relative">
                <button
                  type="button"
                  className="btn p-0 border-0 position-relative"
                  aria-label={`${openLabel(i + 2)}${photo.locked ? ` (${t('member.locked')})` : ''}`}
                  onClick={(e) => show(i + 1, e.currentTarget)}
                >
                  <img
                    src={photo.thumb}
                    alt={
                      photo.locked ? t('member.locked') : t('member.photos', { name: profile.name })
                    }
                    width={96}
                    height={96}
                    className="rounded-3 object-fit-cover d-block"
                  />
                  {photo.locked && (
                    <span
                      className="position-absolute top-50 start-50 translate-middle fs-4"
                      aria-hidden="true"
                    >
                      🔒
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          {profile.hidden_photos > 0 && !user && (
            <Link to="/login" className="btn btn-outline-brand btn-sm rounded-pill">
              {t('member.login_more_photos', { name: profile.name })}
            </Link>
          )}
        </section>
      )}
      {open !== null && (
        <dialog
          ref={dialog}
          className="photo-gallery p-0 border-0 text-white"
          aria-label={t('member.photos', { name: profile.name })}
          style={{
            width: '100vw',
            height: '100dvh',
            maxWidth: '100vw',
            maxHeight: '100dvh',
            margin: 0,
            background: 'rgba(0, 0, 0, 0.94)',
          }}
          onClose={() => {
            setOpen(null);
            opener.current?.focus();
          }}
          onKeyDown={onKeyDown}
        >
          <div className="d-flex flex-column h-100">
            <div className="d-flex align-items-center justify-content-between p-2">
              <span aria-live="polite">{t('gallery.position', { n: open + 1, total })}</span>
              <button
                type="button"
                className="btn btn-outline-light"
                style={{ minWidth: 44, minHeight: 44 }}
                onClick={close}
              >
                {t('gallery.close')}
              </button>
            </div>
            <div
              className="flex-grow-1 d-flex align-items-center justify-content-center position-relative overflow-hidden"
              style={{ touchAction: 'pan-y' }}
              onPointerDown={(e) => (swipeStart.current = e.clientX)}
              onPointerUp={onPointerUp}
              onPointerCancel={() => (swipeStart.current = null)}
            >
              {current && <GalleryPhoto photo={current} name={profile.name} isMember={!!user} />}
            </div>
            {total > 1 && (
              <div className="d-flex justify-content-between p-2 gap-2">
                <button
                  type="button"
                  className="btn btn-outline-light flex-fill"
                  style={{ minHeight: 44 }}
                  onClick={() => step(-1)}
                >
                  ‹ {t('gallery.previous')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-light flex-fill"
                  style={{ minHeight: 44 }}
                  onClick={() => step(1)}
                >
                  {t('gallery.next')} ›
                </button>
              </div>
            )}
          </div>
        </dialog>
      )}
    </>
  );
}

/** One photo in the gallery; a locked one explains itself and offers premium. */
function GalleryPhoto({
  photo,
  name,
  isMember,
}: {
  photo: TPhoto;
  name: string;
  isMember: boolean;
}) {
  const { t } = useI18n();
  if (!photo.locked)
    return (
      <img
        src={photo.full ?? photo.thumb}
        alt={t('member.photos', { name })}
        className="mw-100 mh-100 object-fit-contain"
        draggable={false}
      />
    );
  return (
    <div className="text-center p-3" style={{ maxWidth: 420 }}>
      <img
        src={photo.thumb}
        alt={t('member.locked')}
        width={192}
        height={192}
        className="rounded-3 object-fit-cover mb-3"
        draggable={false}
      />
      <p>{t('gallery.locked', { name })}</p>
      {isMember ? (
        <Link to="/premium" className="btn btn-brand rounded-pill">
          {t('nav.get_premium')}
        </Link>
      ) : (
        <Link to="/login" className="btn btn-brand rounded-pill">
          {t('member.login_more_photos', { name })}
        </Link>
      )}
    </div>
  );
}
