import { useLocation } from 'react-router';
import type { TMessageKey } from '@cupido/i18n';
import { useI18n } from '../lib/i18n.tsx';
import { useRootData } from '../lib/use-root-data.ts';

/**
 * What a finished step tells the member on the page it leads to: navigate(to, { state: {
 * notice } }), or a form's `notice` (decision 40), also when it was sent before the scripts ran.
 */
export function PageNotice() {
  const { t, isMessageKey } = useI18n();
  const given = (useLocation().state as { notice?: TMessageKey } | null)?.notice;
  const outcome = useRootData()?.formOutcome;
  const sent =
    outcome?.ok && outcome.notice && isMessageKey(outcome.notice) ? outcome.notice : null;
  const notice = given ?? sent;
  if (!notice) return null;
  return (
    <div className="container pt-3">
      <p className="alert alert-success mb-0" role="status">
        {t(notice)}
      </p>
    </div>
  );
}
