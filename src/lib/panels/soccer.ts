/**
 * @module panels/soccer
 * View models of the soccer panel (spec §2 "Match detail panels" soccer, §3 "Soccer stats", §4
 * "Ball position", §5 shots rule): the pitch tracker's ball, trail and state text, the timeline
 * markers, the per-side counts and the shots bar. Pure: the live details may be partial or
 * malformed, so every reader keeps what is valid and drops the rest.
 */
import { parseEvent, type ParsedEvent } from '../domain/event-parse';
import { gameStateText, splitGameState } from '../domain/game-states';
import type { MatchEvent, Side, Stats } from '../domain/match';

/** Spec §9: the pitch is 400×180. */
export const PITCH = { width: 400, height: 180 } as const;
/** Spec §4: the track keeps the last 4 points (another note says about 6). */
export const TRAIL_POINTS = 5;
/** Spec §4: the destination marker shows for 800 ms. */
export const DESTINATION_MS = 800;

export type Pair = [number, number];

/** A number from a number or a numeric string; null otherwise. */
function finite(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A `[home, away]` pair of finite numbers (strings accepted), or null. */
export function pairOf(value: unknown): Pair | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const h = finite(value[0]);
  const a = finite(value[1]);
  return h === null || a === null ? null : [h, a];
}

/**
 * The stats that are well-formed pairs, as numbers (the feed may send `['3', '1']`, a string
 * or junk for the whole object: those entries are dropped, never guessed).
 * @example cleanStats({ corners: ['3', 1], xg: 'n/a' }) // { corners: [3, 1] }
 */
export function cleanStats(raw: unknown): Stats {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Stats = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const pair = pairOf(value);
    if (pair) out[key] = pair;
  }
  return out;
}

export interface BallPoint {
  /** Fractions of the pitch, 0–1 (home attacks towards x = 1). */
  x: number;
  y: number;
}

/**
 * Spec §4: `info.ball_pos` is an `x,y` fraction pair; null, `'^'`, empty or malformed hides the
 * ball. Values a little outside 0–1 (the ball over the line) are clamped onto the pitch.
 * @example parseBallPos('0.25,0.5') // { x: 0.25, y: 0.5 }
 */
export function parseBallPos(raw: unknown): BallPoint | null {
  if (typeof raw !== 'string') return null;
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(raw);
  if (!m) return null;
  const x = Number(m[1]);
  const y = Number(m[2]);
  if (x < -0.1 || x > 1.1 || y < -0.1 || y > 1.1) return null;
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  return { x: clamp(x), y: clamp(y) };
}

/** The state line of the pitch: who has the ball and the state text without its team prefix. */
export interface PitchState {
  side: Side | null;
  text: string;
}

/**
 * The state from the game state code, read the way the detail panel reads it (spec §4: Home or
 * Away in the name sets the team in possession; the prefix is removed).
 * @example pitchState('20009') // { side: 'away', text: 'Corner' }
 */
export function pitchState(code: unknown): PitchState | null {
  if (typeof code !== 'string' && typeof code !== 'number') return null;
  const text = gameStateText(1, code);
  return text ? splitGameState(text) : null;
}

/** The tracker's memory: the trail of the side in possession and a counter of destinations. */
export interface Track {
  side: Side | null;
  points: readonly BallPoint[];
  /** Grows with each new destination, so its marker (800 ms) restarts on every move. */
  moves: number;
}

export const EMPTY_TRACK: Track = { side: null, points: [], moves: 0 };

/**
 * The track after a position update (spec §4): a new point joins the trail (the last
 * `TRAIL_POINTS` kept); a change of possession clears the trail first; a hidden ball keeps the
 * trail as it is; a repeated point is not a move.
 * @example nextTrack(EMPTY_TRACK, { x: 0.5, y: 0.5 }, 'home').points.length // 1
 */
export function nextTrack(track: Track, point: BallPoint | null, side: Side | null): Track {
  const changed = side !== null && track.side !== null && side !== track.side;
  const kept = changed ? [] : track.points;
  const owner = side ?? track.side;
  if (!point) return changed ? { side: owner, points: [], moves: track.moves } : track;
  const last = kept.at(-1);
  if (last && last.x === point.x && last.y === point.y) {
    return owner === track.side ? track : { ...track, side: owner };
  }
  return { side: owner, points: [...kept, point].slice(-TRAIL_POINTS), moves: track.moves + 1 };
}

/** A point in pitch pixels. */
export function toPitch(point: BallPoint): { x: number; y: number } {
  return {
    x: Math.round(point.x * PITCH.width * 10) / 10,
    y: Math.round(point.y * PITCH.height * 10) / 10,
  };
}

/** The events of a match, parsed once (a body re-parses only when the timeline grows). */
export function parseEvents(events: unknown, home: string, away: string): ParsedEvent[] {
  if (!Array.isArray(events)) return [];
  const out: ParsedEvent[] = [];
  for (const e of events as unknown[]) {
    if (!e || typeof e !== 'object') continue;
    const { id, text } = e as Partial<MatchEvent>;
    if (typeof text !== 'string' || text.trim() === '') continue;
    out.push(parseEvent({ id: String(id ?? out.length), text }, home, away));
  }
  return out;
}

export type MarkerKind = 'goal' | 'yellow' | 'red';

export interface TimelineMarker {
  id: string;
  kind: MarkerKind;
  side: Side;
  minute: number;
  /** Left edge share of the bar, 0–100. */
  at: number;
}

/** Spec §2: the bar runs 0–90 and grows for stoppage and extra time. */
export const TIMELINE_MINUTES = 90;

/**
 * Goal, yellow and red markers placed by minute (spec §2 soccer timeline): home above, away
 * below. A second yellow that sends off (`Yellow/Red`) shows as red. Entries without a side or
 * a minute have nowhere to go and are left out.
 * @example timelineMarkers(parseEvents([{ id: '1', text: "45' - 1st Goal - X - Home" }], 'Home', 'Away'))[0].at // 50
 */
export function timelineMarkers(events: readonly ParsedEvent[]): TimelineMarker[] {
  const placed = events.filter((e) => e.win !== null && e.mid !== null && e.mid >= 0);
  const span = Math.max(TIMELINE_MINUTES, ...placed.map((e) => e.mid!));
  const out: TimelineMarker[] = [];
  for (const e of placed) {
    const kind: MarkerKind | null = e.goal ? 'goal' : e.red ? 'red' : e.yellow ? 'yellow' : null;
    if (!kind) continue;
    out.push({
      id: e.id,
      kind,
      side: e.win!,
      minute: e.mid!,
      at: Math.round((e.mid! / span) * 1000) / 10,
    });
  }
  return out;
}

export const COUNT_KINDS = [
  { id: 'goals', stat: 'goals', event: 'goal' },
  { id: 'yellow', stat: 'yellowcards', event: 'yellow' },
  { id: 'red', stat: 'redcards', event: 'red' },
  { id: 'corners', stat: 'corners', event: 'corner' },
  { id: 'substitutions', stat: 'substitutions', event: 'substitution' },
  { id: 'penalties', stat: 'penalties', event: 'penalty' },
] as const;

export type CountId = (typeof COUNT_KINDS)[number]['id'];

export interface CountLine {
  id: CountId;
  home: number;
  away: number;
  /** Where the numbers come from: the feed's stats, or counted from the timeline. */
  from: 'stats' | 'events';
}

/**
 * The counts of spec §2 (yellow, red, corners, substitutions, penalties, goals) per side: the
 * stat pair when the feed sends it, else counted from the timeline entries that name a side;
 * left out when neither says anything (no invented zeros for a match without details).
 * @example soccerCounts({ corners: [3, 1] }, [])[0] // { id: 'corners', home: 3, away: 1, from: 'stats' }
 */
export function soccerCounts(stats: Stats, events: readonly ParsedEvent[]): CountLine[] {
  const out: CountLine[] = [];
  for (const kind of COUNT_KINDS) {
    const pair = pairOf(stats[kind.stat]);
    if (pair) {
      out.push({ id: kind.id, home: pair[0], away: pair[1], from: 'stats' });
      continue;
    }
    if (events.length === 0) continue;
    let home = 0;
    let away = 0;
    for (const e of events) {
      if (!e[kind.event] || !e.win) continue;
      if (e.win === 'home') home++;
      else away++;
    }
    out.push({ id: kind.id, home, away, from: 'events' });
  }
  return out;
}

export interface ShotsView {
  shots: Pair;
  onTarget: Pair;
  /** On-target share of each side's shots, 0–100; 100 when a side has no shot (spec §5). */
  accuracy: Pair;
  /** Home's share of all shots, 0–100 (50 when nobody has shot). */
  homeShare: number;
}

/**
 * The shots and on-target bar (spec §5: shots = on target + off target; percentages are 100
 * when there is no shot data). Null when the feed sends neither pair.
 * @example shotsView({ on_target: [2, 1], off_target: [3, 0] })?.accuracy // [40, 100]
 */
export function shotsView(stats: Stats): ShotsView | null {
  const on = pairOf(stats.on_target);
  const off = pairOf(stats.off_target);
  if (!on || !off) return null;
  const shots: Pair = [on[0] + off[0], on[1] + off[1]];
  const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 100);
  const total = shots[0] + shots[1];
  return {
    shots,
    onTarget: on,
    accuracy: [pct(on[0], shots[0]), pct(on[1], shots[1])],
    homeShare: total > 0 ? Math.round((shots[0] / total) * 1000) / 10 : 50,
  };
}
