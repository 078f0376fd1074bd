import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

/**
 * A modal dialog on the native <dialog> element: focus moves in and is trapped, Escape
 * closes it, and focus returns to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  children,
  dismissible = true,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  children: ReactNode;
  dismissible?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClose={() => open && onClose()}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {dismissible ? (
          <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
            <CloseIcon />
          </button>
        ) : null}
      </div>
      {description ? (
        <p id={descriptionId} className="dialog__description">
          {description}
        </p>
      ) : null}
      <div className="dialog__body">{open ? children : null}</div>
    </dialog>
  );
}
