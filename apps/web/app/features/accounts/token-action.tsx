import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { api } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * A button that spends a link's token with one POST (confirming a new e-mail address, restoring
 * an account). A link opened by a mail scanner does nothing until a person presses it.
 */
export function TokenAction({
  token,
  endpoint,
  label,
  doneText,
  then,
}: {
  token: string;
  endpoint: string;
  label: string;
  doneText: string;
  then?: string;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [state, setState] = useState<
    { phase: 'idle' | 'busy' | 'done' } | { phase: 'error'; message: string }
  >({ phase: 'idle' });

  if (state.phase === 'done')
    return (
      <div className="alert alert-success" role="status">
        {doneText}
      </div>
    );
  return (
    <>
      {state.phase === 'error' && (
        <div className="alert alert-danger" role="alert">
          {state.message}
        </div>
      )}
      <button
        type="button"
        className="btn btn-brand rounded-pill px-4"
        disabled={!hydrated || state.phase === 'busy'}
        onClick={async () => {
          setState({ phase: 'busy' });
          try {
            await api.post(endpoint, { token });
            setState({ phase: 'done' });
            await revalidator.revalidate();
            if (then) navigate(then);
          } catch (error) {
            setState({
              phase: 'error',
              message: error instanceof ApiError ? error.message : t('error.try_again_later'),
            });
          }
        }}
      >
        {label}
      </button>
    </>
  );
}
