import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import {
  BODY_TYPES,
  COUNTRIES,
  EYE_COLORS,
  HAIR_COLORS,
  INTERESTS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
  ZProfileUpdate,
  type TOwnProfile,
  type TProfileUpdate,
  type TRegionsResponse,
} from '@cupido/contract';
import type { TMessageKey } from '@cupido/i18n';
import { api } from '../../lib/api.ts';
import { useFormErrors } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useEarlyInput } from '../../lib/use-early-input.ts';
import { fieldOptions, SelectField } from '../../ui/select-field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { useToast } from '../../ui/toast.tsx';

/** The details chosen from a list, each with its allowed values (spec section 3). */
const APPEARANCE = [
  ['hair', HAIR_COLORS],
  ['eyes', EYE_COLORS],
  ['body', BODY_TYPES],
  ['relationship', RELATIONSHIP_STATUSES],
] as const;

type TValues = Record<
  | 'country'
  | 'region'
  | 'city'
  | 'gender'
  | 'sexuality'
  | 'hair'
  | 'eyes'
  | 'body'
  | 'relationship'
  | 'tattoos'
  | 'reason'
  | 'about',
  string
>;

function initial(p: TOwnProfile): TValues {
  const s = (v: string | null) => v ?? '';
  return {
    country: p.country,
    region: s(p.region),
    city: s(p.city),
    gender: s(p.gender),
    sexuality: s(p.sexuality),
    hair: s(p.hair),
    eyes: s(p.eyes),
    body: s(p.body),
    relationship: s(p.relationship),
    tattoos: p.tattoos === null ? '' : String(p.tattoos),
    reason: s(p.reason),
    about: p.about,
  };
}

/** Every field of the profile (spec section 3), with explicit consent for sexuality. */
export function ProfileDetailsForm({
  profile,
  regions,
}: {
  profile: TOwnProfile;
  regions: TRegionsResponse['regions'];
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const revalidator = useRevalidator();
  const form = useFormErrors();
  const [v, setV] = useState(initial(profile));
  const [interests, setInterests] = useState<string[]>(profile.interests);
  const [consent, setConsent] = useState(profile.sexuality !== null);
  const toast = useToast();
  const set = (k: keyof TValues) => (value: string) => {
    setV((o) => ({ ...o, [k]: value }));
  };
  const cityRef = useEarlyInput<HTMLInputElement>(v.city, set('city'));
  const aboutRef = useEarlyInput<HTMLTextAreaElement>(v.about, set('about'));
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const local = regions[v.country as keyof typeof regions];
  const orNull = (value: string) => value || null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const update = {
      country: v.country,
      region: orNull(v.region),
      city: orNull(v.city.trim()),
      ...(v.gender ? { gender: v.gender } : {}),
      sexuality: orNull(v.sexuality),
      sexuality_consent: consent,
      hair: orNull(v.hair),
      eyes: orNull(v.eyes),
      body: orNull(v.body),
      relationship: orNull(v.relationship),
      tattoos: v.tattoos === '' ? null : v.tattoos === 'true',
      reason: orNull(v.reason),
      about: v.about,
      interests,
    } as TProfileUpdate;
    const parsed = ZProfileUpdate.safeParse(update);
    if (!parsed.success) return void form.fromIssues(parsed.error.issues);
    try {
      await api.put('/api/profile.php', parsed.data);
      form.clear();
      toast(t('common.saved'));
      await revalidator.revalidate();
    } catch (error) {
      form.fromError(error);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="h5">
        {t('my_profile.details_title')}
      </h2>
      <FormAlert message={form.formError} />
      <div className="row">
        <div className="col-md-4">
          <SelectField
            label={t('profile.country')}
            value={v.country}
            onChange={(c) => {
              set('country')(c);
              set('region')('');
            }}
            error={form.errors.country}
            options={COUNTRIES.map((c) => ({ value: c, label: names.of(c) ?? c }))}
          />
        </div>
        <div className="col-md-4">
          {local && (
            <SelectField
              label={t(`region.${local.word}` as TMessageKey)}
              value={v.region}
              onChange={set('region')}
              error={form.errors.region}
              options={local.regions.map((r) => ({ value: r.code, label: r.name }))}
            />
          )}
        </div>
        <div className="col-md-4 mb-3">
          <label className="form-label" htmlFor={`${id}-city`}>
            {t('profile.city')}
          </label>
          <input
            ref={cityRef}
            id={`${id}-city`}
            className={`form-control${form.errors.city ? ' is-invalid' : ''}`}
            maxLength={80}
            value={v.city}
            onChange={(e) => set('city')(e.target.value)}
          />
          {form.errors.city && <div className="invalid-feedback d-block">{form.errors.city}</div>}
        </div>
        <div className="col-md-4">
          <SelectField
            label={t('profile.gender')}
            value={v.gender}
            onChange={set('gender')}
            options={fieldOptions(['male', 'female'], 'gender', t)}
            error={form.errors.gender}
          />
        </div>
        <div className="col-md-4">
          <SelectField
            label={t('profile.sexuality')}
            value={v.sexuality}
            onChange={set('sexuality')}
            options={fieldOptions(SEXUALITIES, 'sexuality', t)}
            error={form.errors.sexuality}
          />
        </div>
        <div className="col-md-4">
          <SelectField
            label={t('profile.reason')}
            value={v.reason}
            onChange={set('reason')}
            options={fieldOptions(SIGNUP_REASONS, 'reason', t)}
          />
        </div>
      </div>
      {v.sexuality && (
        <div className="form-check mb-3">
          <input
            id={`${id}-consent`}
            type="checkbox"
            className={`form-check-input${form.errors.sexuality_consent ? ' is-invalid' : ''}`}
            checked={consent}
            onChange={(e) => {
              setConsent(e.target.checked);
            }}
          />
          <label className="form-check-label small" htmlFor={`${id}-consent`}>
            {t('profile.sexuality_consent')}
          </label>
          {form.errors.sexuality_consent && (
            <div className="invalid-feedback d-block">{form.errors.sexuality_consent}</div>
          )}
        </div>
      )}
      <div className="row">
        {APPEARANCE.map(([field, values]) => (
          <div key={field} className="col-6 col-md-4">
            <SelectField
              label={t(`profile.${field}`)}
              value={v[field]}
              onChange={set(field)}
              options={fieldOptions(values, field, t)}
            />
          </div>
        ))}
        <div className="col-6 col-md-4">
          <SelectField
            label={t('profile.tattoos')}
            value={v.tattoos}
            onChange={set('tattoos')}
            options={[
              { value: 'true', label: t('common.yes') },
              { value: 'false', label: t('common.no') },
            ]}
          />
        </div>
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('profile.interests')}</legend>
        <div className="d-flex flex-wrap gap-2">
          {INTERESTS.map((interest) => {
            const checked = interests.includes(interest);
            return (
              <span key={interest}>
                <input
                  type="checkbox"
                  className="btn-check"
                  id={`${id}-i-${interest}`}
                  checked={checked}
                  disabled={!checked && interests.length >= 20}
                  onChange={() => {
                    setInterests((list) =>
                      checked ? list.filter((x) => x !== interest) : [...list, interest],
                    );
                  }}
                />
                <label
                  className="btn btn-sm btn-outline-secondary rounded-pill"
                  htmlFor={`${id}-i-${interest}`}
                >
                  {t(`interest.${interest}` as TMessageKey)}
                </label>
              </span>
            );
          })}
        </div>
      </fieldset>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-about`}>
          {t('profile.about')}
        </label>
        <textarea
          ref={aboutRef}
          id={`${id}-about`}
          className={`form-control${form.errors.about ? ' is-invalid' : ''}`}
          rows={5}
          maxLength={2000}
          value={v.about}
          onChange={(e) => set('about')(e.target.value)}
        />
        {form.errors.about && <div className="invalid-feedback d-block">{form.errors.about}</div>}
      </div>
      <div className="d-flex align-items-center gap-3">
        <button type="submit" className="btn btn-brand rounded-pill px-4">
          {t('my_profile.save')}
        </button>
      </div>
    </form>
  );
}
