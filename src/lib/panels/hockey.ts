/**
 * @module panels/hockey
 * The ice hockey panel's view models (spec §2 "Hockey: rink, tabs stats and summary; summary
 * sub-tabs match, period 1, period 2; timeline from event texts (goal, power play, empty net,
 * time out, overtime, shootout, penalty shot, score after period, race to N), events placed by
 * minute"): the puck on the rink, the state in words, the timeline along a 60-minute bar plus
 * overtime, and the stats the live details hold. Pure: no React, no DOM; every reader accepts
 * whatever the socket sent and hides what it cannot read.
 */
import { gameStateText, splitGameState } from '../domain/game-states';
import type { MatchEvent, Side, Stats } from '../domain/match';
import { clockMinute, point, safeEvents, type Point } from './hockey-basketball-input';

export { safeEvents, safeStats, type Point } from './hockey-basketball-input';

/** Hockey game states (game-states.ts, sport 17) as the panel's translation key suffixes. */
const HOCKEY_STATES = {
  'In Possession': 'inPossession',
  Shot: 'shot',
  Goal: 'goal',
  Penalty: 'penalty',
  'Power Play': 'powerPlay',
  'Face Off': 'faceOff',
  'Time Out': 'timeOut',
  'Empty Net': 'emptyNet',
  Save: 'save',
  Icing: 'icing',
  Offside: 'offside',
  'End Of Period': 'endOfPeriod',
  'Penalty Shot': 'penaltyShot',
} as const;
export type HockeyStateKey = (typeof HOCKEY_STATES)[keyof typeof HOCKEY_STATES];

export interface RinkView {
  /** Puck as fractions of the 400x180 rink; null hides it (spec §4: null, '^' or empty). */
  puck: Point | null;
  /** The side the state names (in possession, power play…), from the `Home/Away Team` prefix. */
  side: Side | null;
  state: HockeyStateKey | null;
}

/** Reads a state code of sport 17 into a side and a known state; anything else is null. */
export function hockeyState(code: unknown): { side: Side | null; state: HockeyStateKey | null } {
  const text =
    typeof code === 'string' || typeof code === 'number' ? gameStateText(17, code) : null;
  if (!text) return { side: null, state: null };
  const split = splitGameState(text);
  const state = (HOCKEY_STATES as Record<string, HockeyStateKey>)[split.text] ?? null;
  return { side: state ? split.side : null, state };
}

/**
 * The rink tracker's frame from the live details' `info` (any shape).
 * @example rinkView({ state: '10000', ball_pos: '0.7,0.4' }) // { puck: { x: 0.7, y: 0.4 }, side: 'home', state: 'inPossession' }
 */
export function rinkView(info: unknown): RinkView {
  const i = info && typeof info === 'object' ? (info as Record<string, unknown>) : {};
  return { puck: point(i.ball_pos), ...hockeyState(i.state) };
}

export type HockeyEventKind =
  | 'goal'
  | 'powerPlay'
  | 'emptyNet'
  | 'timeOut'
  | 'overtime'
  | 'shootout'
  | 'shootoutWinner'
  | 'penaltyShot'
  | 'scoreAfter'
  | 'race'
  | 'other';

export interface HockeyTimelineEntry {
  id: string;
  text: string;
  /** The entry as the feed sent it (its code and parameters render it in the viewer's language). */
  event: MatchEvent;
  kind: HockeyEventKind;
  side: Side | null;
  /** 1-3 regular periods, 4 overtime, 5 shoot-out (period-names.ts numbering). */
  period: number;
  /** Minutes from the start of the match (overtime counts on from 60); null when unknown. */
  at: number | null;
  /**
   * True when the text carries no clock of its own and `at` is that of the entry before it in
   * the same period (the feed writes `Power Play - Team` without a time): shown as "about".
   */
  estimated: boolean;
  /** `N` of `Race to N Goals`. */
  race: number | null;
}

/** Minutes of a regular period and of overtime on the bar (spec §2: a 60-minute bar). */
export const PERIOD_MINUTES = 20;
export const OVERTIME_MINUTES = 5;
export const BAR_MINUTES = 3 * PERIOD_MINUTES + OVERTIME_MINUTES;

const KINDS: readonly [RegExp, HockeyEventKind][] = [
  [/^Shoot-?out Winner\b/i, 'shootoutWinner'],
  [/^Shoot-?out\b/i, 'shootout'],
  [/^Overtime\b/i, 'overtime'],
  [/^Score After Period\b/i, 'scoreAfter'],
  [/^Race to \d+ Goals?\b/i, 'race'],
  [/^Penalty Shot\b/i, 'penaltyShot'],
  [/^Power ?Play\b/i, 'powerPlay'],
  [/^Empty Net\b/i, 'emptyNet'],
  [/^Time ?Out\b/i, 'timeOut'],
  [/^\d+(?:st|nd|rd|th) Goal\b/i, 'goal'],
];

/** The part of a text saying what happened: after a leading `mm:ss - `, if any. */
function whatOf(text: string): string {
  return text.replace(/^\s*\d{1,2}:\d{2}\s*-\s*/, '').trim();
}

function kindOf(text: string): HockeyEventKind {
  const what = whatOf(text);
  return KINDS.find(([re]) => re.test(what))?.[1] ?? 'other';
}

/** The team a text ends with (`… - Team`), matched exactly to one side. */
function teamSide(text: string, home: string, away: string): Side | null {
  const last = text.split(' - ').at(-1)?.trim().toLowerCase() ?? '';
  if (last !== '' && last === home.trim().toLowerCase()) return 'home';
  if (last !== '' && last === away.trim().toLowerCase()) return 'away';
  return null;
}

function periodStart(period: number): number {
  return Math.min(period - 1, 3) * PERIOD_MINUTES;
}

/**
 * The timeline entries of a hockey match in feed order, each placed by minute. Periods follow
 * the feed's markers (`Score After Period N` closes period N, `Overtime` opens 4, `Shootout` 5);
 * goal texts carry the period clock (`07:41 - 1st Goal - …`), counted on from the period start.
 * @example hockeyTimeline([{ id: '1', text: '07:41 - 1st Goal - A - Home' }], 'Home', 'Away')[0].at // 7
 */
export function hockeyTimeline(events: unknown, home: string, away: string): HockeyTimelineEntry[] {
  const out: HockeyTimelineEntry[] = [];
  let period = 1;
  let last: number | null = null;
  for (const event of safeEvents(events)) {
    const { id, text } = event;
    const kind = kindOf(text);
    if (kind === 'overtime' || kind === 'shootout') {
      period = kind === 'overtime' ? 4 : 5;
      last = null;
    }
    const own = clockMinute(text);
    const limit = period === 4 ? OVERTIME_MINUTES : PERIOD_MINUTES;
    let at: number | null = null;
    if (period <= 4 && own !== null) at = periodStart(period) + Math.min(own, limit);
    else if (period === 5) at = BAR_MINUTES;
    else if (kind === 'overtime') at = periodStart(4);
    else if (kind === 'scoreAfter') at = periodStart(period) + limit;
    const estimated = at === null && period <= 4 && kind !== 'other';
    if (estimated) at = last ?? periodStart(period);
    if (at !== null) last = at;
    const race = kind === 'race' ? Number(/\d+/.exec(whatOf(text))?.[0]) : null;
    const side = teamSide(text, home, away);
    out.push({ id, text, event, kind, side, period, at, estimated, race });
    if (kind === 'scoreAfter') {
      const closed = Number(/Period (\d+)/i.exec(text)?.[1]);
      period = Number.isInteger(closed) && closed >= 1 && closed <= 3 ? closed + 1 : period + 1;
      last = null;
    }
  }
  return out;
}

/** The summary's sub-tabs (spec §2: match, period 1, period 2; period 3 once it is played). */
export type SummaryFilter = 'match' | 1 | 2 | 3;

/**
 * Sub-tabs to offer for the current period (`info.period`) and the timeline read so far.
 * @example summaryFilters(1, []) // ['match', 1, 2]
 */
export function summaryFilters(
  period: unknown,
  timeline: readonly HockeyTimelineEntry[],
): SummaryFilter[] {
  const now = typeof period === 'number' && Number.isFinite(period) ? period : 0;
  const reached = Math.max(now, ...timeline.map((e) => e.period));
  return reached >= 3 ? ['match', 1, 2, 3] : ['match', 1, 2];
}

/**
 * The events of one sub-tab, as the feed sent them (the summary renders each in the viewer's
 * language); `match` keeps them all.
 */
export function eventsOfPeriod(
  timeline: readonly HockeyTimelineEntry[],
  filter: SummaryFilter,
): MatchEvent[] {
  return timeline.filter((e) => filter === 'match' || e.period === filter).map((e) => e.event);
}

/** Share of the bar (0-100) where an entry sits. */
export function barShare(at: number): number {
  return Math.round((Math.max(0, Math.min(BAR_MINUTES, at)) / BAR_MINUTES) * 1000) / 10;
}

/** Kinds drawn as markers on the bar; summaries and the overtime/shoot-out openers are not. */
export function isMarker(entry: HockeyTimelineEntry): boolean {
  return entry.at !== null && !['scoreAfter', 'overtime', 'shootout', 'other'].includes(entry.kind);
}

/**
 * Whether the details hold anything to show at all: a tracker without a puck, state or stats
 * would only be an empty drawing.
 */
export function hasHockeyDetails(details: unknown, stats: Stats): boolean {
  if (!details || typeof details !== 'object') return false;
  const view = rinkView((details as { info?: unknown }).info);
  return view.puck !== null || view.state !== null || Object.keys(stats).length > 0;
}

export interface ManAdvantage {
  /** The side with more skaters on the ice. */
  side: Side;
  /** Seconds left of the penalty being served, when the feed sends them. */
  seconds: number | null;
}

/**
 * The power play the simulator reports in `sts` (`manAdvantage`, `penaltyClock`), or null; a
 * clock that is not a whole, non-negative number is left out rather than shown wrong.
 * @example manAdvantage({ manAdvantage: 'away', penaltyClock: 83 }) // { side: 'away', seconds: 83 }
 */
export function manAdvantage(sts: unknown): ManAdvantage | null {
  if (!sts || typeof sts !== 'object') return null;
  const { manAdvantage: side, penaltyClock } = sts as Record<string, unknown>;
  if (side !== 'home' && side !== 'away') return null;
  const ok =
    typeof penaltyClock === 'number' && Number.isInteger(penaltyClock) && penaltyClock >= 0;
  return { side, seconds: ok ? penaltyClock : null };
}

/** `m:ss` of a penalty clock. */
export function penaltyClockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
