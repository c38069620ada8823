/**
 * Asks the operator to confirm an action that needs no reason (e.g. deleting a notice), in the
 * console's modal frame (AdminDialog).
 */
import type { Language } from '../../lib/domain/languages';
import { AdminDialog } from './AdminDialog';

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
  return (
    <AdminDialog
      lang={lang}
      action={request.action}
      title={request.title}
      onCancel={() => onAnswer(false)}
      confirm={
        <button type="button" className="button button--danger" onClick={() => onAnswer(true)}>
          {request.confirm}
        </button>
      }
    />
  );
}
