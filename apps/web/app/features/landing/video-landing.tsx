import { useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { realMembers } from './member-photo.tsx';
import { MotionReel } from './motion-reel.tsx';
import { SignupCta } from './signup-cta.tsx';
import type { TLanderProps } from './lander-props.ts';

/**
 * video: a player showing its poster frame until the visitor presses play; the 'video' is
 * pictures zooming and crossfading in CSS, silent, made on this page (nothing to download).
 */
export function VideoLanding({ members }: TLanderProps) {
  const { t } = useI18n();
  const [playing, setPlaying] = useState(false);
  return (
    <section className="container py-4 py-md-5" aria-labelledby="video-title">
      <div className="row g-4 align-items-center">
        <div className="col-lg-7">
          <figure className="video-player mb-0">
            <MotionReel members={realMembers(members)} playing={playing} kenburns />
            <button
              type="button"
              className={`video-play btn btn-light rounded-pill${playing ? ' is-playing' : ''}`}
              onClick={() => setPlaying(!playing)}
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>{' '}
              {playing ? t('lander.video.pause') : t('lander.video.play')}
            </button>
            <figcaption className="video-caption small">{t('lander.video.silent')}</figcaption>
          </figure>
        </div>
        <div className="col-lg-5">
          <h1 id="video-title" className="h2 fw-bold">
            {t('lander.video.title')}
          </h1>
          <p className="lead text-secondary">{t('lander.video.lead')}</p>
          <SignupCta />
        </div>
      </div>
    </section>
  );
}
