import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { Modal } from '../../ui/modal.tsx';

/** HEIC and HEIF: photos the server reads that many browsers cannot show. */
const HEIC = /(^image\/hei[cf]$)|(\.hei[cf]$)/i;

/**
 * The photo the member picked for the chat, before it goes out: Send sends (and pays) it,
 * Cancel or Escape drops it. Nothing is uploaded until Send. A file the browser cannot show
 * that is no HEIC photo is not a photo: it is said at once, and cannot be sent.
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
  const [unshown, setUnshown] = useState(false);
  const unusable = unshown && !HEIC.test(file.type) && !HEIC.test(file.name);
  return (
    <Modal
      title={t('chat_photo.title', { name: partnerName })}
      onEscape={onCancel}
      footer={
        <div className="d-flex gap-2 w-100">
          <button type="button" className="btn btn-outline-secondary flex-fill" onClick={onCancel}>
            {t('chat_photo.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-brand flex-fill"
            data-autofocus
            onClick={onSend}
            disabled={unusable}
          >
            {t('chat_photo.send')}
          </button>
        </div>
      }
    >
      {unusable ? (
        <p className="alert alert-danger mb-0" role="alert">
          {t('api.image_invalid')}
        </p>
      ) : (
        !unshown && (
          <img
            src={url}
            alt={t('chat_photo.alt')}
            className="d-block mx-auto rounded img-fluid"
            style={{ maxHeight: '60vh' }}
            onError={() => setUnshown(true)}
          />
        )
      )}
      {cost > 0 && (
        <p className="small text-secondary text-center mt-2 mb-0">
          {t('chat_photo.cost', { count: cost })}
        </p>
      )}
    </Modal>
  );
}
