import { redirect, type LoaderFunctionArgs } from 'react-router';
import { Hero } from '../features/landing/hero.tsx';
import { SellingPoints } from '../features/landing/selling-points.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { loadRootData } from '../lib/root-data.server.ts';

/** The home page invites visitors to sign up; a member has nothing to sign up for and goes to the members area. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await loadRootData(request, context);
  if (user) throw redirect('/members');
  return null;
}

export default function Index() {
  const { t } = useI18n();
  return (
    <>
      <Hero title={t('index.hero_title')} />
      <SellingPoints />
    </>
  );
}
