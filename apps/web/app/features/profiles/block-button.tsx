import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** Blocks or unblocks a member (spec section 4); blocking asks first. */
export function BlockButton({
  memberId,
  name,
  isBlocked,
}: {
  memberId: number;
  name: string;
  isBlocked: boolean;
}) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function toggle() {
    if (!isBlocked && !window.confirm(t('member.block_confirm', { name }))) return;
    setBusy(true);
    try {
      if (isBlocked) await api.delete('/api/block.php', { member_id: memberId });
      else await api.post('/api/block.php', { member_id: memberId });
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className="btn btn-outline-secondary btn-sm rounded-pill"
      disabled={busy}
      onClick={() => void toggle()}
    >
      {isBlocked ? t('member.unblock', { name }) : t('member.block', { name })}
    </button>
  );
}
