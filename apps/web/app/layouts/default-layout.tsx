import { Outlet, useMatches } from 'react-router';
import { SignupModalProvider } from '../features/accounts/signup-modal.tsx';
import { TimeBonus } from '../features/offers/time-bonus.tsx';
import { PageNotice } from '../ui/page-notice.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { EntryWarning } from '../ui/entry-warning.tsx';
import { errorPageMeta, RouteErrorView } from '../ui/error-view.tsx';
import { SiteFooter } from '../ui/site-footer.tsx';
import { TopNav } from '../ui/top-nav.tsx';
import { LikesModals, MemberBanners, TabBar } from './lazy-member-parts.ts';

/**
 * Default layout (spec section 2): top navigation, alert banners, content, footer with the
 * disclaimer, entry warning. The signup, time-bonus and like modals and the banners join it with
 * the features that own them.
 */
function DefaultFrame({
  children,
  failed = false,
}: {
  children: React.ReactNode;
  /** The page is the error page: no longer the members area, whatever the address. */
  failed?: boolean;
}) {
  const { t } = useI18n();
  // Spec section 2: the language dropdown is hidden on complete-signup.
  const showLanguage = !useMatches().some((m) => m.id === 'complete-signup');
  return (
    <SignupModalProvider>
      <a href="#content" className="skip-link btn btn-light">
        {t('app.skip_to_content')}
      </a>
      <TopNav showLanguage={showLanguage} />
      <main id="content">
        {/* The banners belong to the page's content (inside the main landmark). */}
        <TimeBonus outsideArea={failed} />
        <PageNotice />
        <MemberBanners />
        {children}
      </main>
      <SiteFooter />
      <TabBar />
      <EntryWarning />
      <LikesModals />
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

/** The pages' own meta, or the error's while the layout shows one. */
export const meta = errorPageMeta;

export function ErrorBoundary() {
  return (
    <DefaultFrame failed>
      <div className="container">
        <RouteErrorView />
      </div>
    </DefaultFrame>
  );
}
