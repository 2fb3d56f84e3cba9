import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  titleId: string;
  onClose: () => void;
  /** False for popups the overlay must not close (the terms popup, SHELL-12); Escape closes them neither. */
  dismissible?: boolean;
  /** True during the closing delay: the dialog fades out, then unmounts. */
  closing?: boolean;
  className?: string;
  children: React.ReactNode;
}

/**
 * A modal dialog on the native <dialog>: showModal makes the rest of the page inert (focus
 * stays inside), Escape closes it, and focus returns to the element that opened it (WCAG 2.2).
 */
export function Modal({ titleId, onClose, dismissible = true, closing = false, className = '', children }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal ${closing ? 'modal--closing' : ''} ${className}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === ref.current && dismissible) onCloseRef.current();
      }}
    >
      <div className="modal__panel">
        {dismissible && (
          <button type="button" className="modal__close icon-button" aria-label={t('shell.close')} onClick={() => onClose()}>
            ×
          </button>
        )}
        {children}
      </div>
    </dialog>
  );
}
