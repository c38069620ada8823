/**
 * Asks the operator to confirm an action that needs no reason (e.g. deleting a notice). A modal
 * `<dialog>` like ReasonDialog: focus stays inside, Escape cancels, focus returns to the button.
 */
import { useEffect, useId, useRef } from 'react';
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';

export interface ConfirmRequest {
  title: string;
  confirm: string;
  /** The action's own hook for tests, e.g. `notice-delete`. */
  action: string;
}

export function ConfirmDialog({
  lang,
  request,
  onAnswer,
}: {
  lang: Language;
  request: ConfirmRequest;
  onAnswer: (confirmed: boolean) => void;
}) {
  const t = useT(lang);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    const previous = document.activeElement as HTMLElement | null;
    element?.showModal();
    return () => {
      element?.close();
      previous?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={`${id}-title`}
      data-admin-dialog={request.action}
      onCancel={(e) => {
        e.preventDefault();
        onAnswer(false);
      }}
    >
      <div className="admin-dialog__body">
        <h2 id={`${id}-title`} className="admin-dialog__title">
          {request.title}
        </h2>
        <div className="admin-dialog__actions">
          <button type="button" className="button" onClick={() => onAnswer(false)}>
            {t('admin.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={() => onAnswer(true)}>
            {request.confirm}
          </button>
        </div>
      </div>
    </dialog>
  );
}
