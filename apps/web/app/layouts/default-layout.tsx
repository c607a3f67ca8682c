import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { ActivationReminder } from '../features/accounts/activation-reminder.tsx';
import { SignupModalProvider } from '../features/accounts/signup-modal.tsx';
import { EnrichAlert } from '../features/profiles/enrich-alert.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { EntryWarning } from '../ui/entry-warning.tsx';
import { ErrorView } from '../ui/error-view.tsx';
import { SiteFooter } from '../ui/site-footer.tsx';
import { TopNav } from '../ui/top-nav.tsx';

/**
 * Default layout (spec section 2): top navigation, alert banners, content, footer with the
 * disclaimer, entry warning. The signup, time-bonus and like modals and the banners join it with
 * the features that own them.
 */
function DefaultFrame({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <SignupModalProvider>
      <a href="#content" className="skip-link btn btn-light">
        {t('app.skip_to_content')}
      </a>
      <TopNav />
      <ActivationReminder />
      <EnrichAlert />
      <main id="content">{children}</main>
      <SiteFooter />
      <EntryWarning />
    </SignupModalProvider>
  );
}

export default function DefaultLayout() {
  return (
    <DefaultFrame>
      <Outlet />
    </DefaultFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <DefaultFrame>
      <div className="container">
        <ErrorView error={isRouteErrorResponse(error) || error instanceof Error ? error : null} />
      </div>
    </DefaultFrame>
  );
}
