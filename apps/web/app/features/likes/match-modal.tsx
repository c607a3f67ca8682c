import { useState } from 'react';
import { Link } from 'react-router';
import type { TProfileCard } from '@cupido/contract/browser';
import { useI18n } from '../../lib/i18n.tsx';
import { useLiveEvents } from '../../lib/live.tsx';
import { Modal } from '../../ui/modal.tsx';
import { LikedProfile } from './liked-profile.tsx';

const ICEBREAKERS = ['match.icebreaker_1', 'match.icebreaker_2', 'match.icebreaker_3'] as const;

/**
 * The match modal: both members see it live the moment a like becomes mutual, with icebreakers
 * for a first message (each opens the chat with it written) and a button into the chat.
 */
export function MatchModal() {
  const { t } = useI18n();
  const [profile, setProfile] = useState<TProfileCard | null>(null);
  useLiveEvents((event) => {
    if (event.type === 'match') setProfile(event.profile);
  });
  if (!profile) return null;
  const close = () => setProfile(null);
  const name = profile.name;
  const chat = `/members/${profile.id}/chat`;
  return (
    <Modal
      id="match-modal"
      title={t('match.title')}
      onEscape={close}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary rounded-pill" onClick={close}>
            {t('match.later')}
          </button>
          <Link to={chat} className="btn btn-brand rounded-pill" onClick={close}>
            {t('member.chat', { name })}
          </Link>
        </>
      }
    >
      <LikedProfile profile={profile} />
      <p className="mt-3 text-center fw-semibold">{t('match.text', { name })}</p>
      <p className="small text-secondary mb-2">{t('match.icebreakers')}</p>
      <ul className="list-unstyled d-grid gap-2 mb-0">
        {ICEBREAKERS.map((key) => {
          const text = t(key, { name });
          return (
            <li key={key}>
              <Link
                to={`${chat}?text=${encodeURIComponent(text)}`}
                className="btn btn-light border w-100 text-start"
                onClick={close}
              >
                {text}
              </Link>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
