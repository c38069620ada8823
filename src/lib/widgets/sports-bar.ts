/**
 * @module widgets/sports-bar
 * The sports bar (spec §2.1 "Sports navigation", §2.2): an "all" tab, then a tab per sport in
 * the order of spec §1, each with its count of matches; the chosen one is marked. One rule for
 * both screens: the in-play screen counts the matches in play (live), the results list those of
 * its days (from the server).
 */
import { ALL_SPORT_IDS, isSportId, type SportId } from '../domain/sports';

/** Matches per sport id (`"1": 12`); a sport not named has none. */
export type SportCounts = Readonly<Record<string, number>>;

export interface SportTab {
  /** The sport, or undefined for every sport. */
  id: SportId | undefined;
  count: number;
  active: boolean;
}

/**
 * The bar's tabs: every sport is listed, with 0 when it has no match, and "all" counts the
 * matches of every listed sport. "All" is marked when no listed sport is chosen.
 * @example sportTabs({ '1': 3, '18': 2 }, 18)[0] // { id: undefined, count: 5, active: false }
 */
export function sportTabs(counts: SportCounts, chosen: number | undefined): SportTab[] {
  const tabs: SportTab[] = ALL_SPORT_IDS.map((id) => ({
    id,
    count: counts[String(id)] ?? 0,
    active: chosen === id,
  }));
  const total = tabs.reduce((n, tab) => n + tab.count, 0);
  return [{ id: undefined, count: total, active: !tabs.some((tab) => tab.active) }, ...tabs];
}

/**
 * Counts per sport from grouped rows (`select sport_id, count(*) … group by sport_id`); rows of
 * ids that are no sport of spec §1 are left out, as the bar has no tab for them.
 * @example countsBySport([{ sport_id: 1, n: 4 }, { sport_id: '18', n: '2' }]) // { '1': 4, '18': 2 }
 */
export function countsBySport(
  rows: readonly { sport_id: number | string; n: number | string | bigint }[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of rows) {
    const id = Number(row.sport_id);
    if (!isSportId(id)) continue;
    out[String(id)] = (out[String(id)] ?? 0) + Number(row.n);
  }
  return out;
}
