/**
 * @module resilience/provider/world
 * The matches the fault-injecting BetsAPI stand-in serves: a few soccer matches in play whose
 * scores advance on a fixed schedule of the real clock (one goal every `goalEveryMs`, the
 * matches in turn), so the score of any moment, the present or an earlier one, can be told.
 */

export interface WorldOptions {
  matches: number;
  goalEveryMs: number;
  /** Epoch ms of the first goal's schedule (no goal before it). */
  startedAt: number;
}

export interface World {
  ids: number[];
  /** Home and away goals of a match at `at` (epoch ms). */
  goalsAt(id: number, at: number): [number, number];
  /** `h-a` of each match now. */
  truth(now?: number): Map<number, string>;
  /** The event row of a match as BetsAPI would send it, scored as given. */
  row(id: number, goals: [number, number], at: number): Record<string, unknown>;
  /** When goals stop (recovery is measured against a score that holds still). */
  freeze(at: number): void;
}

const FIRST_ID = 9_100_001;

export function createWorld(options: WorldOptions): World {
  const { matches, goalEveryMs, startedAt } = options;
  const ids = Array.from({ length: matches }, (_, i) => FIRST_ID + i);
  const kickoff = Math.floor(startedAt / 1000) - 600;
  let frozenAt = Number.POSITIVE_INFINITY;

  function goalsAt(id: number, at: number): [number, number] {
    const index = ids.indexOf(id);
    const goals = Math.max(0, Math.floor((Math.min(at, frozenAt) - startedAt) / goalEveryMs));
    // Goal k (from 0) goes to match k % matches; a match's goals alternate home, away.
    const own = goals > index ? Math.floor((goals - 1 - index) / matches) + 1 : 0;
    return [Math.ceil(own / 2), Math.floor(own / 2)];
  }

  return {
    ids,
    goalsAt,
    truth(now = Date.now()) {
      return new Map(ids.map((id) => [id, goalsAt(id, now).join('-')]));
    },
    row(id, [home, away], at) {
      const minute = Math.min(89, 10 + Math.floor((at - startedAt) / 1000));
      return {
        id: String(id),
        sport_id: '1',
        time: String(kickoff),
        time_status: '1',
        league: { id: '9401', name: 'Resilience League', cc: 'gb' },
        home: { id: String(id * 10 + 1), name: `Home ${id}`, cc: 'gb' },
        away: { id: String(id * 10 + 2), name: `Away ${id}`, cc: 'gb' },
        ss: `${home}-${away}`,
        timer: { tm: minute, ts: 0, tt: '1', ta: 0, md: 0 },
        scores: { '2': { home: String(home), away: String(away) } },
        extra: { length: '90' },
        has_lineup: 0,
        bet365_id: String(id + 1_000_000),
      };
    },
    freeze(at) {
      frozenAt = at;
    },
  };
}
