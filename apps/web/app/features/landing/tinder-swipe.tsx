import { useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { placeName } from '../../lib/intl-format.ts';
import { useSignupModal } from '../../lib/signup-modal.tsx';
import { HeartIcon } from '../../ui/icons.tsx';
import { FictionalDisclosure, MemberName, MemberPhoto } from './member-photo.tsx';
import { SignupCta } from './signup-cta.tsx';
import type { TLanderProps } from './lander-props.ts';

const STACK = 6;
/** Dragged farther than this (px), a card is swiped away. */
const SWIPE_PX = 90;

/**
 * tinderswipe: a stack of real members to swipe (drag, or the two buttons); the last swipe, or
 * the stack running out, opens the sign-up.
 */
export function TinderSwipe({ members }: TLanderProps) {
  const { t, locale } = useI18n();
  const signup = useSignupModal();
  const stack = members.slice(0, STACK);
  const [index, setIndex] = useState(0);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const current = stack[index];

  function swipe() {
    setDx(0);
    const next = index + 1;
    setIndex(next);
    if (next >= stack.length) signup.open();
  }

  return (
    <section className="swipe-lander py-4 py-md-5" aria-labelledby="swipe-title">
      <div className="container text-center">
        <h1 id="swipe-title" className="h2 fw-bold">
          {t('lander.tinderswipe.title')}
        </h1>
        <p className="lead">{t('lander.tinderswipe.lead')}</p>
        <div className="swipe-stack mx-auto mb-3">
          {current ? (
            stack
              .slice(index, index + 3)
              .reverse()
              .map((m) => {
                const top = m.id === current.id;
                return (
                  <article
                    key={m.id}
                    className={`swipe-card card border-0${top ? ' top' : ''}`}
                    aria-hidden={!top}
                    style={
                      top ? { transform: `translateX(${dx}px) rotate(${dx / 12}deg)` } : undefined
                    }
                    onPointerDown={
                      top
                        ? (e) => {
                            start.current = e.clientX;
                            e.currentTarget.setPointerCapture(e.pointerId);
                          }
                        : undefined
                    }
                    onPointerMove={
                      top
                        ? (e) => start.current !== null && setDx(e.clientX - start.current)
                        : undefined
                    }
                    onPointerUp={
                      top
                        ? () => {
                            start.current = null;
                            if (Math.abs(dx) > SWIPE_PX) swipe();
                            else setDx(0);
                          }
                        : undefined
                    }
                  >
                    <MemberPhoto
                      member={m}
                      eager={top && index === 0}
                      className="swipe-img"
                      size={320}
                    />
                    <div className="swipe-caption">
                      <h2 className="h5 mb-0">
                        <MemberName member={m} />
                      </h2>
                      <p className="small mb-0">{placeName(locale, m.city, m.country)}</p>
                    </div>
                  </article>
                );
              })
          ) : (
            <div className="swipe-card card border-0 top d-flex align-items-center justify-content-center p-4">
              <p className="h5 mb-0">{t('lander.tinderswipe.done')}</p>
            </div>
          )}
        </div>
        {current && (
          <div className="d-flex justify-content-center gap-3 mb-3">
            <button type="button" className="btn btn-light swipe-btn" onClick={swipe}>
              <span aria-hidden="true">✕</span>
              <span className="visually-hidden">
                {t('lander.tinderswipe.nope', { name: current.name })}
              </span>
            </button>
            <button type="button" className="btn btn-brand swipe-btn" onClick={swipe}>
              <HeartIcon />
              <span className="visually-hidden">
                {t('lander.tinderswipe.like', { name: current.name })}
              </span>
            </button>
          </div>
        )}
        <SignupCta />
        {/* The card on top is the one the note speaks of ('This is a fictional profile'). */}
        <FictionalDisclosure members={current ? [current] : []} />
      </div>
    </section>
  );
}
