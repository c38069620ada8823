/**
 * Labelled form fields of the console: a problem shows under its field, which points to it with
 * `aria-describedby` and says `aria-invalid`.
 */
import type { ChangeEvent, ReactNode } from 'react';
import type { Problem } from '../../lib/admin/problems';
import type { Translate } from '../../lib/i18n/messages';

/** A problem in words: the console's own in the page's language, the server's as it said. */
export function problemText(t: Translate, problem: Problem): string {
  switch (problem.kind) {
    case 'tooLong':
      return t('admin.problem.tooLong', { max: problem.max });
    case 'range':
      return t('admin.problem.range', { min: problem.min, max: problem.max });
    case 'assetUrl':
      return t('admin.problem.assetUrl');
    case 'server':
      return problem.message;
  }
}

interface FieldProps {
  id: string;
  label: string;
  t: Translate;
  problem?: Problem | undefined;
  hint?: string | undefined;
  /** The field's name, for tests and the focus after a refused save. */
  name: string;
  children: (aria: {
    id: string;
    name: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A label, the control `children` renders with the given attributes, a hint and a problem. */
export function Field({ id, label, t, problem, hint, name, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${problem ? ' form-field--invalid' : ''}`} data-field={name}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        name,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {problem && (
        <p className="form-field__error" id={errorId} data-field-error>
          {problemText(t, problem)}
        </p>
      )}
    </div>
  );
}

type FieldFrame = Omit<FieldProps, 'children'>;

/**
 * Names a group's fields: each id is the group's `useId()` and the field's own key, so ids stay
 * unique when a section shows twice.
 * @example const field = fieldsOf(id, t); <TextField {...field('seo-title', 'title', t('admin.site.seoTitle'))} value={title} onChange={setTitle} />
 */
export function fieldsOf(groupId: string, t: Translate) {
  return (key: string, name: string, label: string) => ({
    id: `${groupId}-${key}`,
    name,
    label,
    t,
  });
}

/**
 * A text box in a Field: one line, or a textarea of `rows` lines when `rows` is given.
 * @example <TextField id={id} name="title" label={t('admin.site.seoTitle')} t={t} value={title} onChange={setTitle} />
 */
export function TextField({
  value,
  onChange,
  rows,
  inputMode,
  ...frame
}: FieldFrame & {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  inputMode?: 'numeric' | 'url' | 'text' | undefined;
}) {
  return (
    <Field {...frame}>
      {(aria) => {
        const control = {
          ...aria,
          className: 'form-field__input',
          value,
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onChange(e.currentTarget.value),
        };
        return rows === undefined ? (
          <input {...control} inputMode={inputMode} />
        ) : (
          <textarea {...control} rows={rows} />
        );
      }}
    </Field>
  );
}

/**
 * A drop-down in a Field over the given options, each a value and its words.
 * @example <SelectField id={id} name="theme" label={t('admin.site.theme')} t={t} value={theme} options={[{ value: 'theme-2', label: t('admin.site.theme.theme-2') }]} onChange={setTheme} />
 */
export function SelectField({
  value,
  options,
  onChange,
  ...frame
}: FieldFrame & {
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field {...frame}>
      {(aria) => (
        <select
          {...aria}
          className="form-field__input"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {options.map(({ value: v, label }) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label after it (a switch of the console). */
export function Check({
  id,
  label,
  checked,
  onChange,
  name,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name: string;
}) {
  return (
    <div className="admin-check" data-field={name}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
