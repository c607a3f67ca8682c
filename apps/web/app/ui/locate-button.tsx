import { useState } from 'react';
import { GEOLOCATION_MAX_AGE_MS, type TGeocode } from '@cupido/contract/browser';
import { call } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.tsx';
import { displayNames } from '../lib/intl-format.ts';

type TPlace = Exclude<TGeocode, false>;
type TLocating = 'idle' | 'locating' | 'found' | 'unsupported' | 'failed';

/**
 * The geolocation button of the sign-up's location step and the profile editor: the browser's
 * position (at most an hour old) goes to GET /api/geocode.php, which names the town offline, and
 * `onFound` fills the form with it; any failure says so and lets the member choose.
 */
export function LocateButton({
  onFound,
  className,
}: {
  onFound: (place: TPlace) => void;
  className?: string;
}) {
  const { t, locale } = useI18n();
  const [state, setState] = useState<TLocating>('idle');
  const [found, setFound] = useState('');

  async function locate() {
    if (!('geolocation' in navigator)) return setState('unsupported');
    const permission = await navigator.permissions?.query({ name: 'geolocation' }).then(
      (p) => p.state,
      () => 'unknown',
    );
    if (permission === 'denied') return setState('failed');
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const answer = await call('GET /api/geocode.php', {
            query: { lat: coords.latitude.toFixed(4), lon: coords.longitude.toFixed(4) },
          });
          if (!answer?.geocode) return setState('failed');
          const place = answer.geocode;
          const country = displayNames(locale, 'region').of(place.country);
          setFound([place.city, country].filter(Boolean).join(', '));
          onFound(place);
          setState('found');
        } catch {
          setState('failed');
        }
      },
      () => setState('failed'),
      { maximumAge: GEOLOCATION_MAX_AGE_MS, timeout: 15_000 },
    );
  }

  const message = {
    idle: null,
    locating: t('profile.locating'),
    found: t('profile.location_found', { place: found }),
    unsupported: t('profile.location_unsupported'),
    failed: t('profile.location_failed'),
  }[state];
  return (
    <div className={className}>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm rounded-pill"
        disabled={state === 'locating'}
        onClick={() => void locate()}
      >
        📍 {t('profile.use_location')}
      </button>
      {message && (
        <p className="small mt-2 mb-0" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
