/**
 * The frame both account forms share: a post form validated by us (noValidate), its alert
 * region, the fields given as children and a submit button that stays disabled until hydrated,
 * since a click before then would post the form to the page.
 */
import type { FormEvent, ReactNode, Ref } from 'react';
import type { AccountFailure } from '../../lib/domain/account-screens';
import type { Translate } from '../../lib/i18n/messages';
import AccountAlert from './AccountAlert';
import { failureText } from './messages';

/** What the form's alert shows: a failure, and the wait the server named for a rate limit. */
export interface FormAlert {
  failure: AccountFailure;
  seconds: number | null;
}

export default function AccountForm({
  id,
  t,
  alert,
  alertRef,
  ready,
  busy,
  submitLabel,
  onSubmit,
  children,
}: {
  /** Prefix of the alert's id (`login` → `login-alert`). */
  id: string;
  t: Translate;
  alert: FormAlert | null;
  alertRef: Ref<HTMLDivElement>;
  ready: boolean;
  busy: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      className="account-form"
      method="post"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-busy={busy}
      data-ready={ready ? 'true' : undefined}
    >
      <AccountAlert
        text={alert && failureText(t, alert.failure, alert.seconds)}
        alertRef={alertRef}
        id={`${id}-alert`}
      />
      {children}
      <button type="submit" className="button button--primary" disabled={!ready || busy}>
        {submitLabel}
      </button>
    </form>
  );
}
