import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { AlertIcon, CheckAllIcon, CheckIcon, ClockIcon, TrashIcon } from '../../ui/icons.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Modal } from '../../ui/modal.tsx';
import type { TEntry } from './chat-state.ts';
import { bubbleTime } from './format.ts';
import { chatWayBack, refusalWayOut } from './refusal.ts';

// Class names are written whole: the build's CSS purge keeps only names it finds in the sources.
const STATE = {
  sending: { key: 'chat.state_sending', Icon: ClockIcon, item: 'is-sending', icon: '' },
  sent: { key: 'chat.state_sent', Icon: CheckIcon, item: '', icon: '' },
  read: { key: 'chat.state_read', Icon: CheckAllIcon, item: '', icon: 'chat-state-read' },
  failed: { key: 'chat.state_failed', Icon: AlertIcon, item: 'is-failed', icon: '' },
} as const;
const KIND = { text: '', photo: 'chat-msg-photo', gift: 'chat-msg-gift' } as const;

const classes = (...names: string[]) => names.filter(Boolean).join(' ');

/** Sending, sent, read or not sent: an icon, with the words for screen readers. */
function MessageState({ status }: { status: TEntry['status'] }) {
  const { t } = useI18n();
  const { key, Icon, icon } = STATE[status];
  return (
    <span className={classes('chat-state', icon)} title={t(key)}>
      <Icon size={15} />
      <span className="visually-hidden">{t(key)}</span>
    </span>
  );
}

function PhotoContent({
  entry,
  partnerName,
  onDelete,
}: {
  entry: TEntry;
  partnerName: string;
  onDelete: (id: number) => Promise<void>;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // Deleting takes it from both sides and gives nothing back: asked first, as a chat's removal is.
  const [asking, setAsking] = useState(false);
  if (!entry.photo) return <em className="chat-photo-deleted">{t('chat.picture_deleted')}</em>;
  const alt = t('chat.photo_alt', { name: partnerName });
  return (
    <div className="position-relative">
      <button type="button" className="chat-photo" onClick={() => setOpen(true)}>
        <img src={entry.photo.thumb} alt={alt} width={200} height={200} />
      </button>
      {entry.mine && entry.id !== null && (
        <button
          type="button"
          className="chat-photo-delete btn btn-sm btn-light rounded-circle"
          title={t('chat.delete_picture')}
          disabled={busy}
          onClick={() => setAsking(true)}
        >
          <TrashIcon size={16} />
          <span className="visually-hidden">{t('chat.delete_picture')}</span>
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('chat.delete_picture_title')}
        body={t('chat.delete_picture_body', { name: partnerName })}
        confirmLabel={t('chat.delete_picture')}
        cancelLabel={t('common.cancel')}
        danger
        onConfirm={() => {
          setAsking(false);
          setBusy(true);
          void onDelete(entry.id!).finally(() => setBusy(false));
        }}
        onCancel={() => setAsking(false)}
      />
      {open && (
        <Modal
          title={alt}
          onEscape={() => setOpen(false)}
          footer={
            <button
              type="button"
              className="btn btn-light rounded-pill"
              onClick={() => setOpen(false)}
            >
              {t('common.close')}
            </button>
          }
        >
          <img src={entry.photo.full} alt={alt} className="img-fluid rounded-3 d-block mx-auto" />
        </Modal>
      )}
    </div>
  );
}

/**
 * 'Not sent', and what to do: try again after a network or server failure; after a refusal that
 * would come again, its way out (the shop, and back with this message), or nothing but the notice.
 */
function FailedNote({
  entry,
  onRetry,
  onWayOut,
}: {
  entry: TEntry;
  onRetry: (entry: TEntry) => void;
  onWayOut: (entry: TEntry) => void;
}) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const wayOut = entry.refused ? refusalWayOut(entry.refused, chatWayBack(pathname, entry)) : null;
  return (
    <div className="chat-failed">
      <span>
        <AlertIcon size={14} /> {t('chat.state_failed')}
      </span>
      {!entry.refused && (
        <button
          type="button"
          className="btn btn-link btn-sm p-0 ms-2 align-baseline"
          onClick={() => onRetry(entry)}
        >
          {t('chat.retry')}
        </button>
      )}
      {wayOut && (
        <Link
          to={wayOut.to}
          className="btn btn-link btn-sm p-0 ms-2 align-baseline"
          onClick={() => onWayOut(entry)}
        >
          {t(wayOut.label)}
        </Link>
      )}
    </div>
  );
}

/** One message: mine on the right with its state, the partner's on the left. */
export function MessageBubble({
  entry,
  partnerName,
  onRetry,
  onWayOut,
  onDeletePicture,
}: {
  entry: TEntry;
  partnerName: string;
  onRetry: (entry: TEntry) => void;
  /** The member follows a refusal's way out (the shop) with this message. */
  onWayOut: (entry: TEntry) => void;
  onDeletePicture: (id: number) => Promise<void>;
}) {
  const { t, locale } = useI18n();
  const hydrated = useHydrated();
  return (
    <li
      className={classes(
        'chat-msg',
        entry.mine ? 'mine' : 'theirs',
        KIND[entry.type],
        STATE[entry.status].item,
      )}
    >
      <div className="chat-bubble">
        <span className="visually-hidden">
          {entry.mine ? t('chat.from_you') : t('chat.from_partner', { name: partnerName })}
        </span>
        {entry.type === 'text' && <p className="chat-text mb-0">{entry.text}</p>}
        {entry.type === 'photo' && (
          <PhotoContent entry={entry} partnerName={partnerName} onDelete={onDeletePicture} />
        )}
        {entry.type === 'gift' && entry.gift && (
          <figure className="chat-gift mb-0">
            <img src={`/gifts/${entry.gift}.svg`} alt="" width={72} height={72} />
            <figcaption>{t(`gift.${entry.gift}`)}</figcaption>
          </figure>
        )}
      </div>
      <div className="chat-meta">
        <time dateTime={entry.created_at}>
          {hydrated ? bubbleTime(entry.created_at, locale) : ''}
        </time>
        {entry.mine && entry.status !== 'failed' && <MessageState status={entry.status} />}
      </div>
      {entry.status === 'failed' && (
        <FailedNote entry={entry} onRetry={onRetry} onWayOut={onWayOut} />
      )}
    </li>
  );
}
