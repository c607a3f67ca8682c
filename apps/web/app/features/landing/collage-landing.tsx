import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { MemberPhoto, realMembers } from './member-photo.tsx';
import { SignupCta } from './signup-cta.tsx';
import type { TLanderProps } from './lander-props.ts';

/**
 * The collage's rhythm over six tiles. Whole class names, so that the build's CSS purge sees them
 * (a name made with `${i}` was purged, and every tile came out the same size).
 */
const TILES = [
  'collage-tile collage-tile-big',
  'collage-tile',
  'collage-tile collage-tile-wide',
  'collage-tile',
  'collage-tile collage-tile-tall',
  'collage-tile',
];

/** collagelanding: a collage of members' photos around one card with the sign-up. */
export function CollageLanding({ members }: TLanderProps) {
  const { t } = useI18n();
  const { settings } = useSite();
  return (
    <section className="collage-lander" aria-labelledby="collage-title">
      <ul className="collage list-unstyled mb-0" aria-hidden="true">
        {realMembers(members)
          .slice(0, 12)
          .map((m, i) => (
            <li key={m.id} className={TILES[i % TILES.length]}>
              {/* Tile 0 is the largest (two rows by two columns): the LCP element. */}
              <MemberPhoto member={m} eager={i === 0} className="collage-img" size={200} />
            </li>
          ))}
      </ul>
      <div className="collage-card card card-soft p-4 text-center">
        <h1 id="collage-title" className="h2 fw-bold">
          {t('lander.collagelanding.title')}
        </h1>
        <p className="mb-3">{t('lander.collagelanding.lead', { site_name: settings.name })}</p>
        <div>
          <SignupCta />
        </div>
      </div>
    </section>
  );
}
