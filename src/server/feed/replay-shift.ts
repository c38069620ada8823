/**
 * @module feed/replay-shift
 * Moves a recorded update in time, so that a recording made on one day plays as today's world
 * (REPLAY_SHIFT=now): every instant it carries moves by the same amount, in the unit the record
 * keeps it in (update and price times in ms; kick-offs, seasons and injuries in epoch seconds).
 * Durations (match clocks, minutes played) and calendar strings (birthdates, transfer dates) stay.
 */
import type { CompletedMatch, Fixture, OddsRecord, ReferenceData } from '../contracts/feed-records';
import type { FeedUpdate } from './updates';

const shiftSeconds = (seconds: number, deltaMs: number) => seconds + Math.round(deltaMs / 1000);

function shiftFixture(fixture: Fixture, deltaMs: number): Fixture {
  return { ...fixture, time: shiftSeconds(fixture.time, deltaMs) };
}

const shiftOdds = (record: OddsRecord, deltaMs: number): OddsRecord => ({
  ...record,
  at: record.at + deltaMs,
});

function shiftCompleted(match: CompletedMatch, deltaMs: number): CompletedMatch {
  return {
    ...match,
    fixture: shiftFixture(match.fixture, deltaMs),
    odds: match.odds.map((o) => shiftOdds(o, deltaMs)),
    endedAt: match.endedAt + deltaMs,
  };
}

function shiftReference(data: ReferenceData, deltaMs: number): ReferenceData {
  return {
    ...data,
    ...(data.seasons && {
      seasons: data.seasons.map((s) => ({
        ...s,
        start_time: shiftSeconds(s.start_time, deltaMs),
        end_time: shiftSeconds(s.end_time, deltaMs),
      })),
    }),
    ...(data.injuries && {
      injuries: data.injuries.map((i) => ({
        ...i,
        start: shiftSeconds(i.start, deltaMs),
        end: i.end === null ? null : shiftSeconds(i.end, deltaMs),
      })),
    }),
    ...(data.providerTables && {
      providerTables: data.providerTables.map((t) => ({
        ...t,
        fetched_at: t.fetched_at + deltaMs,
      })),
    }),
  };
}

/**
 * `update` as if it had happened `deltaMs` later.
 * @example shiftUpdate({ type: 'status', at: 1000, matchId: 1, status: 1 }, 500).at // 1500
 */
export function shiftUpdate(update: FeedUpdate, deltaMs: number): FeedUpdate {
  if (deltaMs === 0) return update;
  const at = update.at + deltaMs;
  switch (update.type) {
    case 'reference':
      return { ...update, at, data: shiftReference(update.data, deltaMs) };
    case 'fixture':
      return { ...update, at, fixture: shiftFixture(update.fixture, deltaMs) };
    case 'odds':
      return { ...update, at, record: shiftOdds(update.record, deltaMs) };
    case 'completed':
      return { ...update, at, matches: update.matches.map((m) => shiftCompleted(m, deltaMs)) };
    default:
      return { ...update, at };
  }
}
