import { useState, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { suggestEmail } from './email-suggestion.ts';

/**
 * 'Did you mean …?' under an e-mail field (spec section 5), for every form that asks for an
 * address (sign-up, log-in, password reset, e-mail change): checked when the field loses focus,
 * one tap takes the suggestion. Spread `onBlur` and `help` on the field; `clear` after a send.
 */
export function useDidYouMean(
  value: string,
  onAccept: (address: string) => void,
): { onBlur: () => void; help: ReactNode; clear: () => void } {
  const [suggestion, setSuggestion] = useState<string | null>(null);
  return {
    onBlur: () => setSuggestion(suggestEmail(value)),
    help: suggestion ? (
      <DidYouMean
        suggestion={suggestion}
        onAccept={() => {
          onAccept(suggestion);
          setSuggestion(null);
        }}
      />
    ) : undefined,
    clear: () => setSuggestion(null),
  };
}

function DidYouMean({ suggestion, onAccept }: { suggestion: string; onAccept: () => void }) {
  const { t } = useI18n();
  return (
    <button type="button" className="btn btn-link p-0 align-baseline" onClick={onAccept}>
      {t('signup.did_you_mean', { suggestion })}
    </button>
  );
}
