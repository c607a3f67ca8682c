import { Link, useLocation } from 'react-router';
import { GIFTS, type TGift } from '@cupido/contract/browser';
import { useI18n } from '../../lib/i18n.tsx';
import { useLive } from '../../lib/live.tsx';
import { Modal } from '../../ui/modal.tsx';

/**
 * The gift catalogue with each gift's cost; choosing one sends it. Gifts the member's balance
 * does not cover are marked and cannot be chosen; the picker offers credits instead.
 */
export function GiftModal({
  partnerName,
  cost,
  onSend,
  onClose,
}: {
  partnerName: string;
  cost: number;
  onSend: (gift: TGift) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { credits } = useLive();
  const { pathname } = useLocation();
  const affordable = credits >= cost;
  return (
    <Modal
      title={t('chat.gift_title', { name: partnerName })}
      onEscape={onClose}
      footer={
        <button type="button" className="btn btn-light rounded-pill" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      {!affordable && (
        <div
          className="alert alert-warning d-flex flex-wrap align-items-center gap-2"
          role="status"
        >
          <span className="flex-fill">{t('chat.gift_unaffordable')}</span>
          <Link
            to={`/credits?next=${encodeURIComponent(pathname)}`}
            className="btn btn-brand btn-sm rounded-pill"
          >
            {t('chat.buy_credits')}
          </Link>
        </div>
      )}
      <ul className="gift-grid list-unstyled mb-0">
        {GIFTS.map((gift) => (
          <li key={gift}>
            <button
              type="button"
              className={`gift-choice${affordable ? '' : ' gift-unaffordable'}`}
              disabled={!affordable}
              onClick={() => onSend(gift)}
            >
              <img src={`/gifts/${gift}.svg`} alt="" width={64} height={64} />
              <span className="gift-name">{t(`gift.${gift}`)}</span>
              <span className="gift-cost">
                {affordable
                  ? t('chat.gift_cost', { credits: cost })
                  : t('chat.gift_cost_missing', { credits: cost })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
