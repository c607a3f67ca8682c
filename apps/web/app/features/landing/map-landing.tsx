import type { TCountryMap, TProfileCard } from '@cupido/contract/browser';
import { useI18n } from '../../lib/i18n.tsx';
import { displayNames } from '../../lib/intl-format.ts';
import { useSite } from '../../lib/use-root-data.ts';
import { FictionalDisclosure, MemberName } from './member-photo.tsx';
import { SignupCta } from './signup-cta.tsx';
import type { TLanderProps } from './lander-props.ts';

/** Members at their town (only the town is known: locations are never finer than that). */
function placeMembers(map: TCountryMap, members: TProfileCard[]) {
  const byName = new Map(map.towns.map((t) => [t.name.toLowerCase(), t]));
  const used = new Map<string, number>();
  return members.flatMap((m) => {
    const town = m.city ? byName.get(m.city.toLowerCase()) : undefined;
    if (!town) return [];
    const n = used.get(town.name) ?? 0;
    used.set(town.name, n + 1);
    // Several members in one town sit around it, not on top of each other.
    const angle = n * 2.4;
    const r = n === 0 ? 0 : 60;
    return [{ member: m, x: town.x + r * Math.cos(angle), y: town.y + r * Math.sin(angle) }];
  });
}

/** maplanding: members on a map of the visitor's country, drawn here (no tile server). */
export function MapLanding({ members, map }: TLanderProps) {
  const { t, locale } = useI18n();
  const { settings } = useSite();
  const country =
    displayNames(locale, 'region').of(settings.geoip_selected_country) ??
    settings.geoip_selected_country;
  const pins = map ? placeMembers(map, members).slice(0, 10) : [];
  return (
    <section className="container py-4 py-md-5" aria-labelledby="map-title">
      <div className="row g-4 align-items-center">
        <div className="col-lg-5">
          <h1 id="map-title" className="h2 fw-bold">
            {t('lander.maplanding.heading', { country })}
          </h1>
          <p className="lead text-secondary">{t('lander.maplanding.lead')}</p>
          <SignupCta />
        </div>
        <div className="col-lg-7">
          {map && (
            <figure className="map-figure card card-soft p-2 mb-0">
              <svg
                viewBox={`0 0 ${map.width} ${map.height}`}
                className="map-svg"
                role="img"
                aria-label={t('lander.maplanding.map_label', { country })}
              >
                <path className="map-land" d={map.outline} />
                {map.towns.map((town) => (
                  <circle
                    key={`${town.region}-${town.name}`}
                    className="map-town"
                    cx={town.x}
                    cy={town.y}
                    r={5}
                  />
                ))}
                {pins.map(({ member, x, y }) => (
                  <g key={member.id}>
                    <circle className="map-pin" cx={x} cy={y} r={44} />
                    {/* An HTML picture, so that it loads lazily at low priority like every
                        lander picture that is not the page's LCP element. */}
                    <foreignObject x={x - 38} y={y - 38} width={76} height={76}>
                      <img
                        src={member.main_image ?? ''}
                        alt=""
                        className="map-pin-img"
                        width={76}
                        height={76}
                        loading="lazy"
                        decoding="async"
                        fetchPriority="low"
                      />
                    </foreignObject>
                  </g>
                ))}
              </svg>
              <figcaption>
                <ul className="map-list list-unstyled small mb-0 mt-2">
                  {pins.map(({ member }) => (
                    <li key={member.id}>
                      <MemberName member={member} /> · {member.city}
                    </li>
                  ))}
                </ul>
              </figcaption>
            </figure>
          )}
          <FictionalDisclosure members={pins.map((p) => p.member)} />
        </div>
      </div>
    </section>
  );
}
