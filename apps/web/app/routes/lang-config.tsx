import { titleMeta } from '../lib/meta-t.ts';
import { useId, useState } from 'react';
import type { MetaFunction } from 'react-router';
import { LOCALES, type TLocale } from '@cupido/contract/browser';
import { useI18n } from '../lib/i18n.tsx';
import { useSite } from '../lib/use-root-data.ts';
import { endonym, useLanguageChoice } from '../ui/language-select.tsx';
import { PageCard } from '../ui/page-card.tsx';

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'langconfig.title')];

/**
 * lang-config (spec sections 2 and 5): the interface language, chosen among those the site
 * offers and those the dropdown's country rule shows this visitor or member.
 */
export default function LangConfig() {
  const { t } = useI18n();
  const id = useId();
  const { settings } = useSite();
  const { locales, locale, choose } = useLanguageChoice();
  // The dropdown's languages (spec section 5) and every language the site itself offers.
  const offered = LOCALES.filter((l) => locales.includes(l) || settings.languages.includes(l));
  const [saved, setSaved] = useState(false);
  return (
    <PageCard title={t('langconfig.title')}>
      <fieldset>
        <legend className="fs-6 text-secondary mb-3">{t('langconfig.lead')}</legend>
        {offered.map((l: TLocale) => (
          <div className="form-check mb-2" key={l}>
            <input
              className="form-check-input"
              type="radio"
              name="language"
              id={`${id}-${l}`}
              value={l}
              checked={l === locale}
              onChange={async () => {
                setSaved(false);
                await choose(l);
                setSaved(true);
              }}
            />
            <label className="form-check-label" htmlFor={`${id}-${l}`} lang={l}>
              {endonym(l)}
            </label>
          </div>
        ))}
      </fieldset>
      <p className="small text-success mb-0" role="status">
        {saved ? t('langconfig.saved') : ''}
      </p>
    </PageCard>
  );
}
