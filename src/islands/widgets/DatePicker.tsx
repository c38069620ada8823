/**
 * The date/time picker (spec §5 "Date picker formats"): the browser's own `type=date`,
 * `datetime-local`, `time` or `month` input (no picker library to download), limited to the
 * spec's year range, with a reset button. It reports the spec's text (`Y/m/d`, …) and the
 * native value; its `name` submits the native value with a plain form.
 */
import { useId } from 'react';
import type { Translate } from '../../lib/i18n/messages';
import {
  NATIVE_TYPES,
  toNativeValue,
  toPickerText,
  type PickerMode,
} from '../../lib/widgets/date-format';
import '../../styles/widgets.css';

export interface DatePickerProps {
  t: Translate;
  label: string;
  /** Spec or native text; an invalid one shows as empty. */
  value: string;
  onChange?: (text: string, native: string) => void;
  mode?: PickerMode;
  name?: string;
  /** Native bounds (see `yearBounds` and `rangeLimits`). */
  min?: string;
  max?: string;
  disabled?: boolean;
  hideLabel?: boolean;
  /** Shows the reset button while a value is set (spec §5 "reset icon"). */
  resettable?: boolean;
  invalid?: boolean;
  describedBy?: string;
  id?: string;
}

export function DatePicker({
  t,
  label,
  value,
  onChange,
  mode = 'date',
  name,
  min,
  max,
  disabled = false,
  hideLabel = false,
  resettable = true,
  invalid = false,
  describedBy,
  id,
}: DatePickerProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const native = toNativeValue(value, mode);
  return (
    <span className="widget-field widget-date" data-mode={mode}>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'widget-field__label'}>
        {label}
      </label>
      <span className="widget-date__box">
        <input
          id={inputId}
          name={name}
          type={NATIVE_TYPES[mode]}
          // datetime-local drops the seconds of the spec's format unless asked for them.
          step={mode === 'datetime' ? 1 : undefined}
          className="widget-input widget-date__input"
          value={native}
          min={min}
          max={max}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange?.(toPickerText(e.target.value, mode), e.target.value)}
        />
        {resettable && native !== '' && !disabled && (
          <button
            type="button"
            className="widget-date__reset"
            aria-label={t('widgets.datePicker.reset.accessibleLabel', { field: label })}
            onClick={() => onChange?.('', '')}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </span>
    </span>
  );
}
