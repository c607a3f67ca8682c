import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TChatSummary, TChatsResponse } from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { badgeText } from '../../lib/badge.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useLive } from '../../lib/live.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSite } from '../../lib/use-root-data.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { TrashIcon } from '../../ui/icons.tsx';
import { useToast } from '../../ui/toast.tsx';
import { listTime } from './format.ts';
import { FictionalMark, PartnerAvatar } from './partner-avatar.tsx';

type TT = ReturnType<typeof useI18n>['t'];

/** The last message in one line: 'You: …', 'Photo', 'Gift: A rose'. */
export function previewOf(last: TChatSummary['last_message'], t: TT): string {
  if (!last) return '';
  const text =
    last.type === 'photo'
      ? t('chat.preview_photo')
      : last.type === 'gift'
        ? t('chat.preview_gift', { gift: last.gift ? t(`gift.${last.gift}`) : '' })
        : (last.text ?? '');
  return last.mine ? t('chat.preview_you', { text }) : text;
}

function ConversationRow({
  chat,
  active,
  onDelete,
}: {
  chat: TChatSummary;
  active: boolean;
  onDelete: (chat: TChatSummary) => void;
}) {
  const { t, locale } = useI18n();
  const { settings } = useSite();
  const hydrated = useHydrated();
  const nameId = useId();
  const partner = chat.profile;
  const unread = chat.num_unread_messages;
  return (
    <li className={`chat-row${active ? ' active' : ''}${unread > 0 ? ' unread' : ''}`}>
      <Link
        to={`/chats/${chat.id}`}
        className="chat-row-link"
        aria-current={active ? 'page' : undefined}
      >
        <PartnerAvatar partner={partner} size={48} />
        <span className="chat-row-body">
          <span className="d-flex align-items-center gap-1">
            <span id={nameId} className="chat-row-name text-truncate">
              {partner.name}
            </span>
            {partner.is_fictional && (
              <FictionalMark
                icon={settings.fictional_icon}
                label={settings.fictional_singular}
                warning={settings.fictional_warning}
              />
            )}
            {chat.last_message && (
              <time
                className="ms-auto ps-2 small text-secondary flex-none"
                dateTime={chat.last_message.created_at}
              >
                {hydrated ? listTime(chat.last_message.created_at, new Date(), locale) : ''}
              </time>
            )}
          </span>
          <span className="d-flex align-items-center gap-2">
            <span className="chat-row-preview text-truncate">
              {previewOf(chat.last_message, t)}
            </span>
            {unread > 0 && (
              <span className="badge rounded-pill bg-danger ms-auto flex-none">
                <span aria-hidden="true">{badgeText(unread)}</span>
                <span className="visually-hidden">{t('chat.unread', { count: unread })}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className="chat-row-delete btn btn-sm"
        title={t('chat.delete')}
        aria-describedby={nameId}
        onClick={() => onDelete(chat)}
      >
        <TrashIcon size={18} />
        <span className="visually-hidden">{t('chat.delete')}</span>
      </button>
    </li>
  );
}

/**
 * The conversation list: newest first, live. Removing a chat drops it from the list at once;
 * if the server refuses, an alert says so and the chats reload (spec section 4).
 */
export function ConversationList({
  initial,
  activeId,
  headingLevel = 1,
}: {
  initial: TChatsResponse;
  activeId?: number | null;
  headingLevel?: 1 | 2;
}) {
  const { t } = useI18n();
  const live = useLive();
  const navigate = useNavigate();
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  const { seedChats } = live;
  useEffect(() => seedChats(initial), [initial, seedChats]);
  const chats = live.chats ?? initial.chats;

  const toast = useToast();
  const [asking, setAsking] = useState<TChatSummary | null>(null);

  async function remove(chat: TChatSummary) {
    setAsking(null);
    setFailed(false);
    live.removeChat(chat.id);
    if (chat.id === activeId) navigate('/chats', { replace: true });
    try {
      await call('DELETE /api/chat.php', { body: { conversation: chat.id } });
      toast(t('chat.deleted_toast', { name: chat.profile.name }));
    } catch {
      setFailed(true);
      await live.refresh();
    }
  }

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <nav className="chat-list" aria-labelledby={headingId}>
      <Heading id={headingId} className="chat-list-title h5 fw-bold mb-0">
        {t('chat.title')}
      </Heading>
      {failed && (
        <div className="alert alert-danger m-2 py-2" role="alert">
          {t('chat.delete_failed')}
        </div>
      )}
      {chats.length === 0 ? (
        <div className="chat-list-empty p-3 text-secondary">
          <p>{t('chat.empty_list')}</p>
          <Link to="/members" className="btn btn-brand rounded-pill">
            {t('nav.search_members')}
          </Link>
        </div>
      ) : (
        <ul className="list-unstyled mb-0" aria-label={t('chat.list_label')}>
          {chats.map((chat) => (
            <ConversationRow
              key={chat.id}
              chat={chat}
              active={chat.id === activeId}
              onDelete={setAsking}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('chat.delete_title')}
        body={asking ? t('chat.delete_confirm', { name: asking.profile.name }) : undefined}
        confirmLabel={t('chat.delete_yes')}
        cancelLabel={t('common.cancel')}
        danger
        onConfirm={() => asking && void remove(asking)}
        onCancel={() => setAsking(null)}
      />
    </nav>
  );
}
