/**
 * @module feed/betsapi/map-match
 * Event rows → the feed's fixture and live snapshot (spec §3 "Match (list row)", "Match
 * details"). Rows from different endpoints carry different parts (the in-play list has score
 * and clock, the event view adds stats and the timeline), so a new row is merged over what is
 * already known and never takes away good data it does not carry.
 */
import { codeWithSide, encodeEvent } from '../../../lib/domain/event-codes';
import { sideOf } from '../../../lib/domain/event-parse';
import type { MatchEvent, MatchSnapshot, Scores, Stats, Timer } from '../../../lib/domain/match';
import { TIME_STATUS, type SportId, type TimeStatus } from '../../../lib/domain/sports';
import type { Fixture } from '../updates';
import type { EventRow, TimerRow } from './schemas/events';

const STATUSES = new Set<number>(Object.values(TIME_STATUS));

/**
 * A `time_status` code: the listed ones (0–11, 99) as they are; another whole code up to 99
 * (one BetsAPI added since) as "to be fixed", so the match stays listed, neither live nor
 * final; anything else is no status (the row is left out).
 * @example [toTimeStatus(3), toTimeStatus(12), toTimeStatus(100)] // [3, 2, null]
 */
export function toTimeStatus(code: number): TimeStatus | null {
  if (STATUSES.has(code)) return code as TimeStatus;
  return Number.isInteger(code) && code >= 0 && code <= 99 ? TIME_STATUS.toBeFixed : null;
}

/** Sports whose clock counts halves by `md` (soccer and its e-soccer leagues). */
const HALF_CLOCK: ReadonlySet<number> = new Set([1]);

/**
 * The clock with numbers for numeric strings (`{tm: "10", q: "3"}` → `{tm: 10, q: 3}`). A soccer
 * clock without `md` (the event view's `{tm, ts, tt}`) is in the second half past minute 45;
 * at 45 itself it keeps the half known before (first-half added time reads 45 with `ta`).
 * @example timerOf({ tm: 79, ts: 4, tt: '1', ta: 0, md: 1, q: null }) // { tm: 79, ts: 4, tt: '1', ta: 0, md: 1 }
 * @example timerOf({ tm: 76, ts: 12, tt: '1', ta: null, md: null, q: null }, 1).md // 1
 */
export function timerOf(
  row: TimerRow | null | undefined,
  sportId?: SportId,
  before?: Timer | null,
): Timer | null {
  if (!row) return null;
  const timer: Timer = { tm: row.tm, ts: row.ts ?? 0 };
  if (row.tt !== null && row.tt !== undefined) timer.tt = String(row.tt) === '1' ? '1' : '0';
  // The event view's short clock does not repeat the added time the in-play list announced.
  if (row.ta !== null) timer.ta = row.ta;
  else if (before?.ta !== undefined) timer.ta = before.ta;
  if (row.md !== null) timer.md = row.md === 1 ? 1 : 0;
  else if (sportId !== undefined && HALF_CLOCK.has(sportId))
    timer.md = row.tm > 45 ? 1 : row.tm === 45 && before?.md === 1 ? 1 : 0;
  if (row.q !== null) timer.q = row.q;
  return timer;
}

/**
 * Stat pairs as numbers; a stat whose values are not numbers is left out.
 * @example statsOf({ corners: ['4', '4'], xg: ['1.2', '0.4'], odd: ['a', '1'] }) // { corners: [4, 4], xg: [1.2, 0.4] }
 */
export function statsOf(raw: Record<string, unknown[]> | null | undefined): Stats {
  const stats: Stats = {};
  for (const [key, pair] of Object.entries(raw ?? {})) {
    if (pair.length < 2) continue;
    const [home, away] = pair.map((v) =>
      typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN,
    );
    if (Number.isFinite(home) && Number.isFinite(away)) stats[key] = [home!, away!];
  }
  return stats;
}

/** The timeline merged by event id: known entries stay, new ones are appended in feed order. */
/**
 * A provider timeline entry with its catalogue code where the text is one the catalogue knows.
 * The provider may spell a team differently in its texts than in the row, so
 * a text that names neither team exactly is read again with any team and its side taken from
 * the name the way event-parse attributes texts (spec §5); unknown texts stay text only.
 * @example providerEvent(1, { id: '1', text: "23' - 1st Goal - Kane - Bayern Munich" }, 'Bayern', 'Dortmund').code // 10100
 */
export function providerEvent(
  sportId: SportId,
  event: { id: string; text: string },
  home: string,
  away: string,
): MatchEvent {
  const { id, text } = event;
  const exact = encodeEvent(sportId, text, [home, away]);
  if (exact) return { id, text, code: exact.code, p: exact.p };
  const loose = encodeEvent(sportId, text);
  if (!loose) return { id, text };
  const team = loose.p.team;
  if (typeof team !== 'string') return { id, text, code: loose.code, p: loose.p };
  // A "team" holding the texts' separator took in another part (a scorer the player slot could
  // not read, such as a name with brackets): read as a team, the scorer would be lost.
  if (team.includes(' - ')) return { id, text };
  // A team the row does not name stays as sent; a recognised one is written as the row has it.
  const side = sideOf(team, home, away);
  if (!side) return { id, text };
  const p = { ...loose.p, team: side === 'home' ? home : away };
  return { id, text, code: codeWithSide(loose.code, side), p };
}

export function mergeEvents(
  before: readonly MatchEvent[],
  incoming: readonly MatchEvent[],
): MatchEvent[] {
  const seen = new Set(before.map((e) => e.id));
  const out = [...before];
  for (const e of incoming) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    out.push(e);
  }
  return out;
}

/** Score keys of the quarters, in order, for sports whose keys also hold half and total. */
const QUARTER_KEYS: Partial<Record<number, readonly number[]>> = {
  18: [1, 2, 4, 5, 6],
  12: [1, 2, 4, 5, 6],
};

/**
 * The current period: the clock's quarter/period where it has one, halves for soccer-like
 * clocks (`md`), otherwise the highest numbered score key (sets, innings, periods).
 * @example periodOf(1, 1, {}, { tm: 50, ts: 0, md: 1 }) // 2
 */
export function periodOf(
  sportId: SportId,
  status: TimeStatus,
  scores: Scores,
  timer: Timer | null,
): number {
  if (status === TIME_STATUS.notStarted) return 0;
  if (timer?.q !== undefined) return timer.q;
  if (timer?.md !== undefined) return timer.md + 1;
  const keys = Object.keys(scores)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (sportId === 1 || sportId === 78) return keys.length > 1 ? 2 : 1;
  if (QUARTER_KEYS[sportId]) {
    // Basketball and American football keys: 1, 2 quarters, 3 the first half, 4, 5 quarters,
    // 6 overtime, 7 the total.
    const quarters = QUARTER_KEYS[sportId].filter((k) => keys.includes(k));
    return quarters.length ? QUARTER_KEYS[sportId].indexOf(quarters.at(-1)!) + 1 : 1;
  }
  return keys.length ? Math.max(...keys) : 1;
}

function integerOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/**
 * The fixture of an event row; `extra` (round, stadium, referee, table positions) is merged
 * over what was known, and the round comes from `extra.round` (where BetsAPI puts it).
 */
export function fixtureOf(
  row: EventRow,
  sportId: SportId,
  status: TimeStatus,
  before: Fixture | undefined,
  seasonId: number | null,
): Fixture {
  const extra = { ...before?.extra, ...row.extra };
  return {
    id: row.id,
    bet365_id: row.bet365_id ?? before?.bet365_id ?? null,
    sport_id: sportId,
    league_id: row.league.id,
    season_id: seasonId ?? before?.season_id ?? null,
    round: integerOf(extra.round) ?? before?.round ?? null,
    home_id: row.home.id,
    away_id: row.away.id,
    time: Math.round(row.time),
    time_status: status,
    extra,
  };
}

/** The live snapshot of an event row merged over the one known before. */
export function snapshotOf(
  row: EventRow,
  sportId: SportId,
  status: TimeStatus,
  before: MatchSnapshot | null,
): MatchSnapshot {
  const rowScores: Scores = {};
  for (const [key, s] of Object.entries(row.scores ?? {})) rowScores[key] = { ...s };
  const scores = Object.keys(rowScores).length ? rowScores : (before?.scores ?? {});
  const timer = timerOf(row.timer, sportId, before?.timer) ?? before?.timer ?? null;
  const stats = row.stats ? { ...before?.stats, ...statsOf(row.stats) } : (before?.stats ?? {});
  const events = mergeEvents(
    before?.events ?? [],
    (row.events ?? []).map((e) => providerEvent(sportId, e, row.home.name, row.away.name)),
  );
  return {
    time_status: status,
    ss: row.ss ?? before?.ss ?? null,
    scores,
    timer,
    stats,
    events,
    details: {
      state: before?.details.state ?? null,
      ball_pos: before?.details.ball_pos ?? null,
      serve: before?.details.serve ?? null,
      sts: before?.details.sts ?? {},
      period: periodOf(sportId, status, scores, timer),
    },
  };
}
