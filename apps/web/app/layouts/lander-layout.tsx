import { Link, Outlet } from 'react-router';
import { useSite } from '../lib/use-root-data.ts';
import { EntryWarning } from '../ui/entry-warning.tsx';
import { HeartIcon } from '../ui/icons.tsx';
import { SiteFooter } from '../ui/site-footer.tsx';

/** Lander layout (spec section 2): logo bar, content, footer and disclaimer; entry warning for NL/DE. */
export default function LanderLayout() {
  const { settings } = useSite();
  return (
    <>
      <header className="lander-bar">
        <div className="container py-2">
          <Link to="/" className="site-logo d-inline-flex align-items-center gap-2">
            <HeartIcon size={24} />
            <span>{settings.name}</span>
          </Link>
        </div>
      </header>
      <main id="content">
        <Outlet />
      </main>
      <SiteFooter />
      <EntryWarning onlyCountries={['NL', 'DE']} />
    </>
  );
}
