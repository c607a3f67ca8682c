import { defineEndpoints } from '../endpoint.ts';
import { ZOkResponse } from '../api/account.ts';
import { ZBlockedResponse, ZBlockInput, ZPrivacyInput } from '../api/profile.ts';

const errors = [400, 401, 404] as const;

/** Invisible mode, privacy mode, blocking and unblocking. */
export const privacyEndpoints = defineEndpoints({
  'PUT /api/privacy.php': {
    summary: 'Turn invisible mode or privacy mode on or off',
    body: ZPrivacyInput,
    response: ZOkResponse,
    errors,
  },
  'GET /api/blocks.php': {
    summary: 'Members I blocked',
    response: ZBlockedResponse,
    errors: [401],
  },
  'POST /api/block.php': {
    summary: 'Block a member',
    body: ZBlockInput,
    response: ZOkResponse,
    errors,
  },
  'DELETE /api/block.php': {
    summary: 'Unblock a member',
    body: ZBlockInput,
    response: ZOkResponse,
    errors,
  },
});
