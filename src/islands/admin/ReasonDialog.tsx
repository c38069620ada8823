/**
 * Asks the operator to confirm an account action, with an optional reason (kept in the audit
 * log), in the console's modal frame (AdminDialog).
 */
import { useId, useState, type FormEvent } from 'react';
import { REASON_MAX, reasonProblem } from '../../lib/admin/accounts-list';
import type { Problem } from '../../lib/admin/problems';
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import { AdminDialog } from './AdminDialog';
import { TextField } from './fields';

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
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reasonProblem(reason);
    setProblem(found);
    if (!found) onAnswer(reason);
  };

  return (
    <AdminDialog
      lang={lang}
      action={request.action}
      title={request.title}
      onCancel={() => onAnswer(null)}
      onSubmit={submit}
      confirm={
        <button type="submit" className="button button--primary">
          {request.confirm}
        </button>
      }
    >
      <TextField
        id={`${id}-reason`}
        name="reason"
        label={t('admin.accounts.reason')}
        hint={t('admin.problem.tooLong', { max: REASON_MAX })}
        problem={problem ?? undefined}
        t={t}
        rows={3}
        value={reason}
        onChange={setReason}
      />
    </AdminDialog>
  );
}
