/**
 * The picker's range mode (spec §2 "Search bar", §5): two pickers where the from picker's max
 * is the to date and the to picker's min is the from date. A typed from date after the to date
 * is refused with a message, and the range stays as it was.
 */
import { useId, useState } from 'react';
import type { MessageKey, Translate } from '../../lib/i18n/messages';
import type { PickerMode } from '../../lib/widgets/date-format';
import {
  changeRange,
  rangeLimits,
  rangeProblem,
  type DateRange,
} from '../../lib/widgets/date-range';
import { DatePicker } from './DatePicker';
import '../../styles/widgets.css';

export interface DateRangePickerProps {
  t: Translate;
  range: DateRange;
  onChange?: (range: DateRange) => void;
  mode?: PickerMode;
  /** Form names of both ends (the list API's `date_from` and `date_to` by default). */
  names?: { from: string; to: string };
  /** "Now" for the spec's year range (pass the page's clock so server and client agree). */
  now: number;
  zone?: string;
  disabled?: boolean;
  hideLabels?: boolean;
}

export function DateRangePicker({
  t,
  range,
  onChange,
  mode = 'date',
  names = { from: 'date_from', to: 'date_to' },
  now,
  zone,
  disabled = false,
  hideLabels = false,
}: DateRangePickerProps) {
  const errorId = useId();
  // The refusal belongs to the range it refused: once the range changes (clear, a new URL) the
  // message goes.
  const shown = `${range.from}|${range.to}`;
  const [refused, setRefused] = useState<{ of: string; problem: MessageKey } | null>(null);
  const limits = rangeLimits(range, mode, now, zone);
  // A range that came in reversed (a hand-written URL) is named too, not only a refused change.
  const problem = (refused?.of === shown ? refused.problem : null) ?? rangeProblem(range, mode);
  const change = (end: 'from' | 'to', native: string) => {
    const next = changeRange(range, end, native, mode);
    setRefused(next.problem ? { of: shown, problem: next.problem } : null);
    if (!next.problem) onChange?.(next.range);
  };
  return (
    <fieldset className="widget-range" disabled={disabled}>
      <legend className="sr-only">{t('widgets.dateRange.accessibleLabel')}</legend>
      <DatePicker
        t={t}
        label={t('widgets.dateRange.from')}
        mode={mode}
        name={names.from}
        value={range.from}
        min={limits.from.min}
        max={limits.from.max}
        hideLabel={hideLabels}
        invalid={problem !== null}
        describedBy={problem ? errorId : undefined}
        onChange={(_, native) => change('from', native)}
      />
      <span className="widget-range__dash" aria-hidden="true">
        ~
      </span>
      <DatePicker
        t={t}
        label={t('widgets.dateRange.to')}
        mode={mode}
        name={names.to}
        value={range.to}
        min={limits.to.min}
        max={limits.to.max}
        hideLabel={hideLabels}
        invalid={problem !== null}
        describedBy={problem ? errorId : undefined}
        onChange={(_, native) => change('to', native)}
      />
      {problem && (
        <span id={errorId} className="widget-range__error" role="alert">
          {t(problem)}
        </span>
      )}
    </fieldset>
  );
}
