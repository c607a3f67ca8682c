import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TChatPartner } from '@cupido/contract/browser';
import { useI18n } from '../../lib/i18n.tsx';
import { useLive } from '../../lib/live.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { ChatMenu } from './chat-menu.tsx';
import { FictionalMark, PartnerAvatar } from './partner-avatar.tsx';
import { partnerDetails } from './format.ts';

/** Shows 'Reconnecting…' once the live channel has been down for a few seconds. */
function useLiveLost(): boolean {
  const { connected } = useLive();
  const [lost, setLost] = useState(false);
  useEffect(() => {
    if (connected) return;
    const timer = setTimeout(() => setLost(true), 4000);
    return () => {
      clearTimeout(timer);
      setLost(false);
    };
  }, [connected]);
  return lost && !connected;
}

/**
 * The conversation's header: back to the list on phones, the partner's picture and name (to
 * their profile), its menu (delete, block), and for a fictional profile the site's icon and warning, in plain view.
 */
export function ChatHeader({
  partner,
  conversationId,
}: {
  partner: TChatPartner;
  conversationId: number | null;
}) {
  const { t, locale } = useI18n();
  const { settings } = useSite();
  const lost = useLiveLost();
  const details = partnerDetails(partner, locale, t);
  return (
    <header className="chat-header">
      <div className="d-flex align-items-center gap-2">
        <Link to="/chats" className="btn btn-light btn-sm rounded-circle chat-back d-lg-none">
          <ArrowLeftIcon />
          <span className="visually-hidden">{t('chat.back')}</span>
        </Link>
        <PartnerAvatar partner={partner} size={40} />
        <div className="min-w-0">
          <h1 className="h6 fw-bold mb-0 d-flex align-items-center gap-1">
            {/* A member still to confirm their address has no profile to show yet (decision 13). */}
            {partner.is_confirmed ? (
              <Link
                to={`/members/${partner.id}`}
                className="text-reset text-truncate"
                title={t('chat.view_profile', { name: partner.name })}
              >
                {partner.name}
              </Link>
            ) : (
              <span className="text-truncate">{partner.name}</span>
            )}
            {partner.is_fictional && (
              <FictionalMark
                icon={settings.fictional_icon}
                label={settings.fictional_singular}
                warning={settings.fictional_warning}
              />
            )}
          </h1>
          {details && <div className="small text-secondary text-truncate">{details}</div>}
        </div>
        <div className="ms-auto d-flex align-items-center gap-2">
          {lost && (
            <span className="badge text-bg-light border" role="status">
              {t('chat.live_lost')}
            </span>
          )}
          <ChatMenu partner={partner} conversationId={conversationId} />
        </div>
      </div>
      {partner.is_fictional && (
        <p className="chat-fictional small mb-0 mt-2">
          <span aria-hidden="true">{settings.fictional_icon}</span> {settings.fictional_warning}
        </p>
      )}
    </header>
  );
}
