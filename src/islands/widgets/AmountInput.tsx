/**
 * The numeric amount input (spec §5 "Amount input"): digits and a period only, thousands
 * separators, at most 2 decimals; it reports a number and settles on `0` when left empty.
 */
import { useEffect, useId, useState } from 'react';
import { readAmount, settleAmount } from '../../lib/widgets/amount';
import '../../styles/widgets.css';

export interface AmountInputProps {
  label: string;
  value: number;
  onChange?: (value: number) => void;
  name?: string;
  /** The largest amount accepted; a key that would pass it is refused. */
  max?: number;
  disabled?: boolean;
  hideLabel?: boolean;
  id?: string;
  /** Hint under the input (already translated). */
  hint?: string;
}

export function AmountInput({
  label,
  value,
  onChange,
  name,
  max,
  disabled = false,
  hideLabel = false,
  id,
  hint,
}: AmountInputProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const [text, setText] = useState(() => readAmount(String(value)).text);
  // A value changed from outside (a reset) replaces what is shown; our own echo does not.
  useEffect(() => {
    setText((shown) =>
      readAmount(shown).value === value ? shown : readAmount(String(value)).text,
    );
  }, [value]);
  return (
    <span className="widget-field">
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'widget-field__label'}>
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="widget-input widget-input--amount"
        value={text}
        disabled={disabled}
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        onChange={(e) => {
          const next = readAmount(e.target.value, text, max);
          setText(next.text);
          onChange?.(next.value);
        }}
        onBlur={() => setText(settleAmount(text))}
      />
      {hint && (
        <small id={`${inputId}-hint`} className="widget-field__hint">
          {hint}
        </small>
      )}
    </span>
  );
}
