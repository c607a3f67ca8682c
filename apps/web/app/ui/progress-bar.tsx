import { useEffect, useReducer, useRef } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_BAR } from '@cupido/contract/browser';
import { useI18n } from '../lib/i18n.tsx';

export type TBarState = { phase: 'hidden' | 'running' | 'finished' | 'failed'; percent: number };
export type TBarAction = { type: 'start' | 'increase' | 'finish' | 'fail' | 'hide'; by?: number };

/** The loading bar's states (spec section 4): start, increase, finish, fail, hide. */
export function barReducer(state: TBarState, action: TBarAction): TBarState {
  switch (action.type) {
    case 'start':
      return { phase: 'running', percent: 5 };
    case 'increase':
      return state.phase === 'running'
        ? { ...state, percent: Math.min(95, state.percent + (action.by ?? 5)) }
        : state;
    case 'finish':
      return state.phase === 'hidden' ? state : { phase: 'finished', percent: 100 };
    case 'fail':
      return { phase: 'failed', percent: 100 };
    case 'hide':
      return { phase: 'hidden', percent: 0 };
  }
}

const TICK_MS = 100;

/**
 * A thin bar at the top while a navigation loads: shown only after 200 ms (throttle), filling
 * towards 95% over 5 s, then finishing and hiding 500 ms later.
 */
export function ProgressBar() {
  const { t } = useI18n();
  const navigation = useNavigation();
  const [state, dispatch] = useReducer(barReducer, { phase: 'hidden', percent: 0 });
  const busy = navigation.state !== 'idle';
  const shown = useRef(false);

  useEffect(() => {
    if (!busy) {
      if (!shown.current) return;
      shown.current = false;
      dispatch({ type: 'finish' });
      const hide = setTimeout(() => dispatch({ type: 'hide' }), LOADING_BAR.hideAfterMs);
      return () => clearTimeout(hide);
    }
    const start = setTimeout(() => {
      shown.current = true;
      dispatch({ type: 'start' });
    }, LOADING_BAR.throttleMs);
    const step = (90 / LOADING_BAR.durationMs) * TICK_MS;
    const tick = setInterval(() => dispatch({ type: 'increase', by: step }), TICK_MS);
    return () => {
      clearTimeout(start);
      clearInterval(tick);
    };
  }, [busy]);

  useEffect(() => {
    const onError = () => {
      if (shown.current) dispatch({ type: 'fail' });
    };
    window.addEventListener('unhandledrejection', onError);
    return () => window.removeEventListener('unhandledrejection', onError);
  }, []);

  if (state.phase === 'hidden') return null;
  // Decorative: the page's own content tells when it has loaded; a bar outside every landmark
  // would only add noise for screen readers.
  return (
    <div
      className={`progress-top${state.phase === 'failed' ? ' failed' : ''}`}
      aria-hidden="true"
      data-progress={Math.round(state.percent)}
      title={t('app.loading')}
    >
      <div style={{ width: `${state.percent}%` }} />
    </div>
  );
}
