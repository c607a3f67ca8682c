import { useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { realMembers } from './member-photo.tsx';
import { MotionReel } from './motion-reel.tsx';
import { SignupCta } from './signup-cta.tsx';
import type { TLanderProps } from './lander-props.ts';

/**
 * transitionsvideolanding: full-width pictures crossfading behind the promise, playing by itself
 * (silent) with a pause button (motion longer than five seconds must be stoppable).
 */
export function TransitionsVideo({ members }: TLanderProps) {
  const { t } = useI18n();
  const { settings } = useSite();
  const [playing, setPlaying] = useState(true);
  return (
    <section className="transitions-lander" aria-labelledby="transitions-title">
      <MotionReel members={realMembers(members)} playing={playing} />
      <div className="transitions-overlay">
        <div className="container py-5 text-center">
          <h1 id="transitions-title" className="display-5 fw-bold">
            {t('lander.transitionsvideolanding.title')}
          </h1>
          <p className="lead mb-4">
            {t('lander.transitionsvideolanding.lead', { site_name: settings.name })}
          </p>
          <SignupCta />
          <div className="mt-4">
            <button
              type="button"
              className="btn btn-sm btn-outline-light rounded-pill"
              aria-pressed={!playing}
              onClick={() => setPlaying(!playing)}
            >
              {t('lander.motion_pause')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
