/**
 * @module panels/football
 * The American football panel's view model (spec §2 "Match detail panels": field frame with the
 * ball's yard line and the drive; matchUp, homeTeam, awayTeam; doughnuts for yards, turnovers,
 * downs; spec §4 states that hide clock and team name). Pure: reads loose live details and keeps
 * only what is valid, so a malformed field hides its part and never throws.
 */
import { gameStateText, splitGameState } from '../domain/game-states';
import type { Side } from '../domain/match';
import type { MessageKey } from '../i18n/messages';

/** Yards of the whole field drawn, both end zones included (the feed's ball_pos scale). */
export const FIELD_YARDS = 120;
const END_ZONE = 10;

/** A finite number from a number or numeric string; null otherwise. */
export function finite(v: unknown): number | null {
  if (typeof v !== 'number' && (typeof v !== 'string' || v.trim() === '')) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/**
 * A `[home, away]` pair of finite numbers from a stats entry; null otherwise. Counts are never
 * negative; yards (`signed`) can be, after sacks and lost rushes.
 */
export function statPair(stats: unknown, key: string, signed = false): [number, number] | null {
  if (!stats || typeof stats !== 'object' || Array.isArray(stats)) return null;
  const pair = (stats as Record<string, unknown>)[key];
  if (!Array.isArray(pair) || pair.length < 2) return null;
  const h = finite(pair[0]);
  const a = finite(pair[1]);
  if (h === null || a === null) return null;
  return !signed && (h < 0 || a < 0) ? null : [h, a];
}

/**
 * The feed's ball position, `x,y` fractions of the field (spec §4 "Ball position"); null, '^',
 * empty or anything outside 0–1 hides the ball.
 * @example ballPosition('0.5,0.25') // { x: 0.5, y: 0.25 }
 */
export function ballPosition(raw: unknown): { x: number; y: number } | null {
  if (typeof raw !== 'string') return null;
  const parts = raw.split(',');
  if (parts.length !== 2) return null;
  const x = finite(parts[0]);
  const y = finite(parts[1]);
  if (x === null || y === null || x < 0 || x > 1 || y < 0 || y > 1) return null;
  return { x, y };
}

const side = (v: unknown): Side | null => (v === 'home' || v === 'away' ? v : null);
const yards = (v: unknown): number | null => {
  const n = finite(v);
  return n !== null && n >= 0 && n <= 100 ? n : null;
};
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export interface FieldView {
  /** The ball as fractions of the drawn field (home end zone on the left); null hides it. */
  ball: { x: number; y: number } | null;
  /** Where the current drive began, as an x fraction; null when the feed does not say. */
  driveFrom: number | null;
  possession: Side | null;
  /** The ball's yard line as read on the field (1–50), and whose half it is in. */
  yardLine: { n: number; half: Side } | null;
  down: number | null;
  toGo: number | null;
  /** The first-down line (ball plus yards to go, towards the goal attacked) as an x fraction. */
  target: number | null;
}

/** x fraction of a spot `n` yards from the possessing team's own goal line. */
function xOf(possession: Side, n: number): number {
  const fromHomeGoal = possession === 'home' ? n : 100 - n;
  return (END_ZONE + fromHomeGoal) / FIELD_YARDS;
}

/**
 * The field frame from `info.ball_pos` and `sts` (yardLine, driveStart, possession, down, toGo:
 * yards from the offense's own goal line). Without ball_pos the ball is placed from sts.
 * @example fieldView('0.5,0.5', { yardLine: 50, driveStart: 25, possession: 'home' }).driveFrom // 0.2917
 */
export function fieldView(ballPos: unknown, stsRaw: unknown): FieldView {
  const sts = record(stsRaw);
  const possession = side(sts.possession);
  const line = yards(sts.yardLine);
  const start = yards(sts.driveStart);
  let ball = ballPosition(ballPos);
  if (!ball && possession && line !== null) ball = { x: xOf(possession, line), y: 0.5 };
  const down = finite(sts.down);
  const toGo = finite(sts.toGo);
  const onField = possession && line !== null;
  const okDown = down !== null && down >= 1 && down <= 4 ? down : null;
  const okToGo = toGo !== null && toGo > 0 && toGo <= 99 ? toGo : null;
  const ahead = possession === 'home' ? 1 : -1;
  return {
    ball,
    driveFrom: ball && possession && start !== null ? xOf(possession, start) : null,
    possession,
    yardLine: onField
      ? {
          n: Math.round(line <= 50 ? line : 100 - line),
          half: line <= 50 ? possession : possession === 'home' ? 'away' : 'home',
        }
      : null,
    down: okDown,
    toGo: okToGo,
    target:
      ball && possession && okDown !== null && okToGo !== null
        ? Math.min(110, Math.max(10, ball.x * FIELD_YARDS + ahead * okToGo)) / FIELD_YARDS
        : null,
  };
}

/** Spec §4: these football states hide the clock and the team name. */
const QUIET_STATES = new Set([
  'End Of Quarter',
  'Penalty Accept',
  'Timeout',
  'Video Review Over - CallStands',
  'TV Timeout',
]);

/**
 * Whether the state code is one that hides clock and team name (spec §4).
 * @example hidesClock('1013') // true (End Of Quarter)
 */
export function hidesClock(code: unknown): boolean {
  if (typeof code !== 'string' && typeof code !== 'number') return false;
  const text = gameStateText(12, code);
  return text !== null && QUIET_STATES.has(splitGameState(text).text);
}

export interface MatchUpRow {
  id: string;
  label: MessageKey;
  home: string;
  away: string;
  /** Home's share of the bar, 0–100. */
  homeShare: number;
}

/** Home's share of a bar; a negative figure (lost yards) counts as none. */
function share(home: number, away: number): number {
  const h = Math.max(0, home);
  const a = Math.max(0, away);
  return h + a > 0 ? Math.round((h / (h + a)) * 1000) / 10 : 50;
}
const counted = (id: string, label: MessageKey, pair: [number, number] | null): MatchUpRow[] =>
  pair
    ? [{ id, label, home: String(pair[0]), away: String(pair[1]), homeShare: share(...pair) }]
    : [];

/** `made/tried` with the rate; the bar compares the rates. Null when either is missing. */
function ratio(
  id: string,
  label: MessageKey,
  made: [number, number] | null,
  tried: [number, number] | null,
): MatchUpRow[] {
  if (!made || !tried) return [];
  const rate = (i: 0 | 1) => (tried[i] > 0 ? made[i] / tried[i] : 0);
  const text = (i: 0 | 1) =>
    `${made[i]}/${tried[i]}${tried[i] > 0 ? ` (${Math.round(rate(i) * 100)}%)` : ''}`;
  return [{ id, label, home: text(0), away: text(1), homeShare: share(rate(0), rate(1)) }];
}

/** Yards per play, one decimal, when both figures are there and plays were run. */
function perPlay(total: [number, number] | null, plays: [number, number] | null): MatchUpRow[] {
  if (!total || !plays || plays[0] <= 0 || plays[1] <= 0) return [];
  const h = total[0] / plays[0];
  const a = total[1] / plays[1];
  return [
    {
      id: 'yardsPerPlay',
      label: 'panel.football.yardsPerPlay',
      home: h.toFixed(1),
      away: a.toFixed(1),
      homeShare: share(h, a),
    },
  ];
}

const YARD_KEYS = new Set(['TotalYards', 'passing_yards', 'rushing_yards']);

/**
 * Spec §2 matchUp, in the spec's order, from the stats the details hold (simulator keys, see
 * stats/catalogue): a figure that is missing or malformed is left out, never made up.
 * @example matchUp({ plays: [50, 40] })[0] // { id: 'plays', home: '50', away: '40', homeShare: 55.6, … }
 */
export function matchUp(stats: unknown): MatchUpRow[] {
  const p = (key: string) => statPair(stats, key, YARD_KEYS.has(key));
  return [
    ...counted('firstDowns', 'inplay.stats.firstDowns', p('1stDowns')),
    ...ratio('thirdDown', 'panel.football.thirdDown', p('third_down_conv'), p('third_down_att')),
    ...counted('plays', 'stats.plays', p('plays')),
    ...counted('yards', 'inplay.stats.totalYards', p('TotalYards')),
    ...perPlay(p('TotalYards'), p('plays')),
    ...counted('passing', 'stats.passingYards', p('passing_yards')),
    ...counted('rushing', 'stats.rushingYards', p('rushing_yards')),
    ...ratio('redZone', 'panel.football.redZone', p('red_zone_td'), p('red_zone_att')),
    ...counted('penalties', 'inplay.stats.penalties', p('penalties')),
    ...counted('turnovers', 'inplay.stats.turnovers', p('Turnovers')),
  ];
}

export interface TeamFigure {
  id: string;
  label: MessageKey;
  value: string;
}

/**
 * One team's figures (homeTeam / awayTeam tabs): its side of the matchUp plus the time-outs it
 * has left in the half (sts.timeoutsLeft, 0–3 per spec §9).
 */
export function teamFigures(stats: unknown, stsRaw: unknown, team: Side): TeamFigure[] {
  const figures = matchUp(stats).map(({ id, label, home, away }) => ({
    id,
    label,
    value: team === 'home' ? home : away,
  }));
  const left = record(stsRaw).timeoutsLeft;
  const value = Array.isArray(left) ? finite(left[team === 'home' ? 0 : 1]) : null;
  if (value !== null && value >= 0 && value <= 3) {
    figures.push({
      id: 'timeoutsLeft',
      label: 'panel.football.timeoutsLeft',
      value: String(value),
    });
  }
  return figures;
}

export interface DoughnutFigure {
  id: string;
  label: MessageKey;
  home: number;
  away: number;
}

/** Spec §2: the doughnuts for yards, turnovers and (first) downs, where the details hold them. */
export function doughnuts(stats: unknown): DoughnutFigure[] {
  const wanted: [string, string, MessageKey][] = [
    ['yards', 'TotalYards', 'inplay.stats.totalYards'],
    ['turnovers', 'Turnovers', 'inplay.stats.turnovers'],
    ['downs', '1stDowns', 'inplay.stats.firstDowns'],
  ];
  return wanted.flatMap(([id, key, label]) => {
    const pair = statPair(stats, key, YARD_KEYS.has(key));
    return pair ? [{ id, label, home: pair[0], away: pair[1] }] : [];
  });
}
