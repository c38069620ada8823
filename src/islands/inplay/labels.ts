/** Translated labels of clock units, period columns and sports for the in-play island. */
import type { Language } from '../../lib/domain/languages';
import type { PeriodKind, PeriodName } from '../../lib/domain/period-names';
import { SPORT_NAMES, isSportId } from '../../lib/domain/sports';
import type { StatusLabel } from '../../lib/domain/status-label';
import type { TimerLabel, TimerUnit } from '../../lib/domain/timer-label';
import type { MessageKey, Translate } from '../../lib/i18n/messages';

const TIMER_KEYS: Record<Exclude<TimerUnit, 'half'>, MessageKey> = {
  inningStart: 'inplay.timer.inningStart',
  inningEnd: 'inplay.timer.inningEnd',
  inning: 'inplay.timer.inning',
  period: 'inplay.timer.period',
  quarter: 'inplay.timer.quarter',
  overtime: 'inplay.timer.overtime',
  set: 'inplay.timer.set',
  map: 'inplay.timer.map',
  waiting: 'inplay.timer.waiting',
};

/** "2H 52:03", "Q4 09:29", "7회초": the unit, then the clock when the sport runs one. */
export function timerText(t: Translate, label: TimerLabel): { unit: string; clock: string | null } {
  const unit =
    label.unit === 'half'
      ? t(label.n === 2 ? 'inplay.timer.half2' : 'inplay.timer.half1')
      : t(TIMER_KEYS[label.unit], { n: label.n });
  return { unit, clock: label.clock };
}

/** "HT", "End of 1st", "F/OT", "F/11": a break's or a finished match's label (spec §4.19). */
export function statusText(t: Translate, label: StatusLabel): string {
  // The quarter or period a break follows is part of its key (`quarterEnd3`, `periodBreak1`).
  const which = label.key === 'quarterEnd' || label.key === 'periodBreak' ? label.n : '';
  return t(`inplay.status.${label.key}${which}` as MessageKey, { n: label.n });
}

const PERIOD_KEYS: Record<PeriodKind, MessageKey> = {
  quarter: 'inplay.period.quarter',
  set: 'inplay.period.set',
  period: 'inplay.period.period',
  inning: 'inplay.period.inning',
  map: 'inplay.period.map',
  half: 'inplay.period.half',
  ot: 'inplay.period.ot',
  shootout: 'inplay.period.shootout',
  waiting: 'inplay.timer.waiting',
};

export function periodText(t: Translate, name: PeriodName): string {
  return t(PERIOD_KEYS[name.kind], { n: name.n });
}

export function sportName(id: number, lang: Language): string {
  return isSportId(id) ? SPORT_NAMES[id][lang] : String(id);
}

const WEEKDAY_KEYS: MessageKey[] = [
  'inplay.weekday.0',
  'inplay.weekday.1',
  'inplay.weekday.2',
  'inplay.weekday.3',
  'inplay.weekday.4',
  'inplay.weekday.5',
  'inplay.weekday.6',
];

export function weekdayName(t: Translate, day: number): string {
  return t(WEEKDAY_KEYS[day] ?? 'inplay.weekday.0');
}
