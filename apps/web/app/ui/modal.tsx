import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog with Bootstrap's look on the native <dialog>: the browser keeps focus inside
 * and makes the page behind inert. Focus starts on the dialog's main action (data-autofocus) or
 * its first control and goes back where it was when the dialog goes. `onEscape` is optional:
 * some dialogs must be answered, and Escape leaves them open.
 *
 * The dialog is drawn open, so that one the server renders (the entry warning) shows before
 * the scripts run; it covers the page then (app.css) but cannot be modal until they do.
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
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const previous = document.activeElement as HTMLElement | null;
    // Open as drawn, not yet modal: showModal() needs it closed first.
    node.close();
    showModal(node);
    return () => previous?.focus?.();
  }, []);

  return (
    <dialog
      ref={dialog}
      open
      className="modal"
      id={id}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the dialog stays under React's control.
        event.preventDefault();
        onEscape?.();
      }}
      onClose={(event) => {
        // Chromium closes it anyway on an Escape repeated with no click between (its guard
        // against pages that trap the visitor); while it is rendered, it stays open.
        const node = event.currentTarget;
        if (!node.open && node.isConnected) showModal(node);
      }}
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
    </dialog>
  );
}

/** Opens the dialog modal, with focus on its main action (data-autofocus) or first control. */
function showModal(node: HTMLDialogElement) {
  node.showModal();
  (
    node.querySelector<HTMLElement>('[data-autofocus]') ??
    node.querySelector<HTMLElement>('button, [href], input, select, textarea')
  )?.focus();
}
