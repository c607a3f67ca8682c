import { useEffect, useId, useRef } from 'react';

/**
 * The app's own "are you sure?" on the native <dialog>: the browser keeps focus inside, makes
 * the page behind inert and closes on Escape (as Cancel). Focus starts on Cancel, so a stray
 * Enter never confirms something that cannot be undone.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      node.showModal();
      cancel.current?.focus();
    } else if (!open && node.open) node.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={body ? bodyId : undefined}
      onCancel={(event) => {
        // Escape: the dialog stays under React's control.
        event.preventDefault();
        onCancel();
      }}
    >
      <div className="modal-content border-0 rounded-4">
        <div className="modal-header border-0 pb-0">
          <h2 className="modal-title fs-5 fw-bold" id={titleId}>
            {title}
          </h2>
        </div>
        {body && (
          <div className="modal-body" id={bodyId}>
            <p className="mb-0">{body}</p>
          </div>
        )}
        <div className="modal-footer border-0 pt-0 confirm-dialog-actions">
          <button
            ref={cancel}
            type="button"
            className="btn btn-light rounded-pill"
            onClick={onCancel}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`btn rounded-pill ${danger ? 'btn-danger' : 'btn-brand'}`}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
