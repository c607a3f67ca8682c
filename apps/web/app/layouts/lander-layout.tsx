import { Link, Outlet, type LinksFunction } from 'react-router';
import landersCssHref from '../styles/landers.css?url';
import { SignupModalProvider } from '../features/accounts/signup-modal.tsx';
import { useSite } from '../lib/use-root-data.ts';
import { EntryWarning, NARROW_WARNING_COUNTRIES } from '../ui/entry-warning.tsx';
import { errorPageMeta, RouteErrorView } from '../ui/error-view.tsx';
import { HeartIcon } from '../ui/icons.tsx';
import { SiteFooter } from '../ui/site-footer.tsx';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: landersCssHref, precedence: 'default' },
];

/**
 * Lander layout (spec section 2): logo bar, content, footer and disclaimer; entry warning for
 * NL/DE; the sign-up modal, since sign-up is what a lander is for.
 */
function LanderFrame({ children }: { children: React.ReactNode }) {
  const { settings } = useSite();
  return (
    <SignupModalProvider>
      <header className="lander-bar">
        <div className="container py-2">
          <Link to="/" className="site-logo d-inline-flex align-items-center gap-2">
            <HeartIcon size={24} />
            <span>{settings.name}</span>
          </Link>
        </div>
      </header>
      <main id="content" className="lander-main d-flex flex-column">
        {children}
      </main>
      <SiteFooter />
      <EntryWarning onlyCountries={NARROW_WARNING_COUNTRIES} />
    </SignupModalProvider>
  );
}

export default function LanderLayout() {
  return (
    <LanderFrame>
      <Outlet />
    </LanderFrame>
  );
}

/** The pages' own meta, or the error's while the layout shows one (an ad's dead link). */
export const meta = errorPageMeta;

export function ErrorBoundary() {
  return (
    <LanderFrame>
      <div className="container">
        <RouteErrorView />
      </div>
    </LanderFrame>
  );
}
