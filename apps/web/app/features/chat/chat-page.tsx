import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { loginThenBack } from '../../lib/return-path.ts';
import { useSignupModal } from '../../lib/signup-modal.tsx';
import { withoutTracking } from '../../lib/tracking.ts';
import { metaT, siteTitle } from '../../lib/meta-t.ts';
import { countedTitle } from '../../lib/badge.ts';
import { ChatIcon } from '../../ui/icons.tsx';

/**
 * The chats screen (spec section 2): the conversation list, and the conversation in a column
 * at most 800 px wide. With a conversation open, the list hides below 992 px; without one, the
 * list is the page on phones and the wide column invites a choice (blank while the list is
 * empty: app.css, `.chat-list-empty`).
 */
export function ChatPage({ list, children }: { list: ReactNode; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="chat-page">
      <div className={`chat-list-col ${children ? 'd-none d-lg-flex' : 'd-flex'}`}>{list}</div>
      {children ? (
        <div className="chat-col">{children}</div>
      ) : (
        <div className="chat-col chat-col-empty d-none d-lg-flex">
          <ChatIcon size={48} />
          <p className="mt-3 mb-0">{t('chat.select')}</p>
        </div>
      )}
    </div>
  );
}

/**
 * Visitors on a chat page (spec section 6): 'You need to be logged in to chat', with sign-up
 * first and logging in second.
 */
export function ChatLoginRequired({ message }: { message?: string }) {
  const { t } = useI18n();
  const location = useLocation();
  const signup = useSignupModal();
  return (
    <div className="container py-5 overflow-auto">
      <div className="card card-soft p-4 mx-auto text-center" style={{ maxWidth: 440 }}>
        <span className="text-brand mb-2" aria-hidden="true">
          <ChatIcon size={40} />
        </span>
        <h1 className="h4 fw-bold">{message ?? t('chat.login_required')}</h1>
        <p className="text-secondary mb-0">{t('visitor.signup_hint')}</p>
        {/* Visitors here are mostly new: signing up comes first. */}
        <button type="button" className="btn btn-brand rounded-pill mt-3" onClick={signup.open}>
          {t('index.cta_signup')}
        </button>
        <Link
          to={loginThenBack(withoutTracking(location.pathname + location.search))}
          className="btn btn-outline-brand rounded-pill mt-2"
        >
          {t('index.cta_login')}
        </Link>
      </div>
    </div>
  );
}

/** The title of a conversation page: the partner's name, or 'Messages' for visitors. */
export function chatTitle(
  data: { loggedIn: boolean; chat?: { partner: { name: string } } } | undefined,
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
) {
  const { root, t } = metaT(matches);
  if (!root) return [];
  const name = data?.loggedIn && data.chat ? data.chat.partner.name : t('chat.title');
  return [{ title: countedTitle(siteTitle(name, root.settings.name), root.user) }];
}
