import { useEffect, useMemo } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { Modal } from '../../ui/modal.tsx';

/**
 * The photo the member picked for the chat, before it goes out: Send sends (and pays) it,
 * Cancel or Escape drops it. Nothing is uploaded until Send.
 */
export function PhotoPreview({
  file,
  partnerName,
  onSend,
  onCancel,
}: {
  file: File;
  partnerName: string;
  onSend: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const { settings } = useSite();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const cost = settings.photo_credits;
  return (
    <Modal
      title={t('chat_photo.title', { name: partnerName })}
      onEscape={onCancel}
      footer={
        <div className="d-flex gap-2 w-100">
          <button type="button" className="btn btn-outline-secondary flex-fill" onClick={onCancel}>
            {t('chat_photo.cancel')}
          </button>
          <button type="button" className="btn btn-brand flex-fill" data-autofocus onClick={onSend}>
            {t('chat_photo.send')}
          </button>
        </div>
      }
    >
      <img
        src={url}
        alt={t('chat_photo.alt')}
        className="d-block mx-auto rounded img-fluid"
        style={{ maxHeight: '60vh' }}
      />
      {cost > 0 && (
        <p className="small text-secondary text-center mt-2 mb-0">
          {t('chat_photo.cost', { count: cost })}
        </p>
      )}
    </Modal>
  );
}
