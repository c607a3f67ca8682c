import { createContext, useContext } from 'react';

/** Opens the sign-up: a modal on desktop, the /signup page on a phone (spec section 2). */
export const SignupModalContext = createContext<{ open: () => void }>({ open: () => {} });

export function useSignupModal() {
  return useContext(SignupModalContext);
}

export const DESKTOP_QUERY = '(min-width: 768px)';
