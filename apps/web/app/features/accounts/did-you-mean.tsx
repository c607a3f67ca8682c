import { useI18n } from '../../lib/i18n.tsx';

/** 'Did you mean …?' under an e-mail field (spec section 5): one tap takes the suggestion. */
export function DidYouMean({
  suggestion,
  onAccept,
}: {
  suggestion: string | null;
  onAccept: (address: string) => void;
}) {
  const { t } = useI18n();
  if (!suggestion) return null;
  return (
    <button
      type="button"
      className="btn btn-link p-0 align-baseline"
      onClick={() => onAccept(suggestion)}
    >
      {t('signup.did_you_mean', { suggestion })}
    </button>
  );
}
