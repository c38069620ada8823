/**
 * @module widgets/date-format
 * The date/time picker's formats (spec §5 "Date picker formats": datetime Y/m/d H:i:s, date
 * Y/m/d, time H:i, month Y-m; years from the current one -80 to +5) and their translation to
 * and from the values of the browser's own inputs (`type=date` and friends), which always
 * speak ISO-like text whatever the viewer's locale shows.
 */
import { dayjs, formatInZone } from '../format/dates';
import { SERVICE_TIME_ZONE } from '../domain/constants';

export const PICKER_MODES = ['datetime', 'date', 'time', 'month'] as const;
export type PickerMode = (typeof PICKER_MODES)[number];

/** The spec's formats (flatpickr tokens Y/m/d H:i:s) in dayjs tokens. */
export const PICKER_FORMATS = {
  datetime: 'YYYY/MM/DD HH:mm:ss',
  date: 'YYYY/MM/DD',
  time: 'HH:mm',
  month: 'YYYY-MM',
} as const satisfies Record<PickerMode, string>;

/** What the native inputs read and write. */
export const NATIVE_FORMATS = {
  datetime: 'YYYY-MM-DDTHH:mm:ss',
  date: 'YYYY-MM-DD',
  time: 'HH:mm',
  month: 'YYYY-MM',
} as const satisfies Record<PickerMode, string>;

/** The `<input type>` of each mode. */
export const NATIVE_TYPES = {
  datetime: 'datetime-local',
  date: 'date',
  time: 'time',
  month: 'month',
} as const satisfies Record<PickerMode, string>;

/** Spec §5: the year selector runs from 80 years back to 5 ahead. */
export const YEAR_RANGE = { back: 80, ahead: 5 } as const;

/**
 * Patterns accepted as input for a mode: the spec's, the native one, and the variants the
 * browser and our URLs write (a datetime without seconds, a space instead of `T`, `-` dates).
 */
const ACCEPTED: Record<PickerMode, readonly string[]> = {
  datetime: [
    'YYYY/MM/DD HH:mm:ss',
    'YYYY-MM-DDTHH:mm:ss',
    'YYYY-MM-DDTHH:mm',
    'YYYY-MM-DD HH:mm:ss',
    'YYYY-MM-DD HH:mm',
    'YYYY/MM/DD HH:mm',
  ],
  date: ['YYYY/MM/DD', 'YYYY-MM-DD', 'YYYY.MM.DD'],
  time: ['HH:mm', 'HH:mm:ss'],
  month: ['YYYY-MM', 'YYYY/MM'],
};

/** Strict reading of picker text in any accepted pattern, as wall-clock fields (UTC). */
function readWall(text: string, mode: PickerMode) {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  for (const pattern of ACCEPTED[mode]) {
    const wall = dayjs.utc(trimmed, pattern, true);
    if (wall.isValid()) return wall;
  }
  return null;
}

/**
 * The native input value of picker text in the spec's or a native format; `''` for text that
 * is no real date of that mode.
 * @example toNativeValue('2026/11/22', 'date') // '2026-11-22'
 * @example toNativeValue('2026/02/30', 'date') // ''
 */
export function toNativeValue(text: string, mode: PickerMode): string {
  return readWall(text, mode)?.format(NATIVE_FORMATS[mode]) ?? '';
}

/**
 * The spec-format text of a native input value (or any accepted text); `''` when invalid.
 * @example toPickerText('2026-11-22T09:05', 'datetime') // '2026/11/22 09:05:00'
 */
export function toPickerText(value: string, mode: PickerMode): string {
  return readWall(value, mode)?.format(PICKER_FORMATS[mode]) ?? '';
}

/**
 * The native `min`/`max` of a mode for the spec's year range around `now` in a zone.
 * @example yearBounds('date', Date.UTC(2026, 0, 1)) // { min: '1946-01-01', max: '2031-12-31' }
 */
export function yearBounds(
  mode: PickerMode,
  now: number,
  zone: string = SERVICE_TIME_ZONE,
): { min: string; max: string } {
  if (mode === 'time') return { min: '00:00', max: '23:59' };
  const year = Number(formatInZone(now, 'YYYY', zone));
  const first = `${year - YEAR_RANGE.back}`;
  const last = `${year + YEAR_RANGE.ahead}`;
  if (mode === 'month') return { min: `${first}-01`, max: `${last}-12` };
  if (mode === 'date') return { min: `${first}-01-01`, max: `${last}-12-31` };
  return { min: `${first}-01-01T00:00:00`, max: `${last}-12-31T23:59:59` };
}

/**
 * An instant as the picker shows it in the viewer's zone (summer time applied at that instant).
 * @example pickerTextAt(Date.UTC(2026, 6, 1, 12), 'datetime', 'Europe/London') // '2026/07/01 13:00:00'
 */
export function pickerTextAt(epochMs: number, mode: PickerMode, zone: string): string {
  return formatInZone(epochMs, PICKER_FORMATS[mode], zone);
}
