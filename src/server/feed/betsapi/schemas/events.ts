/**
 * @module feed/betsapi/schemas/events
 * Event rows as the events API sends them: in-play, upcoming and ended lists, event view,
 * history (head-to-head) and line-ups. One row shape serves all of them; the lists differ only
 * in which optional parts are present.
 */
import { z } from 'zod';
import {
  describeIssues,
  idSchema,
  numSchema,
  optionalNumSchema,
  phpRecord,
  refSchema,
  textSchema,
} from './common';

const scoreSchema = z.object({ home: textSchema, away: textSchema });

/**
 * The clock as each sport sends it, every key but `tm` optional: soccer `{tm, ts, tt, ta, md}`
 * (the event view often only `{tm, ts, tt}`), basketball and American football `{tm, ts, q}`,
 * ice hockey `{tm, ts, tt[, q]}`, handball and e-sports `{tm, ts, tt}`; tennis, volleyball and
 * baseball send none. Numbers or numeric strings; anything else in a timer is ignored.
 */
export const timerSchema = z.object({
  tm: numSchema,
  ts: optionalNumSchema,
  tt: z.union([z.string().max(4), z.number()]).nullish(),
  ta: optionalNumSchema,
  md: optionalNumSchema,
  q: optionalNumSchema,
});
export type TimerRow = z.output<typeof timerSchema>;

/** "Nothing here": absent, null, or PHP's empty array. */
function isNothing(raw: unknown): boolean {
  return raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0);
}

/**
 * A row's clock and the reason it could not be read: a clock that is there but unreadable is
 * reported (the caller logs it once per match) rather than silently shown as "waiting".
 */
function readTimer(raw: unknown): { timer: TimerRow | null; issue: string | null } {
  if (isNothing(raw)) return { timer: null, issue: null };
  const parsed = timerSchema.safeParse(raw);
  if (parsed.success) return { timer: parsed.data, issue: null };
  return { timer: null, issue: `timer.${describeIssues(parsed.error)}` };
}

/** Period scores key by key: one period that cannot be read costs only itself. */
function readScores(raw: unknown): {
  scores: Record<string, z.output<typeof scoreSchema>> | null;
  issue: string | null;
} {
  if (isNothing(raw)) return { scores: null, issue: null };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { scores: null, issue: 'scores: not an object' };
  const scores: Record<string, z.output<typeof scoreSchema>> = {};
  const bad: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const parsed = scoreSchema.safeParse(value);
    if (parsed.success) scores[key] = parsed.data;
    else bad.push(key);
  }
  return { scores, issue: bad.length ? `scores.${bad.join(',')}: not a home/away pair` : null };
}

/** The longest timeline text kept; the provider's texts are a line each. */
export const EVENT_TEXT_MAX = 500;
const timelineEntrySchema = z.object({
  id: textSchema,
  text: z.string().transform((text) => text.slice(0, EVENT_TEXT_MAX)),
});

/**
 * The timeline, entry by entry: an entry that is not one (no id, text not a string) is dropped
 * and an overlong text is cut, so that one odd entry never costs the match its whole timeline.
 */
function timelineOf(entries: unknown[] | null | undefined) {
  if (!entries) return entries;
  return entries.flatMap((entry) => {
    const parsed = timelineEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A row of v3/events/inplay, upcoming, ended, v1/event/view and v1/event/history. */
export const eventRowSchema = z
  .object({
    id: idSchema,
    sport_id: idSchema.nullish(),
    time: numSchema,
    time_status: numSchema,
    league: refSchema,
    home: refSchema,
    away: refSchema,
    ss: z.string().max(64).nullish(),
    scores: z.unknown().optional(),
    timer: z.unknown().optional(),
    // Stat values are checked one by one when mapped: one odd stat must not cost the row.
    stats: phpRecord(z.array(z.unknown())).nullish().catch(null),
    events: z.array(z.unknown()).nullish().catch(null).transform(timelineOf),
    extra: phpRecord(z.unknown()).nullish().catch(null),
    has_lineup: optionalNumSchema.catch(null),
    bet365_id: textSchema.nullish(),
  })
  .transform(({ timer: rawTimer, scores: rawScores, ...row }) => {
    const { timer, issue: timerIssue } = readTimer(rawTimer);
    const { scores, issue: scoresIssue } = readScores(rawScores);
    // Parts of the row that were sent but could not be read; the row itself is kept.
    const unread = [timerIssue, scoresIssue].filter((i): i is string => i !== null);
    return { ...row, timer, scores, unread };
  });
export type EventRow = z.output<typeof eventRowSchema>;

/** v1/event/history: earlier meetings and each side's latest matches. */
export const historySchema = z.object({
  h2h: z.array(z.unknown()).default([]),
  home: z.array(z.unknown()).default([]),
  away: z.array(z.unknown()).default([]),
});

const lineupPlayerSchema = z.object({
  player: refSchema,
  shirtnumber: optionalNumSchema,
  pos: z.string().max(60).nullish(),
});

const lineupSideSchema = z.object({
  formation: z.string().max(16).nullish(),
  startinglineup: z.array(lineupPlayerSchema).default([]),
  substitutes: z.array(lineupPlayerSchema).default([]),
});

/** v1/event/lineup; an event without a line-up answers an empty object or array. */
export const lineupSchema = z.union([
  z.object({ home: lineupSideSchema, away: lineupSideSchema }),
  z.union([z.array(z.unknown()).max(0), z.object({}).strict()]).transform(() => null),
]);
export type LineupResults = z.output<typeof lineupSchema>;
