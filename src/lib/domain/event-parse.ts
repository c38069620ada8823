/**
 * @module event-parse
 * Reads a timeline text (spec §3 "Event": text plus derived win, mid, player, subPlayer and the
 * flags goal, yellow, red, corner, substitution, offside, timeout) the way the feed writes it,
 * e.g. `23' - 1st Goal - Son Heung-min - Tottenham`, `45+2' - 2nd Yellow Card - Rice - Arsenal`,
 * `67' - Substitution - In for Out - Team`, `Q2 04:11 - 3 Points - Team`,
 * `06:49 - 1st Goal - Scorer (Assist, Assist) - Team`, `Top 3rd - Singles - Batter`.
 */
import type { Side } from './match';

export interface ParsedEvent {
  id: string;
  text: string;
  /** The side the event belongs to, or null for neutral lines (summaries, whistles). */
  win: Side | null;
  /** Minute of the match (`a+b` counts as `a`, spec §5); clock minute for `mm:ss` texts. */
  mid: number | null;
  player: string | null;
  /** Player going off for a substitution; the assisting players of a hockey goal. */
  subPlayer: string | null;
  goal: boolean;
  yellow: boolean;
  red: boolean;
  corner: boolean;
  substitution: boolean;
  offside: boolean;
  timeout: boolean;
  penalty: boolean;
}

/** Kinds counted per side (the soccer panel's counts, spec §2 "Match detail panels"). */
export const EVENT_KINDS = [
  'goal',
  'yellow',
  'red',
  'corner',
  'substitution',
  'offside',
  'timeout',
  'penalty',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

const SEPARATOR = ' - ';

function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Words of a team name that identify it (short ones such as `FC` or `de` say nothing). */
function significantWords(name: string): string[] {
  return normalise(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);
}

function wordsFound(text: string, name: string): number {
  const haystack = new Set(normalise(text).split(/[^\p{L}\p{N}]+/u));
  return significantWords(name).filter((w) => haystack.has(w)).length;
}

/**
 * Which team a text speaks of (spec §5 "Soccer side attribution: event text contains team name
 * or at least two of its words"). A part of the text equal to a team name wins; then the full
 * name anywhere (the longer name when both match, e.g. `Seoul` inside `FC Seoul E-Land`); then
 * two or more words of one name.
 * @example sideOf("12' - 1st Corner - Tottenham Hotspur", 'Tottenham Hotspur', 'Arsenal') // 'home'
 */
export function sideOf(text: string, home: string, away: string): Side | null {
  const parts = text.split(SEPARATOR).map((p) => normalise(p.trim()));
  const h = normalise(home);
  const a = normalise(away);
  const exactHome = h !== '' && parts.includes(h);
  const exactAway = a !== '' && parts.includes(a);
  if (exactHome !== exactAway) return exactHome ? 'home' : 'away';
  const lower = normalise(text);
  const inHome = h !== '' && lower.includes(h);
  const inAway = a !== '' && lower.includes(a);
  if (inHome && inAway) {
    if (h.length === a.length) return null;
    return h.length > a.length ? 'home' : 'away';
  }
  if (inHome !== inAway) return inHome ? 'home' : 'away';
  const wh = wordsFound(text, home);
  const wa = wordsFound(text, away);
  const best = Math.max(wh, wa);
  if (best < 2 || wh === wa) return null;
  return wh > wa ? 'home' : 'away';
}

/**
 * Minute of an event: `23'` → 23, `45+2'` → 45 (spec §5), `Q2 04:11` or `06:49` → the clock's
 * minute, otherwise null.
 * @example minuteOf("45+2' - 1st Goal - X - Y") // 45
 */
export function minuteOf(text: string): number | null {
  const apostrophe = /^(\d{1,3})(?:\+\d{1,2})?'/.exec(text.trim());
  if (apostrophe) return Number(apostrophe[1]);
  const clock = /^(?:(?:Q\d|OT|Map \d+)\s*-?\s*)?(\d{1,2}):\d{2}\b/.exec(text.trim());
  return clock ? Number(clock[1]) : null;
}

/** Leading parts that say when, not what: `23'`, `Q2 04:11`, `06:49`, `Map 1`, `Top 3rd`. */
const WHEN =
  /^(?:\d{1,3}(?:\+\d{1,2})?'|(?:(?:Q\d|OT|Map \d+|Period \d+)\s+)?\d{1,2}:\d{2}|Map \d+|(?:Top|Bottom) \d+\w*)$/i;
/** Scores and counts in a text (`1-0 (set 1)`, `25-18`, `(2:1)`), never a name. */
const SCORE_LIKE = /^\(?\d+[-:]\d+/;

function withoutScore(part: string): string {
  return part.replace(/\s*\(\d+[-:]\d+[^)]*\)$/, '').trim();
}

/** The people a text names: the parts after its time and event name, minus teams and scores. */
function actors(text: string, home: string, away: string): string[] {
  const parts = text.split(SEPARATOR).map((p) => p.trim());
  let i = 0;
  while (i < parts.length - 1 && WHEN.test(parts[i]!)) i++;
  const teams = new Set([normalise(home), normalise(away)]);
  return parts
    .slice(i + 1)
    .filter((p) => !SCORE_LIKE.test(p) && !teams.has(normalise(withoutScore(p))));
}

/** Summary lines (`0-1 Corners 00:00 - 09:59`, `1-0 Goals 10:00 - 19:59`) describe windows, not events. */
function isWindowSummary(text: string): boolean {
  return /^\d+-\d+ (Corners|Goals|Cards|Yellow Cards)\b/i.test(text.trim());
}

function flags(text: string) {
  const summary = isWindowSummary(text) || /^Score After\b/i.test(text.trim());
  const t = summary ? '' : text;
  // `Race to 3 Goals`, `7m Missed` and American football's `Field Goal` are not goals scored.
  const goal = /\bGoal\b/i.test(t) && !/\b(Race to|Missed|Field Goal)\b/i.test(t);
  return {
    goal,
    yellow: /\bYellow( |-)?Card\b/i.test(t) || /\bYellow\/Red\b/i.test(t),
    red: /\bRed Card\b/i.test(t) || /\bYellow\/Red\b/i.test(t),
    corner: /\bCorner\b/i.test(t),
    substitution: /\bSubstitution\b/i.test(t),
    offside: /\bOffside\b/i.test(t),
    timeout: /\b(Time ?Out|Timeout)\b/i.test(t),
    penalty: /\bPenalt(y|ies)\b|\b7m\b/i.test(t),
  };
}

/**
 * One timeline entry with everything derived from its text. Baseball half-innings follow the
 * spec's convention (§4): `Top` is the home side batting, `Bottom` the away side.
 * @example parseEvent({ id: '1', text: "23' - 1st Goal - Kane - Bayern" }, 'Bayern', 'Dortmund').goal // true
 */
export function parseEvent(
  event: { id: string; text: string },
  home: string,
  away: string,
): ParsedEvent {
  const text = event.text;
  const f = flags(text);
  let win = sideOf(text, home, away);
  const inning = /^(Top|Bottom) \d+/i.exec(text.trim());
  if (!win && inning) win = inning[1]!.toLowerCase() === 'top' ? 'home' : 'away';
  let player: string | null = null;
  let subPlayer: string | null = null;
  const people = actors(text, home, away);
  if (f.substitution) {
    // `Substitution - In for Out - Team`
    const change = people.find((p) => / for /.test(p));
    if (change) {
      const [inName, outName] = change.split(' for ');
      player = inName?.trim() || null;
      subPlayer = outName?.trim() || null;
    }
  } else if (people.length > 0 && !isWindowSummary(text)) {
    const first = people[0]!;
    // Hockey goals name the assists in brackets: `Scorer (Assist, Assist)`.
    const assisted = /^(.*?)\s*\(([^)]*)\)$/.exec(first);
    if (assisted && !/^\d+-\d+/.test(assisted[2]!) && assisted[2] !== 'OG') {
      player = assisted[1]!.trim() || null;
      subPlayer = assisted[2]!.trim() || null;
    } else {
      player = first.replace(/\s*\((OG|\d+-\d+(, \w+)?)\)$/, '').trim() || null;
    }
  }
  return {
    id: event.id,
    text,
    win,
    mid: minuteOf(text),
    player,
    subPlayer,
    ...f,
  };
}

/**
 * Counts of each kind per side over a timeline.
 * @example countEvents(parsed).goal // { home: 2, away: 1 }
 */
export function countEvents(
  events: readonly ParsedEvent[],
): Record<EventKind, { home: number; away: number; total: number }> {
  const out = Object.fromEntries(
    EVENT_KINDS.map((k) => [k, { home: 0, away: 0, total: 0 }]),
  ) as Record<EventKind, { home: number; away: number; total: number }>;
  for (const e of events) {
    for (const kind of EVENT_KINDS) {
      if (!e[kind]) continue;
      out[kind].total++;
      if (e.win) out[kind][e.win]++;
    }
  }
  return out;
}
