import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSignupModal } from '../lib/signup-modal.tsx';

/**
 * A link to /signup that opens the sign-up: the modal on desktop, the page on a phone. A click
 * with a modifier key (a new tab or window) is left to the browser, which opens /signup there.
 */
export function SignupLink({ className, children }: { className?: string; children: ReactNode }) {
  const signup = useSignupModal();
  return (
    <Link
      to="/signup"
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        signup.open();
      }}
    >
      {children}
    </Link>
  );
}
