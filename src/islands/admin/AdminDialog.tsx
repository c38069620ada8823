/**
 * The modal `<dialog>` frame the console's questions share (ConfirmDialog, ReasonDialog): it
 * opens as a modal so focus stays inside, Escape cancels, and focus returns to what had it.
 */
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';

interface AdminDialogProps {
  lang: Language;
  /** The action's own hook for tests, e.g. `ban` or `notice-delete`. */
  action: string;
  title: string;
  /** Escape or the cancel button. */
  onCancel: () => void;
  /** Given, the body is a form (the confirm button submits it); absent, a plain block. */
  onSubmit?: (event: FormEvent) => void;
  /** The confirm button, after the cancel button. */
  confirm: ReactNode;
  children?: ReactNode;
}

/**
 * A titled modal with the page's cancel button and the caller's confirm button.
 * @example <AdminDialog lang={lang} action="notice-delete" title={title} onCancel={no} confirm={<button …/>} />
 */
export function AdminDialog({
  lang,
  action,
  title,
  onCancel,
  onSubmit,
  confirm,
  children,
}: AdminDialogProps) {
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

  const body = (
    <>
      <h2 id={`${id}-title`} className="admin-dialog__title">
        {title}
      </h2>
      {children}
      <div className="admin-dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('admin.cancel')}
        </button>
        {confirm}
      </div>
    </>
  );
  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={`${id}-title`}
      data-admin-dialog={action}
      onCancel={(e) => {
        // The dialog closes when its owner drops it, so the owner hears of the cancel first.
        e.preventDefault();
        onCancel();
      }}
    >
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        <div className="admin-dialog__body">{body}</div>
      )}
    </dialog>
  );
}
