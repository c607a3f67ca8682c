import { defineEndpoints } from '../endpoint.ts';
import {
  ZActivateQuery,
  ZActivateResponse,
  ZCredentials,
  ZDeleteAccountInput,
  ZEmailChangeInput,
  ZEmailInput,
  ZLanguageInput,
  ZOkResponse,
  ZPasswordChangeInput,
  ZPasswordResetInput,
  ZSignupInput,
  ZTokenInput,
  ZUserResponse,
} from '../api/account.ts';

const errors = [400, 401, 403, 404, 409, 429] as const;

/** Accounts (spec sections 3, 4 and 7): sign-up, the session, and the links of the account mails. */
export const accountsEndpoints = defineEndpoints({
  'POST /api/signup.php': {
    summary: 'Sign up (spec section 3, signup form)',
    body: ZSignupInput,
    status: 201,
    response: ZUserResponse,
    errors,
  },
  'POST /api/user.php': {
    summary: 'Log in (spec section 7)',
    body: ZCredentials,
    response: ZUserResponse,
    errors,
  },
  'GET /api/user.php': {
    summary: 'The current member, or null for a visitor',
    response: ZUserResponse,
    errors: [401],
  },
  'PUT /api/user.php': {
    summary: 'Save the language (spec section 7)',
    body: ZLanguageInput,
    response: ZUserResponse,
    errors,
  },
  'GET /api/logout.php': {
    summary: 'Log out: ends the session on the server',
    response: ZOkResponse,
  },
  'GET /api/activate.php': {
    summary: 'The activation link of the e-mail; redirects to activate-done or activate-error',
    query: ZActivateQuery,
    response: ZActivateResponse,
  },
  'POST /api/activation-mail.php': {
    summary: 'Send the activation mail again',
    response: ZOkResponse,
    errors,
  },
  'POST /api/password-reset.php': {
    summary: 'Mail a password-reset link',
    body: ZEmailInput,
    response: ZOkResponse,
    errors,
  },
  'GET /api/password-reset-do.php': {
    summary: 'Whether a reset link still works, as its page opens (uses nothing)',
    query: ZTokenInput,
    response: ZOkResponse,
    errors,
  },
  'POST /api/password-reset-do.php': {
    summary: 'Set a new password from a reset link',
    body: ZPasswordResetInput,
    response: ZUserResponse,
    errors,
  },
  'PUT /api/password.php': {
    summary: 'Change the password',
    body: ZPasswordChangeInput,
    response: ZOkResponse,
    errors,
  },
  'POST /api/email-change.php': {
    summary: 'Mail a confirmation link to a new address',
    body: ZEmailChangeInput,
    response: ZOkResponse,
    errors,
  },
  'POST /api/email-change-do.php': {
    summary: 'Confirm a new e-mail address',
    body: ZTokenInput,
    response: ZOkResponse,
    errors,
  },
  'POST /api/delete-account.php': {
    summary: 'Delete the account (reversible for 14 days)',
    body: ZDeleteAccountInput,
    response: ZOkResponse,
    errors,
  },
  'POST /api/reactivate.php': {
    summary: 'Restore a deleted account from the e-mail link',
    body: ZTokenInput,
    response: ZUserResponse,
    errors,
  },
});
