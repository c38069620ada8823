/**
 * @module results/grouping
 * The list's grouping (spec §2 "Upcoming / results list": games grouped by date and league;
 * the in-play lists' rule that result and upcoming date headers carry the weekday).
 */
import { groupBy } from '../domain/inplay-filters';
import type { ResultList } from './query';
import type { ResultRowView } from './row-view';

export interface LeagueGroup {
  /** `day league-id`: unique in the page. */
  key: string;
  league: ResultRowView['league'];
  country: string | null;
  rows: ResultRowView[];
}

export interface DateGroup {
  day: string;
  /** Whether the header shows the weekday. */
  weekday: boolean;
  leagues: LeagueGroup[];
}

/**
 * Spec §2 (in-play lists): "date header (weekday included for upcoming and result)". The all
 * list mixes both and follows the same wording: no weekday.
 */
export function headerHasWeekday(list: ResultList): boolean {
  return list === 'result' || list === 'upcoming';
}

/**
 * Date groups in the rows' order, each with its leagues in first-seen order; the rows keep the
 * order the list was read in (newest first for results, soonest first for upcoming).
 * @example groupResults(rows, 'result')[0].leagues[0].rows
 */
export function groupResults(rows: readonly ResultRowView[], list: ResultList): DateGroup[] {
  const weekday = headerHasWeekday(list);
  return groupBy(rows, (r) => r.day).map((d) => ({
    day: d.key,
    weekday,
    leagues: groupBy(d.rows, (r) => String(r.league.id)).map((l) => ({
      key: `${d.key} ${l.key}`,
      league: l.rows[0]!.league,
      country: l.rows[0]!.country,
      rows: l.rows,
    })),
  }));
}
