import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';

type TToastKind = 'success' | 'error';
/** A toast that leads somewhere: the whole banner is a link (an arriving message opens its chat). */
export type TToastLink = { to: string; title: string; image?: string | null; initial?: string };
type TToast = { id: number; kind: TToastKind; text: string; link?: TToastLink };
type TShow = (text: string, kind?: TToastKind, link?: TToastLink) => void;

const ToastContext = createContext<TShow | null>(null);

/** How long a toast stays unless closed; long enough to read two lines. */
const TOAST_MS = 6000;

/**
 * The one way to say what just happened (saved, sent, blocked, failed): a short message at the
 * bottom of a phone's screen (above the tab bar) or the top right of a desktop, at most 350 px
 * wide (spec section 2). Successes are announced politely, failures at once.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [toasts, setToasts] = useState<TToast[]>([]);
  const next = useRef(1);
  const timers = useRef(new Map<number, number>());
  const dismiss = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((all) => all.filter((x) => x.id !== id));
  }, []);
  // A toast the pointer or focus rests on stays (WCAG 2.2.1); it closes TOAST_MS after it is left.
  const hold = (id: number) => window.clearTimeout(timers.current.get(id));
  const release = (id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      window.setTimeout(() => dismiss(id), TOAST_MS),
    );
  };
  const show = useCallback(
    (text: string, kind: TToastKind = 'success', link?: TToastLink) => {
      const id = next.current++;
      // The same news twice in a row is one toast.
      const same = (x: TToast) => x.text === text && x.link?.to === link?.to;
      setToasts((all) =>
        [...all.filter((x) => !same(x)), { id, kind, text, ...(link ? { link } : {}) }].slice(-3),
      );
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), TOAST_MS),
      );
    },
    [dismiss],
  );
  const polite = toasts.filter((x) => x.kind === 'success');
  const urgent = toasts.filter((x) => x.kind === 'error');
  const render = (x: TToast) => (
    <div
      key={x.id}
      className={`app-toast${x.kind === 'error' ? ' app-toast-error' : ''}`}
      data-testid="toast"
      onPointerEnter={() => hold(x.id)}
      onPointerLeave={() => release(x.id)}
      onFocus={() => hold(x.id)}
      onBlur={() => release(x.id)}
    >
      {x.link ? (
        <Link to={x.link.to} className="app-toast-link" onClick={() => dismiss(x.id)}>
          {x.link.image !== undefined && (
            <span className="app-toast-avatar" aria-hidden="true">
              {x.link.image ? (
                <img src={x.link.image} alt="" width={40} height={40} />
              ) : (
                x.link.initial
              )}
            </span>
          )}
          <span className="app-toast-body">
            <strong className="app-toast-title">{x.link.title}</strong>
            <span className="app-toast-text">{x.text}</span>
          </span>
        </Link>
      ) : (
        <span className="app-toast-text">{x.text}</span>
      )}
      <button
        type="button"
        className="btn-close btn-close-white"
        aria-label={t('common.close')}
        onClick={() => dismiss(x.id)}
      />
    </div>
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="app-toasts">
        <div role="status" aria-live="polite" className="app-toast-stack">
          {polite.map(render)}
        </div>
        <div role="alert" aria-live="assertive" className="app-toast-stack">
          {urgent.map(render)}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

/**
 * Shows a toast: `toast(t('…'))`, or `toast(t('…'), 'error')` for a failure; with a link, the
 * toast is a banner leading there (`toast(text, 'success', { to, title })`).
 */
export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs the ToastProvider of the root');
  return useMemo(() => show, [show]);
}
