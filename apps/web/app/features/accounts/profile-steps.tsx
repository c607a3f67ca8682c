import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  BODY_TYPES,
  COUNTRIES,
  EYE_COLORS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  type TRegionsResponse,
  type TUser,
} from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { CallForm, CallFormAlert } from '../../ui/call-form.tsx';
import { searchGenderCookie } from '../../lib/cookies.ts';
import { useFormErrors } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { displayNames } from '../../lib/intl-format.ts';
import { regionLabel } from '../../lib/region-label.ts';
import { fieldOptions, SelectField } from '../../ui/select-field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { AboutField } from '../../ui/about-field.tsx';
import { SexualityConsent } from '../../ui/sexuality-consent.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { LocateButton } from '../../ui/locate-button.tsx';
import { PushStep } from './push-step.tsx';

type TStepProps = { user: TUser; onNext: () => void };

/** A step's form: saves part of the profile, shows the API's errors, moves on when saved. */
function StepFrame(props: {
  title: string;
  lead: string;
  skip: string;
  /** Nothing of the profile to save: the button moves on without a call. */
  nothing?: boolean;
  onSaved: () => void;
  onSkip: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <CallForm call="PUT /api/profile.php" ownAlert onDone={props.onSaved}>
      <h2 className="h5">{props.title}</h2>
      <p className="text-secondary">{props.lead}</p>
      <CallFormAlert />
      {props.children}
      <div className="d-flex flex-column gap-2 mt-3">
        {props.nothing ? (
          <button type="button" className="btn btn-brand rounded-pill" onClick={props.onSaved}>
            {t('steps.save')}
          </button>
        ) : (
          <SubmitButton className="btn btn-brand rounded-pill">{t('steps.save')}</SubmitButton>
        )}
        <button type="button" className="btn btn-link text-secondary" onClick={props.onSkip}>
          {props.skip}
        </button>
      </div>
    </CallForm>
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
      const answer = await call('POST /api/photos.php', { form: data });
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
            accept="image/jpeg,image/png,image/webp"
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

/** Step 2: country, region (named with the country's own word) and city. */
export function LocationStep({ user, onNext }: TStepProps) {
  const { t, locale } = useI18n();
  const [regions, setRegions] = useState<TRegionsResponse['regions']>({});
  const [country, setCountry] = useState(user.country ?? '');
  const [region, setRegion] = useState('');
  const [city, setCity] = useState('');
  useEffect(() => {
    void call('GET /api/regions.php')
      .then((r) => r && setRegions(r.regions))
      .catch(() => undefined);
  }, []);
  const names = displayNames(locale, 'region');
  const local = regions[country as keyof typeof regions];
  return (
    <StepFrame
      title={t('steps.location_title')}
      lead={t('steps.location_lead')}
      skip={t('steps.skip_location')}
      onSkip={onNext}
      onSaved={onNext}
    >
      <LocateButton
        className="mb-3"
        onFound={(place) => {
          setCountry(place.country);
          setRegion(place.region);
          setCity(place.city);
        }}
      />
      <SelectField
        label={t('profile.country')}
        // No country chosen is no change (the API takes none but a country).
        name={country ? 'country' : undefined}
        value={country}
        onChange={(v) => {
          setCountry(v);
          setRegion('');
        }}
        options={COUNTRIES.map((c) => ({ value: c, label: names.of(c) ?? c }))}
      />
      {local && (
        <SelectField
          label={t(regionLabel(country, local.word))}
          name="region"
          value={region}
          onChange={setRegion}
          options={local.regions.map((r) => ({ value: r.code, label: r.name }))}
        />
      )}
      <TextField
        label={t('profile.city')}
        name="city"
        maxLength={80}
        value={city}
        onChange={(e) => setCity(e.target.value)}
        autoComplete="address-level2"
      />
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
 * then personal details; sexuality only with explicit consent (special-category data). Only
 * the details chosen are sent.
 */
export function PersonalStep({ onNext }: TStepProps) {
  const { t } = useI18n();
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
  const named = (k: keyof typeof v) => (v[k] ? k : undefined);
  const saved = () => {
    if (lookingFor) document.cookie = searchGenderCookie(lookingFor);
    onNext();
  };
  return (
    <StepFrame
      title={t('steps.personal_title')}
      lead={t('steps.personal_lead')}
      skip={t('steps.skip_personal')}
      // Only whom they look for answered: nothing of the profile to save.
      nothing={!Object.values(v).some(Boolean)}
      onSkip={onNext}
      onSaved={saved}
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
        name={named('gender')}
        value={v.gender}
        onChange={set('gender')}
        options={fieldOptions(['male', 'female'] as const, 'gender', t)}
      />
      <SelectField
        label={t('profile.sexuality')}
        name={named('sexuality')}
        value={v.sexuality}
        onChange={set('sexuality')}
        options={fieldOptions(SEXUALITIES, 'sexuality', t)}
      />
      {v.sexuality && <SexualityConsent checked={consent} onChange={setConsent} />}
      <SelectField
        label={t('profile.hair')}
        name={named('hair')}
        value={v.hair}
        onChange={set('hair')}
        options={fieldOptions(HAIR_COLORS, 'hair', t)}
      />
      <SelectField
        label={t('profile.eyes')}
        name={named('eyes')}
        value={v.eyes}
        onChange={set('eyes')}
        options={fieldOptions(EYE_COLORS, 'eyes', t)}
      />
      <SelectField
        label={t('profile.body')}
        name={named('body')}
        value={v.body}
        onChange={set('body')}
        options={fieldOptions(BODY_TYPES, 'body', t)}
      />
      <SelectField
        label={t('profile.relationship')}
        name={named('relationship')}
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
  const [about, setAbout] = useState('');
  // The sign-up form's introduction is already the about-me text: shown here, never typed twice.
  useEffect(() => {
    let live = true;
    call('GET /api/profile.php').then(
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
      onSkip={onNext}
      onSaved={onNext}
    >
      <AboutField value={about} onChange={setAbout} className="" />
    </StepFrame>
  );
}

/** The steps after step 0 (spec section 4), each skippable; the last asks for push permission. */
export const PROFILE_STEPS = [PhotoStep, LocationStep, PersonalStep, AboutStep, PushStep];
