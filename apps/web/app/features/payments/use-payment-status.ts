import { useCallback, useEffect, useState } from 'react';
import type { TPaymentResponse } from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { useLive, useLiveEvents } from '../../lib/live.tsx';
import { checkoutState, isFinal, recheckDelay } from './checkout-state.ts';

/**
 * A payment the member came back to: its state, kept current while it is still processing —
 * the live channel announces the result at once, and the page checks again now and then in case
 * the socket is down (spec section 4, pending "keeps checking"). Once paid, the navigation's
 * balance and the premium state follow.
 */
export function usePaymentStatus(initial: TPaymentResponse) {
  const [answer, setAnswer] = useState(initial);
  const live = useLive();
  const id = answer.payment.id;
  const state = checkoutState(answer.payment);

  const check = useCallback(async () => {
    const next = await call('GET /api/payment.php', { query: { id } });
    if (next) setAnswer(next);
  }, [id]);

  useLiveEvents((event) => {
    if (event.type === 'payment' && event.payment_id === id) void check().catch(() => {});
  });

  useEffect(() => {
    if (isFinal(state)) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        attempt += 1;
        void check()
          .catch(() => {})
          .finally(schedule);
      }, recheckDelay(attempt));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [state, check]);

  const { setCredits, refresh, paidUser } = live;
  const completed = state === 'completed';
  useEffect(() => {
    if (!completed) return;
    setCredits(answer.balance);
    // The first purchase made the member premium: the navigation shows Credits from now on.
    if (answer.paid_user && !paidUser) void refresh();
  }, [completed, answer.balance, answer.paid_user, paidUser, setCredits, refresh]);

  return { payment: answer.payment, balance: answer.balance, state };
}
