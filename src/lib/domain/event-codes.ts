/**
 * @module event-codes
 * The event code catalogue (spec §3 "Event": code catalogues for every sport; codes starting 1
 * are home, 2 away, others neutral). A code is `side·10000 + sport block·100 + entry`, side 1
 * home, 2 away, 3 neutral, so one number names the sport, the entry and the side without the
 * match around it. Each entry is the feed's English text as a template: `encodeEvent` reads a
 * text into a code and parameters, `englishText` writes the same text back, and the panels
 * render the entry from `panel.events.<sport>.<key>` in the viewer's language.
 */
import type { MatchEvent, Side } from './match';
import { eventSportKey, SPORT_BLOCKS, type EventSportKey } from './event-sports';
import { codeKey } from './event-keys';
import { NUMERIC_SLOTS as NUMERIC, ordinal, SLOT_PATTERNS as SLOT, slotFits } from './event-slots';
import { EVENT_TEMPLATES } from './event-templates';

export { eventSportKey, SPORT_BLOCKS, wordKey, type EventSportKey } from './event-sports';
export { EVENT_KEYS } from './event-keys';
export { ordinal, slotFits } from './event-slots';
export { EVENT_TEMPLATES } from './event-templates';

/** Parameters of an event: numbers for counts and ordinals, strings for names, clocks, scores. */
export type EventParams = Record<string, string | number>;

export interface EventCode {
  code: number;
  p: EventParams;
}

const SIDE_PREFIX = { home: 1, away: 2, neutral: 3 } as const;

/** Baseball words: the play of a half-inning line and the words of its bracketed detail. */
export const BASEBALL_PLAYS = [
  'Ball',
  'Strike',
  'Foul Ball',
  'In play',
  'Strikeout',
  'Walk',
  'Hit By Pitch',
  'Singles',
  'Double',
  'Triple',
  'Home Run',
  'Error',
  'Out',
  'Run Scored',
  'Pitching Change',
  'Rain Delay',
  'Play Resumes',
  'Runner on second',
] as const;
export const BASEBALL_DETAILS = [
  'called',
  'swinging',
  'ground out',
  'fly out',
  'sacrifice fly',
  'line out',
  'pop out',
  'double play',
  'walk-off',
] as const;

/** Longest first, so `Foul Ball` is not read as `Ball`. */
const PLAY = [...BASEBALL_PLAYS].sort((a, b) => b.length - a.length).join('|');

/** Whether a baseball detail (`3-2, swinging`, `fly out, 1 RBI`) uses only known words. */
export function knownDetail(detail: string): boolean {
  return detail
    .split(', ')
    .every(
      (w) =>
        /^\d-\d$/.test(w) ||
        /^\d{1,2} RBI$/.test(w) ||
        (BASEBALL_DETAILS as readonly string[]).includes(w),
    );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface Compiled {
  sport: EventSportKey;
  index: number;
  slots: string[];
  re: RegExp;
}

function compile(sport: EventSportKey, index: number, template: string): Compiled {
  const slots: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const slot = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!slot) return escape(part);
      slots.push(slot);
      const pattern = slot === 'play' ? PLAY : SLOT[slot];
      if (!pattern) throw new Error(`Unknown placeholder {${slot}} in "${template}"`);
      return `(?<${slot}>${pattern})`;
    })
    .join('');
  return { sport, index, slots, re: new RegExp(`^${source}$`) };
}

const compiled = new Map<EventSportKey, Compiled[]>();

function templatesOf(sport: EventSportKey): Compiled[] {
  let list = compiled.get(sport);
  if (!list) {
    list = EVENT_TEMPLATES[sport].map((e, i) => compile(sport, i, e.en));
    compiled.set(sport, list);
  }
  return list;
}

function sideOfTeam(team: string, names: readonly [string, string] | undefined): Side | null {
  if (!names) return null;
  if (team === names[0]) return 'home';
  if (team === names[1]) return 'away';
  return null;
}

/**
 * Reads a feed text into its code and parameters, or null when no entry of the sport fits (the
 * text is then shown as sent). `names` are the home and away names the text uses; an entry
 * naming a team matches only one of them when they are given.
 * @example encodeEvent(1, "23' - 1st Goal - Son - Spurs", ['Spurs', 'Arsenal']) // { code: 10100, p: { min: '23', nth: 1, player: 'Son', team: 'Spurs' } }
 */
export function encodeEvent(
  sportId: number,
  text: string,
  names?: readonly [string, string],
): EventCode | null {
  const sport = eventSportKey(sportId);
  if (!sport || typeof text !== 'string') return null;
  for (const c of templatesOf(sport)) {
    const m = c.re.exec(text);
    if (!m) continue;
    const p: EventParams = {};
    for (const slot of c.slots) {
      const value = m.groups![slot]!;
      p[slot] = NUMERIC.has(slot) ? parseInt(value, 10) : value;
    }
    if (typeof p.detail === 'string' && !knownDetail(p.detail)) continue;
    const team = typeof p.team === 'string' ? p.team : null;
    const side = team === null ? null : sideOfTeam(team, names);
    if (team !== null && names && side === null) continue;
    const prefix = SIDE_PREFIX[side ?? 'neutral'];
    return { code: prefix * 10000 + SPORT_BLOCKS[sport].block * 100 + c.index, p };
  }
  return null;
}

/**
 * The same code for another side (or neutral): the provider path learns the side from the
 * text's team name after the code is read.
 * @example codeWithSide(30105, 'away') // 20105
 */
export function codeWithSide(code: number, side: Side | null): number {
  return SIDE_PREFIX[side ?? 'neutral'] * 10000 + (code % 10000);
}

export interface CodeEntry {
  sport: EventSportKey;
  index: number;
  key: string;
  en: string;
  side: Side | null;
}

/**
 * The entry behind a code, or null for a number outside the catalogue.
 * @example decodeEvent(20105)?.side // 'away'
 */
export function decodeEvent(code: unknown): CodeEntry | null {
  const found = codeKey(code);
  const entry = found ? EVENT_TEMPLATES[found.sport][found.index] : undefined;
  return found && entry ? { ...found, en: entry.en } : null;
}

/** The placeholders a template needs, in order. */
export function slotsOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/**
 * Whether a parameter value fits its placeholder (so a rendered line never shows a malformed
 * value), e.g. `min` `45+2`, `score` `1-0`, a baseball detail made of known words.
 */
export function paramFits(slot: string, value: unknown): boolean {
  if (!slotFits(slot, value)) return false;
  if (slot === 'play') return (BASEBALL_PLAYS as readonly string[]).includes(value as string);
  return slot !== 'detail' || knownDetail(value as string);
}

/**
 * The English text of a code and its parameters: the feed's own text again; null when the
 * code is unknown or a parameter is missing or malformed.
 * @example englishText(10100, { min: '23', nth: 1, player: 'Son', team: 'Spurs' }) // "23' - 1st Goal - Son - Spurs"
 */
export function englishText(code: unknown, p: unknown): string | null {
  const entry = decodeEvent(code);
  if (!entry || typeof p !== 'object' || p === null) return null;
  const params = p as Record<string, unknown>;
  let ok = true;
  const text = entry.en.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const value = params[slot];
    if (!paramFits(slot, value)) ok = false;
    return slot === 'nth' ? ordinal(value as number) : String(value);
  });
  return ok ? text : null;
}

/**
 * A timeline entry with its code and parameters when the catalogue knows the text (the
 * simulator's engines and the provider mapping build entries through this).
 * @example codedEvent(13, '3', 'Tie Break').code // 30603
 */
export function codedEvent(
  sportId: number,
  id: string,
  text: string,
  names?: readonly [string, string],
): MatchEvent {
  const coded = encodeEvent(sportId, text, names);
  return coded ? { id, text, code: coded.code, p: coded.p } : { id, text };
}
