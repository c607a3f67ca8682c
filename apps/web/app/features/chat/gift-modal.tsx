import { GIFTS, type TGift } from '@cupido/contract';
import type { TMessageKey } from '@cupido/i18n';
import { useI18n } from '../../lib/i18n.tsx';
import { Modal } from '../../ui/modal.tsx';

/** The gift catalogue with each gift's cost; choosing one sends it. */
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
      <ul className="gift-grid list-unstyled mb-0">
        {GIFTS.map((gift) => (
          <li key={gift}>
            <button type="button" className="gift-choice" onClick={() => onSend(gift)}>
              <img src={`/gifts/${gift}.svg`} alt="" width={64} height={64} />
              <span className="gift-name">{t(`gift.${gift}` as TMessageKey)}</span>
              <span className="gift-cost">{t('chat.gift_cost', { credits: cost })}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
