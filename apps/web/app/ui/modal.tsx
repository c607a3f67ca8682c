import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * An accessible modal dialog with Bootstrap's look: focus moves in and stays in, the page
 * behind is inert. `onEscape` is optional: some dialogs must be answered.
 */
export function Modal({
  title,
  id,
  children,
  footer,
  onEscape,
}: {
  title: string;
  id?: string;
  children: ReactNode;
  footer: ReactNode;
  onEscape?: () => void;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = dialog.current;
    const previous = document.activeElement as HTMLElement | null;
    // A dialog may name its main action (data-autofocus); otherwise focus goes to the first control.
    (
      node?.querySelector<HTMLElement>('[data-autofocus]') ??
      node?.querySelector<HTMLElement>('button, [href], input, select, textarea')
    )?.focus();
    document.body.classList.add('modal-open');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onEscape) onEscape();
      if (event.key !== 'Tab' || !node) return;
      const focusable = [
        ...node.querySelectorAll<HTMLElement>('button, [href], input, select, textarea'),
      ];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('modal-open');
      previous?.focus?.();
    };
  }, [onEscape]);

  return (
    <>
      <div className="modal-backdrop-static" aria-hidden="true" />
      <div
        className="modal d-block"
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={dialog}
      >
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content border-0 rounded-4 shadow">
            <div className="modal-header border-0 pb-0">
              <h2 className="modal-title fs-4 fw-bold" id={titleId}>
                {title}
              </h2>
            </div>
            <div className="modal-body">{children}</div>
            <div className="modal-footer border-0 pt-0">{footer}</div>
          </div>
        </div>
      </div>
    </>
  );
}
