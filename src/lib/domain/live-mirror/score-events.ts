/**
 * @module live-mirror/score-events
 * Score and status events as deltas: only the fields and periods that moved. A match that
 * enters the lists is introduced whole instead, with the main-book prices it already has,
 * because its readers are about to see it for the first time.
 */
import type { LiveEvent, ScoreChange } from '../live-events';
import { applyScore, emptyRow, isListed, MAIN_BOOK_ID, type LiveRow } from '../live-rows';
import type { Scores } from '../match';
import type { OddTypeId } from '../odds';
import type { ScorePayload } from '../socket-contract';
import { setRow, type MirrorState } from './mirror-state';
import type { MirrorOutput } from './output';

/** The periods whose score differs, or undefined when none does. */
function scoresDelta(before: Scores, after: Scores): Scores | undefined {
  let delta: Scores | undefined;
  for (const [key, value] of Object.entries(after)) {
    const old = before[key];
    if (!old || old.home !== value.home || old.away !== value.away) {
      delta ??= {};
      delta[key] = value;
    }
  }
  return delta;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every field of a row, for readers that are about to see the match for the first time. */
function fullScore(row: LiveRow, seq: number): ScorePayload {
  return {
    upcoming_id: row.id,
    seq,
    sport_id: row.sport_id,
    bet365_id: row.bet365_id,
    time_status: row.time_status,
    ss: row.ss,
    scores: row.scores,
    timer: row.timer,
  };
}

/** A match entering the lists: its whole row and the main-book prices it already has. */
function introduce(row: LiveRow, seq: number, change?: ScoreChange): MirrorOutput[] {
  const base = { sportId: row.sport_id, bet365Id: row.bet365_id, toLists: true, toMatch: true };
  const score = fullScore(row, seq);
  if (change) score.change = change;
  const out: MirrorOutput[] = [{ ...base, entry: ['inplay', score] }];
  for (const [type, quote] of Object.entries(row.odds)) {
    if (!quote) continue;
    out.push({
      ...base,
      entry: [
        'odds',
        {
          upcoming_id: row.id,
          seq,
          book_id: MAIN_BOOK_ID,
          odd_type: Number(type) as OddTypeId,
          ...quote,
        },
      ],
    });
  }
  return out;
}

/** The score payload for a match's update: whole for a new match, else what changed. */
function scorePayload(
  before: LiveRow | undefined,
  event: Extract<LiveEvent, { type: 'score' }>,
): ScorePayload {
  const u = event.update;
  const payload: ScorePayload = { upcoming_id: event.matchId, seq: event.seq };
  if (!before) {
    Object.assign(
      payload,
      fullScore(emptyRow(event.matchId, event.sportId, u.bet365_id), event.seq),
      {
        time_status: u.time_status,
        ss: u.ss,
        scores: u.scores,
        timer: u.timer,
      },
    );
  } else {
    if (before.bet365_id !== u.bet365_id) payload.bet365_id = u.bet365_id;
    if (before.time_status !== u.time_status) payload.time_status = u.time_status;
    if (before.ss !== u.ss) payload.ss = u.ss;
    const delta = scoresDelta(before.scores, u.scores);
    if (delta) payload.scores = delta;
    if (!sameJson(before.timer, u.timer)) payload.timer = u.timer;
  }
  if (event.change) payload.change = event.change;
  return payload;
}

/** Applies a score event. @example applyScoreEvent(state, event) // [{ entry: ['inplay', …] }] */
export function applyScoreEvent(
  state: MirrorState,
  event: Extract<LiveEvent, { type: 'score' }>,
): MirrorOutput[] {
  const u = event.update;
  const before = state.rows.get(event.matchId);
  const payload = scorePayload(before, event);
  const next = applyScore(before, payload)!;
  // Periods the feed dropped (rare: a corrected score) must disappear, which a delta cannot say.
  if (before && Object.keys(before.scores).some((k) => !(k in u.scores))) {
    next.scores = u.scores;
    payload.scores = u.scores;
  }
  setRow(state, next, before);
  if (isListed(next) && !isListed(before))
    return introduce(next, event.seq, event.change ?? undefined);
  if (Object.keys(payload).length <= 2) return [];
  return [
    {
      entry: ['inplay', payload],
      sportId: event.sportId,
      bet365Id: next.bet365_id,
      toLists: isListed(next) || isListed(before),
      toMatch: true,
    },
  ];
}

/** Applies a status change (none for a match not yet seen or already in that status). */
export function applyStatusEvent(
  state: MirrorState,
  event: Extract<LiveEvent, { type: 'status' }>,
): MirrorOutput[] {
  const before = state.rows.get(event.matchId);
  if (!before || before.time_status === event.status) return [];
  const payload: ScorePayload = {
    upcoming_id: event.matchId,
    seq: event.seq,
    time_status: event.status,
  };
  const next = applyScore(before, payload)!;
  setRow(state, next, before);
  if (isListed(next) && !isListed(before)) return introduce(next, event.seq);
  return [
    {
      entry: ['inplay', payload],
      sportId: event.sportId,
      bet365Id: next.bet365_id,
      toLists: isListed(next) || isListed(before),
      toMatch: true,
    },
  ];
}
