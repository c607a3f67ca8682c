import { useI18n } from '../lib/i18n.tsx';
import { useSite } from '../lib/use-root-data.ts';

/** Adults only, and the disclosure of fictional profiles (architecture principle 8). */
export function Disclaimer() {
  const { t } = useI18n();
  const { settings } = useSite();
  const params = {
    site_name: settings.name,
    min_age: settings.minimum_age,
    fictional_plural: settings.fictional_plural,
    fictional_icon: settings.fictional_icon,
  };
  return (
    <div className="disclaimer">
      <p className="mb-1">{t('disclaimer.adults', params)}</p>
      <p className="mb-0">{t('disclaimer.fictional', params)}</p>
    </div>
  );
}
