/**
 * One group of settings saved on its own: a titled form, its fields, a save button and a status
 * line. Problems found before sending or named by the server's 400 answer go to their fields
 * (the first one takes the focus); a problem the form has no field for shows in the status line.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { hasProblems, serverProblems, type Problems } from '../../lib/admin/problems';
import { ApiError } from '../../lib/api/client';
import type { Language } from '../../lib/domain/languages';
import type { Translate } from '../../lib/i18n/messages';
import { useT } from '../../lib/i18n/react';
import { failureOf } from './admin-api';

type Status = 'idle' | 'saving' | 'saved' | 'invalid' | 'forbidden' | 'failed';

interface SaveGroupProps {
  lang: Language;
  /** `data-admin-group` value, e.g. `home`. */
  name: string;
  title: string;
  /** A line under the title about the whole group (the fields point to it). */
  hint?: string;
  /** Problems of the fields as they are; sending waits until there are none. */
  check: () => Problems;
  save: () => Promise<unknown>;
  /** Shows problems on the fields, by field name (the section keeps them for its fields). */
  setProblems: (problems: Problems) => void;
  children: ReactNode;
}

/** The save of one group: checks, sends, and what the status line says. */
function useSave({
  check,
  save,
  setProblems,
}: Pick<SaveGroupProps, 'check' | 'save' | 'setProblems'>) {
  const [status, setStatus] = useState<Status>('idle');
  const [serverMessage, setServerMessage] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const [focusTick, setFocusTick] = useState(0);

  useEffect(() => {
    if (focusTick > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const refuse = (found: Problems, message = '') => {
    setProblems(found);
    setServerMessage(message);
    setStatus('invalid');
    setFocusTick((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    if (hasProblems(found)) return refuse(found);
    setProblems({});
    setStatus('saving');
    try {
      await save();
      setStatus('saved');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const named = serverProblems(error.body);
        const onFields = Object.keys(named).some((field) =>
          form.current?.querySelector(`[name="${CSS.escape(field)}"]`),
        );
        return refuse(named, onFields ? '' : error.message);
      }
      const failure = failureOf(error);
      if (failure !== 'away') setStatus(failure);
    }
  };

  return { form, status, setStatus, serverMessage, submit };
}

/** The status line's words. */
function statusText(t: Translate, status: Status, serverMessage: string): string {
  switch (status) {
    case 'saved':
      return t('admin.saved');
    case 'invalid':
      return serverMessage || t('admin.invalid');
    case 'forbidden':
      return t('accounts.admin.forbidden');
    case 'failed':
      return t('admin.saveFailed');
    default:
      return '';
  }
}

export function SaveGroup(props: SaveGroupProps) {
  const { lang, name, title, hint, children } = props;
  const t = useT(lang);
  const hintId = useId();
  const { form, status, setStatus, serverMessage, submit } = useSave(props);
  const message = statusText(t, status, serverMessage);
  const tone = status === 'saved' ? 'ok' : message ? 'error' : '';
  return (
    <form
      ref={form}
      className="admin-group"
      data-admin-group={name}
      noValidate
      onSubmit={(e) => void submit(e)}
      // "Saved" is about what was sent; an edit after it is not saved yet.
      onChange={() => {
        if (status === 'saved') setStatus('idle');
      }}
    >
      <fieldset
        className="admin-group__fields"
        disabled={status === 'saving'}
        aria-describedby={hint ? hintId : undefined}
      >
        <legend className="admin-group__title">{title}</legend>
        {hint && (
          <p className="form-field__hint" id={hintId}>
            {hint}
          </p>
        )}
        {children}
      </fieldset>
      <div className="admin-group__foot">
        <button type="submit" className="button button--primary" disabled={status === 'saving'}>
          {status === 'saving' ? t('admin.saving') : t('admin.save')}
        </button>
        <p
          className={`admin-group__status${tone ? ` admin-group__status--${tone}` : ''}`}
          role="status"
          data-admin-status={status}
        >
          {message}
        </p>
      </div>
    </form>
  );
}
