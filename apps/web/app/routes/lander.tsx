import { redirect, type LoaderFunctionArgs } from 'react-router';
import { landingSlug } from '@cupido/contract';
import { Hero } from '../features/landing/hero.tsx';
import { SellingPoints } from '../features/landing/selling-points.tsx';
import { loadRootData } from '../lib/root-data.server.ts';
import { useSite } from '../lib/use-root-data.ts';

/** Landing pages for campaigns. The slug 'auto' becomes the locale, en as 'eng' (spec section 2). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (params.slug === 'auto') {
    const { locale } = await loadRootData(request, context);
    const url = new URL(request.url);
    const path = url.pathname.replace(/\/auto\/?$/, `/${landingSlug('auto', locale)}`);
    throw redirect(`${path}${url.search}`);
  }
  return null;
}

export default function Lander() {
  const { settings } = useSite();
  return (
    <>
      <Hero title={settings.index_title} />
      <SellingPoints />
    </>
  );
}
