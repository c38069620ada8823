/**
 * A labelled input with its hint and error, linked for assistive technology. Uncontrolled on
 * purpose: what a user types (or a password manager fills) before hydration must survive it,
 * and React resets a controlled input to its state when it hydrates.
 */
import type { Ref } from 'react';

export interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  /** Called on every edit; the value stays in the input. */
  onChange: () => void;
  type?: 'text' | 'password';
  autoComplete: string;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  /** Text after the label, e.g. "(optional)". */
  labelNote?: string | undefined;
  maxLength?: number | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

export default function FormField(props: FormFieldProps) {
  const { id, error, hint } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : undefined, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`} data-field={props.name}>
      <label className="form-field__label" htmlFor={id}>
        {props.label}
        {props.labelNote && <span className="form-field__note"> {props.labelNote}</span>}
      </label>
      <input
        id={id}
        ref={props.inputRef}
        className="form-field__input"
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue=""
        onChange={props.onChange}
        autoComplete={props.autoComplete}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        required={props.required}
        aria-required={props.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        // A little room over the rule, so an over-long entry gets a message, not a silent cut.
        maxLength={props.maxLength === undefined ? undefined : props.maxLength + 20}
      />
      {error && (
        <p id={errorId} className="form-field__error" data-field-error={props.name}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
