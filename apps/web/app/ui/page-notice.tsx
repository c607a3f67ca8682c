import { useLocation } from 'react-router';
import type { TMessageKey } from '@cupido/i18n';
import { useI18n } from '../lib/i18n.tsx';

/** What a finished step tells the member on the page it leads to: navigate(to, { state: { notice } }). */
export function PageNotice() {
  const { t } = useI18n();
  const notice = (useLocation().state as { notice?: TMessageKey } | null)?.notice;
  if (!notice) return null;
  return (
    <div className="container pt-3">
      <p className="alert alert-success mb-0" role="status">
        {t(notice)}
      </p>
    </div>
  );
}
