import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { DESKTOP_QUERY, SignupModalContext } from '../../lib/signup-modal.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { Modal } from '../../ui/modal.tsx';
import { SignupFlow, type TSignupPhase } from './signup-flow.tsx';

/**
 * Provides "open sign-up": the modal on desktop, the sign-up page on a phone; logged-in members
 * go to members instead (spec section 2). While the account is being created the modal cannot
 * be closed by Escape (spec section 4); there is no backdrop close at all.
 */
export function SignupModalProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { user } = useSite();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<TSignupPhase>('form');
  const close = useCallback(() => {
    setOpen(false);
    setPhase('form');
    // After sign-up the page shows the new member (account menu, activation reminder).
    if (phase === 'complete') void revalidator.revalidate();
  }, [phase, revalidator]);
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
          onEscape={phase === 'progress' ? undefined : close}
          footer={
            phase === 'progress' ? null : (
              <button type="button" className="btn btn-link text-secondary" onClick={close}>
                {t('common.close')}
              </button>
            )
          }
        >
          <SignupFlow onPhase={setPhase} onClose={close} />
        </Modal>
      )}
    </SignupModalContext.Provider>
  );
}
