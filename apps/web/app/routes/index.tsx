import { Hero } from '../features/landing/hero.tsx';
import { SellingPoints } from '../features/landing/selling-points.tsx';
import { useI18n } from '../lib/i18n.tsx';

export default function Index() {
  const { t } = useI18n();
  return (
    <>
      <Hero title={t('index.hero_title')} />
      <SellingPoints />
    </>
  );
}
