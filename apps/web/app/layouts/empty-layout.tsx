import { Link, Outlet } from 'react-router';
import { SignupModalProvider } from '../features/accounts/signup-modal.tsx';
import { useSite } from '../lib/use-root-data.ts';
import { EntryWarning, NARROW_WARNING_COUNTRIES } from '../ui/entry-warning.tsx';
import { errorPageMeta, RouteErrorView } from '../ui/error-view.tsx';
import { HeartIcon } from '../ui/icons.tsx';

/** Empty layout (spec section 2): content, the entry warning for NL/DE, the sign-up modal. */
function EmptyFrame({ children }: { children: React.ReactNode }) {
  const { settings } = useSite();
  return (
    <SignupModalProvider>
      <main id="content" className="pb-4">
        <div className="container pt-3">
          <Link to="/" className="site-logo d-inline-flex align-items-center gap-2">
            <HeartIcon size={24} />
            <span>{settings.name}</span>
          </Link>
        </div>
        {children}
      </main>
      <EntryWarning onlyCountries={NARROW_WARNING_COUNTRIES} />
    </SignupModalProvider>
  );
}

export default function EmptyLayout() {
  return (
    <EmptyFrame>
      <Outlet />
    </EmptyFrame>
  );
}

/** The pages' own meta, or the error's while the layout shows one. */
export const meta = errorPageMeta;

export function ErrorBoundary() {
  return (
    <EmptyFrame>
      <div className="container">
        <RouteErrorView />
      </div>
    </EmptyFrame>
  );
}
