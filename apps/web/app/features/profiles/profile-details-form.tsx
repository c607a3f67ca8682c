import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  BODY_TYPES,
  COUNTRIES,
  EYE_COLORS,
  HAIR_COLORS,
  INTERESTS,
  MAX_INTERESTS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
  type TOwnProfile,
  type TRegionsResponse,
} from '@cupido/contract/browser';
import type { TTranslate } from '@cupido/i18n';
import { CallForm, CallFormAlert, useSentValues } from '../../ui/call-form.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { displayNames } from '../../lib/intl-format.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { regionLabel } from '../../lib/region-label.ts';
import { fieldOptions, SelectField } from '../../ui/select-field.tsx';
import { AboutField } from '../../ui/about-field.tsx';
import { SexualityConsent } from '../../ui/sexuality-consent.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useToast } from '../../ui/toast.tsx';
import { LocateButton } from '../../ui/locate-button.tsx';

/** The details chosen from a list, each with its allowed values labelled (spec section 3). */
const appearance = (t: TTranslate) =>
  [
    ['hair', fieldOptions(HAIR_COLORS, 'hair', t)],
    ['eyes', fieldOptions(EYE_COLORS, 'eyes', t)],
    ['body', fieldOptions(BODY_TYPES, 'body', t)],
    ['relationship', fieldOptions(RELATIONSHIP_STATUSES, 'relationship', t)],
  ] as const;

type TValues = Record<
  | 'name'
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

/** The form's fields from the profile, or from what was sent when the API refused it. */
function initial(p: TOwnProfile, sent: Record<string, string>): TValues {
  const s = (k: keyof TValues, v: string | null) => sent[k] ?? v ?? '';
  return {
    name: s('name', p.name),
    country: s('country', p.country),
    region: s('region', p.region),
    city: s('city', p.city),
    gender: s('gender', p.gender),
    sexuality: s('sexuality', p.sexuality),
    hair: s('hair', p.hair),
    eyes: s('eyes', p.eyes),
    body: s('body', p.body),
    relationship: s('relationship', p.relationship),
    tattoos: s('tattoos', p.tattoos === null ? null : String(p.tattoos)),
    reason: s('reason', p.reason),
    about: s('about', p.about),
  };
}

/**
 * Every field of the profile (spec section 3), with explicit consent for sexuality. An empty
 * choice is sent empty, which the form action makes null (no value) for the fields that may have
 * none; gender may not, so no gender chosen is left out (no change), as before.
 */
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
  const hydrated = useHydrated();
  const sent = useSentValues('PUT /api/profile.php');
  const [v, setV] = useState(() => initial(profile, sent));
  const [interests, setInterests] = useState<string[]>(profile.interests);
  const [consent, setConsent] = useState(
    sent.sexuality_consent ? sent.sexuality_consent === 'on' : profile.sexuality !== null,
  );
  const toast = useToast();
  const set = (k: keyof TValues) => (value: string) => {
    setV((o) => ({ ...o, [k]: value }));
  };
  const names = displayNames(locale, 'region');
  const local = regions[v.country as keyof typeof regions];

  return (
    <CallForm
      call="PUT /api/profile.php"
      aria-labelledby={`${id}-title`}
      className="mb-4"
      ownAlert
      onDone={async () => {
        toast(t('common.saved'));
        await revalidator.revalidate();
      }}
    >
      <h2 id={`${id}-title`} className="h5">
        {t('my_profile.details_title')}
      </h2>
      <CallFormAlert />
      <div className="row">
        {/* The name every member sees: a mistake at sign-up is mended here (spec section 5). */}
        <TextField
          className="col-md-6 mb-3"
          label={t('signup.name')}
          name="name"
          autoComplete="nickname"
          maxLength={30}
          value={v.name}
          onChange={(e) => set('name')(e.target.value)}
        />
      </div>
      <LocateButton className="mb-3" onFound={(place) => setV((o) => ({ ...o, ...place }))} />
      <div className="row">
        <div className="col-md-4">
          <SelectField
            label={t('profile.country')}
            name="country"
            value={v.country}
            onChange={(c) => {
              set('country')(c);
              set('region')('');
            }}
            options={COUNTRIES.map((c) => ({ value: c, label: names.of(c) ?? c }))}
          />
        </div>
        <div className="col-md-4">
          {local && (
            <SelectField
              label={t(regionLabel(v.country, local.word))}
              name="region"
              value={v.region}
              onChange={set('region')}
              options={local.regions.map((r) => ({ value: r.code, label: r.name }))}
            />
          )}
        </div>
        <TextField
          className="col-md-4 mb-3"
          label={t('profile.city')}
          name="city"
          maxLength={80}
          value={v.city}
          onChange={(e) => set('city')(e.target.value)}
        />
        <div className="col-md-4">
          <SelectField
            label={t('profile.gender')}
            // No gender chosen is left out (no change): the API takes no empty gender. Before
            // the scripts run the choice is sent as it is, and the API asks for one.
            name={v.gender || !hydrated ? 'gender' : undefined}
            value={v.gender}
            onChange={set('gender')}
            options={fieldOptions(['male', 'female'], 'gender', t)}
          />
        </div>
        <div className="col-md-4">
          <SelectField
            label={t('profile.sexuality')}
            name="sexuality"
            value={v.sexuality}
            onChange={set('sexuality')}
            options={fieldOptions(SEXUALITIES, 'sexuality', t)}
          />
        </div>
        <div className="col-md-4">
          <SelectField
            label={t('profile.reason')}
            name="reason"
            value={v.reason}
            onChange={set('reason')}
            options={fieldOptions(SIGNUP_REASONS, 'reason', t)}
          />
        </div>
      </div>
      {v.sexuality && (
        <SexualityConsent
          checked={consent}
          onChange={(checked) => {
            setConsent(checked);
            // Withdrawing the consent to the stored sexuality erases it: its choice goes too, so
            // the form sends no sexuality (the API refuses one without consent).
            if (!checked && v.sexuality === (profile.sexuality ?? '')) set('sexuality')('');
          }}
        />
      )}
      <div className="row">
        {appearance(t).map(([field, options]) => (
          <div key={field} className="col-12 col-sm-6 col-md-4">
            <SelectField
              label={t(`profile.${field}`)}
              name={field}
              value={v[field]}
              onChange={set(field)}
              options={options}
            />
          </div>
        ))}
        <div className="col-12 col-sm-6 col-md-4">
          <SelectField
            label={t('profile.tattoos')}
            name="tattoos"
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
        <legend className="form-label fs-6 mb-1">{t('profile.interests')}</legend>
        {/* Says why the other interests are greyed out once the maximum is chosen. */}
        <p className="form-text mt-0 mb-2" id={`${id}-interests-limit`}>
          {t('profile.interests_limit', { count: interests.length, max: MAX_INTERESTS })}
        </p>
        {/* Sent with none ticked too: the list is then empty. */}
        <input type="hidden" name="interests" value="" />
        <div className="d-flex flex-wrap gap-2">
          {INTERESTS.map((interest) => {
            const checked = interests.includes(interest);
            return (
              <span key={interest}>
                <input
                  type="checkbox"
                  className="btn-check"
                  id={`${id}-i-${interest}`}
                  name="interests"
                  value={interest}
                  checked={checked}
                  disabled={!checked && interests.length >= MAX_INTERESTS}
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
                  {t(`interest.${interest}`)}
                </label>
              </span>
            );
          })}
        </div>
      </fieldset>
      <AboutField value={v.about} onChange={set('about')} />
      <div className="d-flex align-items-center gap-3">
        <SubmitButton className="btn btn-brand rounded-pill px-4">
          {t('my_profile.save')}
        </SubmitButton>
      </div>
    </CallForm>
  );
}
