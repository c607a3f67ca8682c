import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TProfileCard } from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { Modal } from '../../ui/modal.tsx';
import { LikedProfile } from './liked-profile.tsx';

/** Longest delay the query `t` may ask for (a day), so a typo cannot park a timer forever. */
const MAX_DELAY_S = 86_400;

/**
 * The like modal of spec section 2 (decision 17): when the page URL has `t` (seconds), a
 * logged-in member sees, after that delay, the newest member who newly liked them, with 'view
 * profile' leading to that member's page.
 */
export function LikeModal() {
  const { t } = useI18n();
  const { user } = useSite();
  const [params] = useSearchParams();
  const [liker, setLiker] = useState<{ profile: TProfileCard; match: boolean } | null>(null);
  const delay = params.get('t');
  const seconds = delay !== null && /^\d+(\.\d+)?$/.test(delay) ? Number(delay) : null;
  const memberId = user?.id ?? null;

  useEffect(() => {
    if (memberId === null || seconds === null || seconds > MAX_DELAY_S) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void call('GET /api/auto-like.php')
        .then((answer) => {
          if (!cancelled)
            setLiker(answer?.profile ? { profile: answer.profile, match: answer.match } : null);
        })
        .catch(() => undefined);
    }, seconds * 1000);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [memberId, seconds]);

  if (!liker) return null;
  const { profile } = liker;
  const close = () => setLiker(null);
  return (
    <Modal
      id="like-modal"
      title={t('likes.modal_title', { name: profile.name })}
      onEscape={close}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary rounded-pill" onClick={close}>
            {t('common.close')}
          </button>
          <Link
            to={`/likes/m/${profile.id}`}
            className="btn btn-brand rounded-pill"
            onClick={close}
          >
            {t('likes.view_profile')}
          </Link>
        </>
      }
    >
      <LikedProfile profile={profile} />
      <p className="mt-3 mb-0 text-center">
        {t(liker.match ? 'likes.modal_text_match' : 'likes.modal_text')}
      </p>
    </Modal>
  );
}
