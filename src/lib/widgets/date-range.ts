/**
 * @module widgets/date-range
 * The picker's range mode (spec §2 "Search bar", §5 "Date picker formats"): the from picker's
 * max is the to date and the to picker's min is the from date; a from after the to is refused;
 * times default to 00:00 and 23:59 and a to-time ends at :59.
 */
import type { MessageKey } from '../i18n/messages';
import { toNativeValue, yearBounds, type PickerMode } from './date-format';

export interface DateRange {
  /** Native input values (`YYYY-MM-DD` for dates); `''` when not chosen. */
  from: string;
  to: string;
}

export interface PickerLimits {
  min: string;
  max: string;
}

/** The message shown when the from date comes after the to date. */
export const RANGE_REVERSED: MessageKey = 'widgets.dateRange.fromAfterTo';

/**
 * The `min`/`max` of both pickers of a range: the spec's year range, narrowed so that the from
 * picker cannot pass the to date and the to picker cannot precede the from date.
 * @example rangeLimits({ from: '2026-11-01', to: '2026-11-22' }, 'date', now).from.max // '2026-11-22'
 */
export function rangeLimits(
  range: DateRange,
  mode: PickerMode,
  now: number,
  zone?: string,
): { from: PickerLimits; to: PickerLimits } {
  const years = yearBounds(mode, now, zone);
  const from = toNativeValue(range.from, mode);
  const to = toNativeValue(range.to, mode);
  return {
    from: { min: years.min, max: to || years.max },
    to: { min: from || years.min, max: years.max },
  };
}

/**
 * Why a range is refused, as a message key; null when it stands (either end may be empty).
 * Native values of one mode sort as text, so comparing the strings compares the dates.
 * @example rangeProblem({ from: '2026-11-23', to: '2026-11-22' }, 'date') // 'widgets.dateRange.fromAfterTo'
 */
export function rangeProblem(range: DateRange, mode: PickerMode): MessageKey | null {
  const from = toNativeValue(range.from, mode);
  const to = toNativeValue(range.to, mode);
  if (from && to && from > to) return RANGE_REVERSED;
  return null;
}

/**
 * A range end with the spec's default times: a from without a time starts at 00:00:00, a to
 * ends at 23:59:59, and a to-time always ends at :59 seconds (so the whole minute counts).
 * Returns native datetime values; `''` for an end that is not a date.
 * @example rangeEdge('2026/11/22', 'to') // '2026-11-22T23:59:59'
 * @example rangeEdge('2026-11-22T18:30', 'to') // '2026-11-22T18:30:59'
 */
export function rangeEdge(text: string, end: 'from' | 'to'): string {
  const withTime = toNativeValue(text, 'datetime');
  if (withTime) return end === 'to' ? `${withTime.slice(0, 17)}59` : withTime;
  const day = toNativeValue(text, 'date');
  if (!day) return '';
  return `${day}T${end === 'to' ? '23:59:59' : '00:00:00'}`;
}

/**
 * Applies a change of one end of a range (a datetime to-end moved to its :59 second). A change
 * that would reverse the range is refused:
 * the range stays as it was and the problem is named, so the picker can say why.
 * @example changeRange({ from: '', to: '2026-11-22' }, 'from', '2026-11-23', 'date').problem // 'widgets.dateRange.fromAfterTo'
 */
export function changeRange(
  range: DateRange,
  end: 'from' | 'to',
  value: string,
  mode: PickerMode,
): { range: DateRange; problem: MessageKey | null } {
  // In datetime mode the to end always ends at :59 (spec §5), whatever second was typed.
  const native = mode === 'datetime' ? rangeEdge(value, end) : toNativeValue(value, mode);
  const next = { ...range, [end]: value === '' ? '' : native };
  const problem = rangeProblem(next, mode);
  return problem ? { range, problem } : { range: next, problem: null };
}
