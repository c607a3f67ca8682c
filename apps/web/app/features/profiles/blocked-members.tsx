import { useId, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { TBlockedResponse } from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useToast } from '../../ui/toast.tsx';

/** Settings: the members one blocked, each with Unblock (spec section 4: block/unblock toggles). */
export function BlockedMembers({ blocked }: { blocked: TBlockedResponse['blocked'] }) {
  const { t } = useI18n();
  const id = useId();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);
  async function unblock(member: { id: number; name: string }) {
    setBusy(member.id);
    try {
      await call('DELETE /api/block.php', { body: { member_id: member.id } });
      await revalidator.revalidate();
      toast(t('member.unblocked_toast', { name: member.name }));
    } catch {
      toast(t('error.try_again_later'), 'error');
    } finally {
      setBusy(null);
    }
  }
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t('settings.blocked_title')}
      </h2>
      {blocked.length === 0 ? (
        <p className="text-secondary">{t('settings.blocked_empty')}</p>
      ) : (
        <>
          <p className="text-secondary">{t('settings.blocked_intro')}</p>
          <ul className="list-group mb-0" aria-label={t('settings.blocked_title')}>
            {blocked.map((member) => (
              <li
                key={member.id}
                className="list-group-item d-flex align-items-center justify-content-between gap-2"
              >
                <Link to={`/members/${member.id}`} className="text-truncate min-w-0">
                  {member.name}
                </Link>
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm rounded-pill flex-none"
                  disabled={busy === member.id}
                  onClick={() => void unblock(member)}
                >
                  {t('member.unblock', { name: member.name })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
