import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { whenIdle } from '../../lib/idle-prefetch.ts';
import { DESKTOP_QUERY, SignupModalContext } from '../../lib/signup-modal.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { Modal } from '../../ui/modal.tsx';
import type { TSignupPhase } from './signup-flow.tsx';
import type { TSignupDraft } from './signup-form.tsx';

/**
 * The sign-up form (its steps, the e-mail spell checker) is not part of every page's scripts: it
 * loads when the modal first opens, or earlier when a desktop visitor's browser is idle.
 */
const loadFlow = () => import('./signup-flow.tsx');
const SignupFlow = lazy(() => loadFlow().then((m) => ({ default: m.SignupFlow })));

/** From the form's submission to its last profile step the sign-up is in progress (spec 4). */
const IN_PROGRESS: ReadonlySet<TSignupPhase> = new Set(['progress', 'steps']);

/**
 * Provides "open sign-up": the modal on desktop, the sign-up page on a phone; logged-in members
 * go to members instead (spec section 2). While the sign-up is in progress the modal cannot be
 * closed by Escape (spec section 4); there is no backdrop close at all. During the profile steps
 * its Close button stays: the account exists, so closing leaves the steps for the member's pages.
 */
export function SignupModalProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { user } = useSite();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<TSignupPhase>('form');
  // Closing the form (Escape, Close) before signing up keeps what was typed for the next opening.
  const [draft, setDraft] = useState<TSignupDraft | null>(null);
  const close = useCallback(() => {
    setOpen(false);
    setPhase('form');
    // Once the account exists the page shows the new member (account menu, activation
    // reminder); the home page sends them on to members.
    if (phase === 'steps' || phase === 'complete') void revalidator.revalidate();
  }, [phase, revalidator]);
  useEffect(() => {
    if (user || !window.matchMedia(DESKTOP_QUERY).matches) return;
    return whenIdle(() => void loadFlow().catch(() => undefined));
  }, [user]);
  const openSignup = useCallback(() => {
    if (user) navigate('/members');
    else if (window.matchMedia(DESKTOP_QUERY).matches) setOpen(true);
    else navigate('/signup');
  }, [user, navigate]);

  return (
    <SignupModalContext.Provider value={{ open: openSignup }}>
      {children}
      {open && (
        <Modal
          title={t('signup.title')}
          onEscape={IN_PROGRESS.has(phase) ? undefined : close}
          footer={
            phase === 'progress' ? null : (
              <button type="button" className="btn btn-link text-secondary" onClick={close}>
                {t('common.close')}
              </button>
            )
          }
        >
          <Suspense
            fallback={
              <div className="text-center py-4">
                <span className="spinner-border text-brand" role="status">
                  <span className="visually-hidden">{t('app.loading')}</span>
                </span>
              </div>
            }
          >
            <SignupFlow onPhase={setPhase} onClose={close} draft={draft} onDraft={setDraft} />
          </Suspense>
        </Modal>
      )}
    </SignupModalContext.Provider>
  );
}
