/**
 * A form's alert: a live region that is always in the page, so screen readers announce what
 * appears in it (a region inserted together with its text is often not read).
 */
import type { Ref } from 'react';
import type { FailureText } from './messages';

export default function AccountAlert({
  text,
  tone = 'error',
  alertRef,
  id,
}: {
  text: FailureText | null;
  tone?: 'error' | 'notice';
  alertRef?: Ref<HTMLDivElement>;
  id?: string;
}) {
  return (
    <div
      id={id}
      ref={alertRef}
      className={`account-alert account-alert--${tone}`}
      role="alert"
      tabIndex={-1}
      data-alert={text ? tone : undefined}
      hidden={!text}
    >
      {text && (
        <>
          <strong className="account-alert__title">{text.title}</strong>
          <span className="account-alert__body">{text.body}</span>
        </>
      )}
    </div>
  );
}
