/** The labelled select (spec §2 "Shared widgets"): a native `<select>` so it works before hydration. */
import { useId } from 'react';
import '../../styles/widgets.css';

export interface SelectOption {
  value: string;
  /** Already translated. */
  label: string;
}

export interface SelectProps {
  label: string;
  name?: string;
  value: string;
  options: readonly SelectOption[];
  onChange?: (value: string) => void;
  /** A first, empty choice (e.g. "Select"); omit when a value is always chosen. */
  placeholder?: string;
  disabled?: boolean;
  hideLabel?: boolean;
  id?: string;
}

export function Select({
  label,
  name,
  value,
  options,
  onChange,
  placeholder,
  disabled = false,
  hideLabel = false,
  id,
}: SelectProps) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <span className="widget-field">
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'widget-field__label'}>
        {label}
      </label>
      <select
        id={selectId}
        name={name}
        className="widget-input widget-select"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}
