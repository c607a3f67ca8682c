import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { call } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useToast } from '../../ui/toast.tsx';

/**
 * Blocks or unblocks a member (spec section 4); blocking asks first, in the app's own dialog.
 * The result shows where the member is looking: a toast, and the notice in place of the button.
 */
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
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  async function toggle(block: boolean) {
    setAsking(false);
    setBusy(true);
    try {
      if (block) await call('POST /api/block.php', { body: { member_id: memberId } });
      else await call('DELETE /api/block.php', { body: { member_id: memberId } });
      await revalidator.revalidate();
      toast(t(block ? 'member.blocked_toast' : 'member.unblocked_toast', { name }));
    } catch {
      toast(t('error.try_again_later'), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      {isBlocked && (
        <p className="alert alert-warning py-2 mb-2" data-testid="blocked-notice">
          {t('member.blocked_notice', { name })}
        </p>
      )}
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm rounded-pill"
        disabled={busy}
        onClick={() => (isBlocked ? void toggle(false) : setAsking(true))}
      >
        {isBlocked ? t('member.unblock', { name }) : t('member.block', { name })}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('member.block_title', { name })}
        body={t('member.block_body', { name })}
        confirmLabel={t('member.block_yes')}
        cancelLabel={t('common.cancel')}
        danger
        onConfirm={() => void toggle(true)}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
