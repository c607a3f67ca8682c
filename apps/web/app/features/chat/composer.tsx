import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PhotoPreview } from './photo-preview.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { numberFormat } from '../../lib/intl-format.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSite } from '../../lib/use-root-data.ts';
import { GiftIcon, ImageIcon, SendIcon } from '../../ui/icons.tsx';
import { nearLimit } from './format.ts';

/**
 * The message composer: Enter sends, Shift+Enter adds a line; a counter near the site's
 * length limit; buttons for a photo and a gift. A picked photo is shown first and sent (and
 * paid) only with Send. Disabled while the member cannot write here.
 */
export function Composer({
  partnerName,
  disabled,
  onSend,
  onPhoto,
  onGift,
  onTyped,
  draft = '',
}: {
  partnerName: string;
  draft?: string;
  disabled: boolean;
  onSend: (text: string) => void;
  onPhoto: (file: File) => void;
  onGift: () => void;
  onTyped: () => void;
}) {
  const { t, locale } = useI18n();
  const { settings } = useSite();
  const hydrated = useHydrated();
  const id = useId();
  const [text, setText] = useState(draft);
  const [picked, setPicked] = useState<File | null>(null);
  const max = settings.message_length;
  const off = disabled || !hydrated;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const value = text.trim();
    if (!value || off) return;
    onSend(value);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  const showCount = nearLimit(text.length, max);
  return (
    <form className="chat-composer" noValidate onSubmit={submit}>
      <div className="d-flex align-items-end gap-1">
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/*"
          className="visually-hidden"
          disabled={off}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) setPicked(file);
          }}
        />
        <label
          htmlFor={`${id}-photo`}
          className={`btn btn-light chat-tool${off ? ' disabled' : ''}`}
          title={t('chat.send_photo')}
        >
          <ImageIcon />
          <span className="visually-hidden">{t('chat.send_photo')}</span>
        </label>
        <button
          type="button"
          className="btn btn-light chat-tool"
          title={t('chat.send_gift')}
          disabled={off}
          onClick={onGift}
        >
          <GiftIcon />
          <span className="visually-hidden">{t('chat.send_gift')}</span>
        </button>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {t('chat.input_label', { name: partnerName })}
        </label>
        <textarea
          id={`${id}-text`}
          className="form-control chat-input"
          rows={1}
          maxLength={max}
          placeholder={t('chat.input_placeholder')}
          value={text}
          disabled={disabled}
          aria-describedby={showCount ? `${id}-count` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value) onTyped();
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="btn btn-brand chat-send"
          title={t('chat.send')}
          disabled={off || !text.trim()}
        >
          <SendIcon />
          <span className="visually-hidden">{t('chat.send')}</span>
        </button>
      </div>
      {picked && (
        <PhotoPreview
          file={picked}
          partnerName={partnerName}
          onCancel={() => setPicked(null)}
          onSend={() => {
            onPhoto(picked);
            setPicked(null);
          }}
        />
      )}
      {showCount && (
        <div id={`${id}-count`} className="small text-secondary text-end mt-1">
          {/* The length in the locale's digits, like the limit's plural (950 of 1,000). */}
          {t('chat.too_long', { count: numberFormat(locale).format(text.length), max })}
        </div>
      )}
    </form>
  );
}
