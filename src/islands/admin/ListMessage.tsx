/**
 * The outcome line above a console list (e.g. "banned kim" or why it failed). It is a live
 * status that takes focus after an action, because the row's own button may be gone by then.
 */
import type { Ref } from 'react';

/** What an action on a list row came to. */
export type ListOutcome = { tone: 'ok' | 'error'; text: string };

/**
 * @example <ListMessage message={message} ref={status} />
 */
export function ListMessage({
  message,
  ref,
}: {
  message: ListOutcome | null;
  ref: Ref<HTMLParagraphElement>;
}) {
  return (
    <p
      className={`admin-queue__message${message ? ` admin-queue__message--${message.tone}` : ''}`}
      role="status"
      tabIndex={-1}
      ref={ref}
    >
      {message?.text}
    </p>
  );
}
