/**
 * Asks the operator to confirm an account action, with an optional reason (kept in the audit
 * log). A modal `<dialog>`: focus stays inside, Escape cancels, focus returns to the row's button.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REASON_MAX, reasonProblem } from '../../lib/admin/accounts-list';
import type { Problem } from '../../lib/admin/problems';
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import { Field } from './fields';

export interface ReasonRequest {
  title: string;
  confirm: string;
  /** The action's own hook for tests, e.g. `ban`. */
  action: string;
}

export function ReasonDialog({
  lang,
  request,
  onAnswer,
}: {
  lang: Language;
  request: ReasonRequest;
  /** The reason typed on confirm; null on cancel. */
  onAnswer: (reason: string | null) => void;
}) {
  const t = useT(lang);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    const element = dialog.current;
    const previous = document.activeElement as HTMLElement | null;
    element?.showModal();
    return () => {
      element?.close();
      previous?.focus();
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reasonProblem(reason);
    setProblem(found);
    if (!found) onAnswer(reason);
  };

  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={`${id}-title`}
      data-admin-dialog={request.action}
      onCancel={(e) => {
        e.preventDefault();
        onAnswer(null);
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="admin-dialog__title">
          {request.title}
        </h2>
        <Field
          id={`${id}-reason`}
          name="reason"
          label={t('admin.accounts.reason')}
          hint={t('admin.problem.tooLong', { max: REASON_MAX })}
          problem={problem ?? undefined}
          t={t}
        >
          {(aria) => (
            <textarea
              {...aria}
              className="form-field__input"
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
          )}
        </Field>
        <div className="admin-dialog__actions">
          <button type="button" className="button" onClick={() => onAnswer(null)}>
            {t('admin.cancel')}
          </button>
          <button type="submit" className="button button--primary">
            {request.confirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}
