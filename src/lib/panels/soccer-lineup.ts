/**
 * @module panels/soccer-lineup
 * The line-up tab's view model (spec §3 "Lineup": home and away, each with formation and
 * startinglineup entries {shirtnumber, pos, player {id, name}}; substitutes when sent): the
 * starters grouped into the formation's lines (goalkeeper first) and placed on a pitch. The
 * answer may be partial or malformed: entries without a name are
 * dropped, a formation that does not fit the starters is replaced by the positions they hold.
 */
import type { Language } from '../domain/languages';
import type { Side } from '../domain/match';

export interface LineupPlayer {
  id: string | null;
  name: string;
  shirt: string | null;
  pos: string | null;
}

export interface LineupTeam {
  /** As sent (`4-3-3`) when it fits the starters; null otherwise. */
  formation: string | null;
  /** Lines from the goalkeeper outwards: `[[GK], [defenders], [midfield], [forwards]]`. */
  lines: LineupPlayer[][];
  substitutes: LineupPlayer[];
}

export type Lineups = Record<Side, LineupTeam | null>;

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Where the player's name in each language is: `kor` and `jp` beside the English `name`. */
const NAME_FIELD: Record<Language, string> = { kr: 'kor', en: 'name', jp: 'jp' };

/**
 * One entry `{shirtnumber, pos, player: {id, name, kor, jp}}` with the name in the viewer's
 * language (English when the answer has none), or null when it names nobody.
 */
export function lineupPlayer(raw: unknown, lang: Language = 'en'): LineupPlayer | null {
  if (!raw || typeof raw !== 'object') return null;
  const entry = raw as Record<string, unknown>;
  const player = (entry.player && typeof entry.player === 'object' ? entry.player : {}) as Record<
    string,
    unknown
  >;
  const name = text(player[NAME_FIELD[lang]]) ?? text(player.name) ?? text(entry.name);
  if (!name) return null;
  return {
    id: text(player.id),
    name,
    shirt: text(entry.shirtnumber) ?? text(entry.shirt),
    pos: text(entry.pos),
  };
}

/** The line sizes of a formation (`4-2-3-1` → [4, 2, 3, 1]); null when not a formation. */
export function formationLines(formation: unknown): number[] | null {
  if (typeof formation !== 'string' || !/^\d(?:-\d){1,4}$/.test(formation.trim())) return null;
  const lines = formation.trim().split('-').map(Number);
  return lines.every((n) => n > 0) ? lines : null;
}

/** Order of the position groups when a formation cannot place the starters. */
const GROUP: Record<string, number> = { G: 0, D: 1, M: 2, F: 3, A: 3 };

function group(pos: string | null): number {
  return GROUP[(pos ?? '').trim().charAt(0).toUpperCase()] ?? 2;
}

/**
 * The starters in lines: the goalkeeper, then the formation's lines in the order sent (the feed
 * lists starters from the goalkeeper forwards); without a fitting formation, by position group
 * (goalkeeper, defender, midfielder, forward).
 * @example toLines(eleven, '4-3-3').map((l) => l.length) // [1, 4, 3, 3]
 */
export function toLines(
  starters: readonly LineupPlayer[],
  formation: unknown,
): { formation: string | null; lines: LineupPlayer[][] } {
  const sizes = formationLines(formation);
  const outfield = sizes?.reduce((sum, n) => sum + n, 0) ?? -1;
  if (sizes && outfield + 1 === starters.length) {
    const lines: LineupPlayer[][] = [starters.slice(0, 1)];
    let at = 1;
    for (const n of sizes) {
      lines.push(starters.slice(at, at + n));
      at += n;
    }
    return { formation: sizes.join('-'), lines };
  }
  const groups: LineupPlayer[][] = [[], [], [], []];
  for (const p of starters) groups[group(p.pos)]!.push(p);
  return { formation: null, lines: groups.filter((g) => g.length > 0) };
}

function team(raw: unknown, lang: Language): LineupTeam | null {
  if (!raw || typeof raw !== 'object') return null;
  const side = raw as Record<string, unknown>;
  const list = (v: unknown) =>
    Array.isArray(v) ? v.map((p) => lineupPlayer(p, lang)).filter((p) => p !== null) : [];
  const starters = list(side.startinglineup);
  if (starters.length === 0) return null;
  const { formation, lines } = toLines(starters, side.formation);
  return { formation, lines, substitutes: list(side.substitutes) };
}

/**
 * Both sides from the line-up answer (`{ data: { home, away } }` or `{ home, away }`); a side
 * without starters is null, and both null is the spec's empty line-up.
 * @example parseLineups({ data: { home: { formation: '4-4-2', startinglineup: [] } } }) // { home: null, away: null }
 */
export function parseLineups(raw: unknown, lang: Language = 'en'): Lineups {
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const data = (body.data && typeof body.data === 'object' ? body.data : body) as Record<
    string,
    unknown
  >;
  return { home: team(data.home, lang), away: team(data.away, lang) };
}

export interface PlacedPlayer extends LineupPlayer {
  /** Line index (0 the goalkeeper) and place in the SVG of `LINEUP_PITCH`. */
  line: number;
  x: number;
  y: number;
}

/** A team's half-size pitch: its goal on the left, lines towards the right. */
export const LINEUP_PITCH = { width: 400, height: 180 } as const;

/**
 * Places the lines across the pitch (goalkeeper at the left edge, the last line near the
 * right), the players of a line spread evenly top to bottom.
 * @example placeLines([[gk], [d1, d2]])[1] // { ..., line: 1, x: 352, y: 60 }
 */
export function placeLines(lines: readonly LineupPlayer[][]): PlacedPlayer[] {
  const { width, height } = LINEUP_PITCH;
  const step = lines.length > 1 ? (width - 80) / (lines.length - 1) : 0;
  return lines.flatMap((line, i) =>
    line.map((p, j) => ({
      ...p,
      line: i,
      x: Math.round(32 + i * step),
      y: Math.round(((j + 1) * height) / (line.length + 1)),
    })),
  );
}
