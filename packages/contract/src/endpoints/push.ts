import { defineEndpoints } from '../endpoint.ts';
import { ZOkResponse } from '../api/account.ts';
import { ZPushSubscriptionInput } from '../api/push.ts';

/**
 * Web push (spec section 7). The subscription shares POST /api/user.php with the log-in: the
 * fixed `?push=1` of its name tells them apart (a router constraint on the server).
 */
export const pushEndpoints = defineEndpoints({
  'POST /api/user.php?push=1': {
    summary: "Save or remove this browser's push subscription (spec section 7, ?push=1)",
    body: ZPushSubscriptionInput,
    response: ZOkResponse,
    errors: [400, 401, 403],
  },
});
