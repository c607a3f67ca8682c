import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  GEOLOCATION_MAX_AGE_MS,
  BODY_TYPES,
  COUNTRIES,
  EYE_COLORS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  ZProfileUpdate,
  type TProfileUpdate,
  type TGeocode,
  type TRegionsResponse,
  type TUser,
} from '@cupido/contract';
import type { TMessageKey } from '@cupido/i18n';
import { api } from '../../lib/api.ts';
import { searchGenderCookie } from '../../lib/cookies.ts';
import { useFormErrors } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { fieldOptions, SelectField } from '../../ui/select-field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PushStep } from './push-step.tsx';

type TStepProps = { user: TUser; onNext: () => void };

/** Saves part of the profile; shows the API's field errors; moves on when saved. */
function useStepSave(onNext: () => void) {
  const form = useFormErrors();
  const [busy, setBusy] = useState(false);
  async function save(update: TProfileUpdate) {
    const parsed = ZProfileUpdate.safeParse(update);
    if (!parsed.success) return void form.fromIssues(parsed.error.issues);
    setBusy(true);
    try {
      await api.put('/api/profile.php', parsed.data);
      onNext();
    } catch (error) {
      form.fromError(error);
    } finally {
      setBusy(false);
    }
  }
  return { form, busy, save };
}

function StepFrame(props: {
  title: string;
  lead: string;
  skip: string;
  busy: boolean;
  formError: string | null;
  onSave: () => void;
  onSkip: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave();
      }}
    >
      <h2 className="h5">{props.title}</h2>
      <p className="text-secondary">{props.lead}</p>
      {props.formError && (
        <div className="alert alert-danger" role="alert">
          {props.formError}
        </div>
      )}
      {props.children}
      <div className="d-flex flex-column gap-2 mt-3">
        <button type="submit" className="btn btn-brand rounded-pill" disabled={props.busy}>
          {t('steps.save')}
        </button>
        <button type="button" className="btn btn-link text-secondary" onClick={props.onSkip}>
          {props.skip}
        </button>
      </div>
    </form>
  );
}

/** Step 1: a photo, checked and re-encoded by the server (all hidden data removed). */
export function PhotoStep({ onNext }: TStepProps) {
  const { t } = useI18n();
  const id = useId();
  const form = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  async function upload(file: File) {
    const data = new FormData();
    data.append('photo', file);
    setBusy(true);
    try {
      const answer = await api.upload<{ photo: { thumb: string } }>('/api/photos.php', data);
      form.clear();
      if (answer) setPreview(answer.photo.thumb);
    } catch (error) {
      form.fromError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <h2 className="h5">{t('steps.photo_title')}</h2>
      <p className="text-secondary">{t('steps.photo_lead')}</p>
      <FormAlert message={form.formError} />
      {preview ? (
        <div className="d-flex align-items-center gap-3 mb-3" role="status">
          <img src={preview} alt="" width={80} height={80} className="rounded-3 object-fit-cover" />
          <span>{t('steps.photo_added')}</span>
        </div>
      ) : (
        <div className="mb-3">
          <label className="btn btn-outline-brand rounded-pill" htmlFor={id}>
            {busy ? t('steps.photo_uploading') : t('steps.photo_choose')}
          </label>
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            className="visually-hidden"
            disabled={busy}
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void upload(f);
            }}
          />
        </div>
      )}
      <div className="d-flex flex-column gap-2 mt-3">
        {preview && (
          <button type="button" className="btn btn-brand rounded-pill" onClick={onNext}>
            {t('steps.save')}
          </button>
        )}
        {!preview && (
          <button type="button" className="btn btn-link text-secondary" onClick={onNext}>
            {t('steps.skip_photo')}
          </button>
        )}
      </div>
    </div>
  );
}

type TLocating = 'idle' | 'locating' | 'found' | 'unsupported' | 'failed';

/**
 * The geolocation button: the browser's position (at most an hour old) goes to
 * GET /api/geocode.php, which names the town offline; any failure lets the member choose.
 */
function useGeolocation(onFound: (place: Exclude<TGeocode, false>) => void) {
  const [state, setState] = useState<TLocating>('idle');
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
          const answer = await api.get<{ geocode: TGeocode }>(
            `/api/geocode.php?lat=${coords.latitude.toFixed(4)}&lon=${coords.longitude.toFixed(4)}`,
          );
          if (answer?.geocode) {
            onFound(answer.geocode);
            setState('found');
          } else setState('failed');
        } catch {
          setState('failed');
        }
      },
      () => setState('failed'),
      { maximumAge: GEOLOCATION_MAX_AGE_MS, timeout: 15_000 },
    );
  }
  return { state, locate };
}

/** Step 2: country, region (named with the country's own word) and city. */
export function LocationStep({ user, onNext }: TStepProps) {
  const { t, locale } = useI18n();
  const { form, busy, save } = useStepSave(onNext);
  const [regions, setRegions] = useState<TRegionsResponse['regions']>({});
  const [country, setCountry] = useState(user.country ?? '');
  const [region, setRegion] = useState('');
  const [city, setCity] = useState('');
  const cityId = useId();
  useEffect(() => {
    void api
      .get<TRegionsResponse>('/api/regions.php')
      .then((r) => r && setRegions(r.regions))
      .catch(() => undefined);
  }, []);
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const local = regions[country as keyof typeof regions];
  const geo = useGeolocation((place) => {
    setCountry(place.country);
    setRegion(place.region);
    setCity(place.city);
  });
  const geoMessage = {
    idle: null,
    locating: t('profile.locating'),
    found: t('profile.location_found', {
      place: [city, names.of(country)].filter(Boolean).join(', '),
    }),
    unsupported: t('profile.location_unsupported'),
    failed: t('profile.location_failed'),
  }[geo.state];
  return (
    <StepFrame
      title={t('steps.location_title')}
      lead={t('steps.location_lead')}
      skip={t('steps.skip_location')}
      busy={busy}
      formError={form.formError}
      onSkip={onNext}
      onSave={() =>
        save({
          ...(country ? { country: country as TProfileUpdate['country'] } : {}),
          region: region || null,
          city: city.trim() || null,
        })
      }
    >
      <div className="mb-3">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm rounded-pill"
          disabled={geo.state === 'locating'}
          onClick={() => void geo.locate()}
        >
          📍 {t('profile.use_location')}
        </button>
        {geoMessage && (
          <p className="small mt-2 mb-0" role="status">
            {geoMessage}
          </p>
        )}
      </div>
      <SelectField
        label={t('profile.country')}
        value={country}
        onChange={(v) => {
          setCountry(v);
          setRegion('');
        }}
        error={form.errors.country}
        options={COUNTRIES.map((c) => ({ value: c, label: names.of(c) ?? c }))}
      />
      {local && (
        <SelectField
          label={t(`region.${local.word}` as TMessageKey)}
          value={region}
          onChange={setRegion}
          error={form.errors.region}
          options={local.regions.map((r) => ({ value: r.code, label: r.name }))}
        />
      )}
      <div className="mb-3">
        <label className="form-label" htmlFor={cityId}>
          {t('profile.city')}
        </label>
        <input
          id={cityId}
          className={`form-control${form.errors.city ? ' is-invalid' : ''}`}
          maxLength={80}
          value={city}
          onChange={(e) => setCity(e.target.value)}
          autoComplete="address-level2"
        />
        {form.errors.city && <div className="invalid-feedback d-block">{form.errors.city}</div>}
      </div>
    </StepFrame>
  );
}

const LOOKING_FOR = [
  ['female', 'members.gender_female'],
  ['male', 'members.gender_male'],
  ['any', 'members.gender_any'],
] as const;

/**
 * Step 3: whom the member is looking for (the search's default gender, kept on this device),
 * then personal details; sexuality only with explicit consent (special-category data).
 */
export function PersonalStep({ onNext }: TStepProps) {
  const { t } = useI18n();
  const consentId = useId();
  const { form, busy, save } = useStepSave(onNext);
  const [lookingFor, setLookingFor] = useState<'female' | 'male' | 'any' | ''>('');
  const [v, setV] = useState({
    gender: '',
    sexuality: '',
    hair: '',
    eyes: '',
    body: '',
    relationship: '',
  });
  const [consent, setConsent] = useState(false);
  const set = (k: keyof typeof v) => (value: string) => setV((o) => ({ ...o, [k]: value }));
  const pick = <K extends keyof typeof v>(k: K) => (v[k] ? { [k]: v[k] } : {});
  return (
    <StepFrame
      title={t('steps.personal_title')}
      lead={t('steps.personal_lead')}
      skip={t('steps.skip_personal')}
      busy={busy}
      formError={form.formError}
      onSkip={onNext}
      onSave={() => {
        if (lookingFor) document.cookie = searchGenderCookie(lookingFor);
        const update = {
          ...pick('gender'),
          ...pick('hair'),
          ...pick('eyes'),
          ...pick('body'),
          ...pick('relationship'),
          ...(v.sexuality
            ? { sexuality: v.sexuality as TProfileUpdate['sexuality'], sexuality_consent: consent }
            : {}),
        } as TProfileUpdate;
        // Only whom they look for answered: nothing of the profile to save.
        if (Object.keys(update).length === 0) onNext();
        else void save(update);
      }}
    >
      <fieldset className="mb-3">
        <legend className="form-label fs-6 fw-semibold">{t('steps.looking_for')}</legend>
        <div className="chip-group">
          {LOOKING_FOR.map(([value, key]) => (
            <label key={value} className="chip">
              <input
                type="radio"
                className="chip-input"
                name="looking_for"
                value={value}
                checked={lookingFor === value}
                onChange={() => setLookingFor(value)}
              />
              <span className="chip-face">{t(key)}</span>
            </label>
          ))}
        </div>
        <div className="form-text">{t('steps.looking_for_help')}</div>
      </fieldset>
      <SelectField
        label={t('profile.gender')}
        value={v.gender}
        onChange={set('gender')}
        options={fieldOptions(['male', 'female'] as const, 'gender', t)}
        error={form.errors.gender}
      />
      <SelectField
        label={t('profile.sexuality')}
        value={v.sexuality}
        onChange={set('sexuality')}
        options={fieldOptions(SEXUALITIES, 'sexuality', t)}
        error={form.errors.sexuality}
      />
      {v.sexuality && (
        <div className="form-check mb-3">
          <input
            id={consentId}
            type="checkbox"
            className={`form-check-input${form.errors.sexuality_consent ? ' is-invalid' : ''}`}
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
          />
          <label className="form-check-label small" htmlFor={consentId}>
            {t('profile.sexuality_consent')}
          </label>
          {form.errors.sexuality_consent && (
            <div className="invalid-feedback d-block">{form.errors.sexuality_consent}</div>
          )}
        </div>
      )}
      <SelectField
        label={t('profile.hair')}
        value={v.hair}
        onChange={set('hair')}
        options={fieldOptions(HAIR_COLORS, 'hair', t)}
      />
      <SelectField
        label={t('profile.eyes')}
        value={v.eyes}
        onChange={set('eyes')}
        options={fieldOptions(EYE_COLORS, 'eyes', t)}
      />
      <SelectField
        label={t('profile.body')}
        value={v.body}
        onChange={set('body')}
        options={fieldOptions(BODY_TYPES, 'body', t)}
      />
      <SelectField
        label={t('profile.relationship')}
        value={v.relationship}
        onChange={set('relationship')}
        options={fieldOptions(RELATIONSHIP_STATUSES, 'relationship', t)}
      />
    </StepFrame>
  );
}

/** Step 4: the about-me text. */
export function AboutStep({ onNext }: TStepProps) {
  const { t } = useI18n();
  const id = useId();
  const { form, busy, save } = useStepSave(onNext);
  const [about, setAbout] = useState('');
  // The sign-up form's introduction is already the about-me text: shown here, never typed twice.
  useEffect(() => {
    let live = true;
    api.get<{ profile: { about: string } }>('/api/profile.php').then(
      (answer) => live && setAbout((typed) => typed || (answer?.profile.about ?? '')),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <StepFrame
      title={t('steps.about_title')}
      lead={t('steps.about_lead')}
      skip={t('steps.skip_about')}
      busy={busy}
      formError={form.formError}
      onSkip={onNext}
      onSave={() => save({ about })}
    >
      <label className="form-label" htmlFor={id}>
        {t('profile.about')}
      </label>
      <textarea
        id={id}
        className={`form-control${form.errors.about ? ' is-invalid' : ''}`}
        rows={5}
        maxLength={2000}
        value={about}
        onChange={(e) => setAbout(e.target.value)}
      />
      {form.errors.about && <div className="invalid-feedback d-block">{form.errors.about}</div>}
    </StepFrame>
  );
}

/** The steps after step 0 (spec section 4), each skippable; the last asks for push permission. */
export const PROFILE_STEPS = [PhotoStep, LocationStep, PersonalStep, AboutStep, PushStep];
