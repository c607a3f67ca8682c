import { createContext, useContext } from 'react';

/** Opens the sign-up: a modal on desktop, the /signup page on a phone (spec section 2). */
export const SignupModalContext = createContext<{ open: () => void } | null>(null);

/**
 * Every layout that shows a sign-up button provides the modal; without the provider the button
 * would do nothing (a lander once shipped that way), so a missing provider fails loudly.
 */
export function useSignupModal() {
  const context = useContext(SignupModalContext);
  if (!context) throw new Error('useSignupModal needs a SignupModalProvider in the layout');
  return context;
}

export const DESKTOP_QUERY = '(min-width: 768px)';
