/** The generic labelled input (spec §2 "Shared widgets"): a plain `<input>` styled as a widget. */
import { useId, type InputHTMLAttributes } from 'react';
import '../../styles/widgets.css';

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value'
> {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** Keeps the label for screen readers only (dense toolbars). */
  hideLabel?: boolean;
}

export function TextInput({
  label,
  value,
  onChange,
  hideLabel = false,
  id,
  ...rest
}: TextInputProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <span className="widget-field">
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'widget-field__label'}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        className="widget-input"
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
      />
    </span>
  );
}
