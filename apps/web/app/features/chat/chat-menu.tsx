import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TChatPartner } from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useLive } from '../../lib/live.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { MoreIcon } from '../../ui/icons.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useDropdown } from '../../ui/use-dropdown.ts';

type TAction = 'delete' | 'block';

/**
 * The conversation header's menu: delete the conversation, or block the partner (spec section
 * 4: blocking deletes the pair's chats and likes), each asked first. Either way the member lands
 * on the conversation list, the conversation gone. Unblocking is on the member's profile and
 * under Settings: a blocked member has no chat to come back to.
 */
export function ChatMenu({
  partner,
  conversationId,
}: {
  partner: TChatPartner;
  conversationId: number | null;
}) {
  const { t } = useI18n();
  const id = useId();
  const navigate = useNavigate();
  const toast = useToast();
  const live = useLive();
  const { open, setOpen, root, button } = useDropdown();
  const [asking, setAsking] = useState<TAction | null>(null);
  const [busy, setBusy] = useState(false);
  const name = partner.name;

  // The dialog gives the focus back to the menu item it came from, hidden by then: to the button.
  const wasAsking = useRef(false);
  useEffect(() => {
    if (wasAsking.current && asking === null) button.current?.focus();
    wasAsking.current = asking !== null;
  }, [asking, button]);

  function ask(action: TAction) {
    setOpen(false);
    setAsking(action);
  }

  async function act(action: TAction) {
    setAsking(null);
    setBusy(true);
    try {
      if (action === 'block')
        await call('POST /api/block.php', { body: { member_id: partner.id } });
      else if (conversationId !== null)
        await call('DELETE /api/chat.php', { body: { conversation: conversationId } });
      if (conversationId !== null) live.removeChat(conversationId);
      navigate('/chats', { replace: true });
      toast(t(action === 'block' ? 'member.blocked_toast' : 'chat.deleted_toast', { name }));
    } catch {
      toast(t(action === 'block' ? 'error.try_again_later' : 'chat.delete_failed'), 'error');
      setBusy(false);
    }
  }

  return (
    <div className="dropdown flex-none" ref={root}>
      <button
        ref={button}
        type="button"
        className="btn btn-light btn-sm rounded-circle chat-menu-toggle"
        aria-expanded={open}
        aria-controls={id}
        title={t('chat.menu')}
        disabled={busy}
        onClick={() => setOpen((o) => !o)}
      >
        <MoreIcon />
        <span className="visually-hidden">{t('chat.menu')}</span>
      </button>
      <ul
        id={id}
        data-bs-popper="static"
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
      >
        {conversationId !== null && (
          <li>
            <button type="button" className="dropdown-item" onClick={() => ask('delete')}>
              {t('chat.delete')}
            </button>
          </li>
        )}
        <li>
          <button type="button" className="dropdown-item" onClick={() => ask('block')}>
            {t('member.block', { name })}
          </button>
        </li>
      </ul>
      <ConfirmDialog
        open={asking === 'block'}
        title={t('member.block_title', { name })}
        body={t('member.block_body', { name })}
        confirmLabel={t('member.block_yes')}
        cancelLabel={t('common.cancel')}
        danger
        onConfirm={() => void act('block')}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title={t('chat.delete_title')}
        body={t('chat.delete_confirm', { name })}
        confirmLabel={t('chat.delete_yes')}
        cancelLabel={t('common.cancel')}
        danger
        onConfirm={() => void act('delete')}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
