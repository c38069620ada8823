/**
 * The dialog helper (spec §5 "Dialog", §8): `useDialog()` gives an element to render and
 * `ask(content)`, which opens an alert or prompt and resolves true on confirm, false on cancel.
 * Alerts do not close on a click outside; Escape cancels a prompt only.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { DialogContent } from '../../lib/widgets/dialogs';
import '../../styles/widgets.css';

export interface DialogProps {
  content: DialogContent;
  onAnswer: (confirmed: boolean) => void;
}

export function Dialog({ content, onAnswer }: DialogProps) {
  const titleId = useId();
  const textId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    confirm.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && content.cancel !== null) onAnswer(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [content.cancel, onAnswer]);
  return (
    // The backdrop takes clicks without closing anything (spec §8).
    <div className="widget-dialog-backdrop">
      <div
        className="widget-dialog"
        data-tone={content.tone}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <h2 id={titleId} className="widget-dialog__title">
          {content.title}
        </h2>
        <p id={textId} className="widget-dialog__text">
          {content.text}
        </p>
        <div className="widget-dialog__actions">
          {content.cancel !== null && (
            <button type="button" className="button" onClick={() => onAnswer(false)}>
              {content.cancel}
            </button>
          )}
          <button
            ref={confirm}
            type="button"
            className="button widget-dialog__confirm"
            onClick={() => onAnswer(true)}
          >
            {content.confirm}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * @example
 * const dialog = useDialog();
 * if (await dialog.ask(confirmDialog(t))) remove();
 * return <>{dialog.element}…</>;
 */
export function useDialog(): {
  element: ReactNode;
  ask: (content: DialogContent) => Promise<boolean>;
} {
  const [content, setContent] = useState<DialogContent | null>(null);
  // The resolver lives outside state: resolving is a side effect, and state updaters may run twice.
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);
  const ask = useCallback(
    (next: DialogContent) =>
      new Promise<boolean>((resolve) => {
        // A second dialog replaces the first, which counts as cancelled.
        resolver.current?.(false);
        resolver.current = resolve;
        setContent(next);
      }),
    [],
  );
  const answer = useCallback((confirmed: boolean) => {
    const resolve = resolver.current;
    resolver.current = null;
    setContent(null);
    resolve?.(confirmed);
  }, []);
  const element = content ? <Dialog content={content} onAnswer={answer} /> : null;
  return { element, ask };
}
