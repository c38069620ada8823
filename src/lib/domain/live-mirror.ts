/**
 * @module live-mirror
 * Turns the ingest's live events into (1) the current live state of every match (what the
 * snapshot call returns) and (2) the spec's socket events as deltas: only what changed, scores
 * only for the periods that moved, timeline entries only when new. Pure: the server runs it on
 * every node, and a node that starts late seeds it from a stored copy.
 */
import type { LiveEvent, ScoreChange } from './live-events';
import {
  applyDetails,
  applyOdds,
  applyScore,
  applyUrl,
  emptyRow,
  isListed,
  MAIN_BOOK_ID,
  type EndedRow,
  type LiveRow,
} from './live-rows';
import type { Scores } from './match';
import type { OddTypeId } from './odds';
import { isFinalStatus } from './sports';
import type { DetailsPayload, EndedPayload, FrameEntry, ScorePayload } from './socket-contract';

/** Where an entry goes: the match lists (all and its sport) and/or the match's own room. */
export interface MirrorOutput {
  entry: FrameEntry;
  sportId: number;
  /** The match's room (its bet365 id), when it has one. */
  bet365Id: string | null;
  toLists: boolean;
  toMatch: boolean;
}

/**
 * Finished matches the mirror keeps with their final score, newest last. A reader that missed a
 * match's end (a frame lost while the bus was down) learns the final score at its resync instead
 * of keeping the last one it saw; a hundred covers every match that ends within a long outage.
 */
export const ENDED_KEPT = 100;

/** The stored form of a mirror: enough for another node to continue from `seq`. */
export interface LiveSeed {
  seq: number;
  rows: LiveRow[];
  details: DetailsPayload[];
}

export interface LiveMirror {
  /** Seq of the last event applied. */
  seq(): number;
  /** Applies one event in seq order; returns the entries to send (none for stale events). */
  apply(event: LiveEvent): MirrorOutput[];
  /** Replaces the whole state. */
  seed(seed: LiveSeed): void;
  row(matchId: number): LiveRow | undefined;
  /** Current details of a match by bet365 id. */
  details(bet365Id: string): DetailsPayload | undefined;
  /** Listed (in-play) rows, optionally of one sport, ordered by id. */
  listed(sportId?: number): LiveRow[];
  /** Every row, listed or not (main-book odds of matches about to start are kept too). */
  rows(): LiveRow[];
  allDetails(): DetailsPayload[];
  /** Ids of listed matches per sport id (spec onepick `sports`). */
  sports(): Record<string, number[]>;
  /** Listed matches without a bet365 id, optionally of one sport (spec `nobet365`). */
  noBet365(sportId?: number): number[];
  /** Increments whenever the listed set (membership, not content) changes. */
  listVersion(): number;
  /** The finished matches kept (at most {@link ENDED_KEPT}), optionally of one sport, newest first. */
  ended(sportId?: number): EndedRow[];
  /** Ids of finished matches dropped from the kept ones since the last call (stored copies go too). */
  takeForgotten(): readonly number[];
}

const NONE_FORGOTTEN: readonly number[] = Object.freeze([]);

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

/**
 * Creates an empty mirror.
 * @example const m = createLiveMirror(); m.apply(event); m.listed()
 */
export function createLiveMirror(): LiveMirror {
  const rows = new Map<number, LiveRow>();
  const details = new Map<string, DetailsPayload>();
  let seq = 0;
  let version = 0;
  // Finished matches, oldest first; a match that comes back to play keeps its place until it
  // would be dropped, and is then spared.
  let endedOrder: number[] = [];
  let forgotten: number[] = [];

  function keepEnded(id: number) {
    endedOrder = endedOrder.filter((kept) => kept !== id);
    endedOrder.push(id);
    while (endedOrder.length > ENDED_KEPT) {
      const oldest = endedOrder.shift()!;
      const row = rows.get(oldest);
      if (row && isFinalStatus(row.time_status)) {
        rows.delete(oldest);
        forgotten.push(oldest);
      }
    }
  }

  function setRow(next: LiveRow, before: LiveRow | undefined) {
    rows.set(next.id, next);
    if (isListed(next) !== isListed(before)) version++;
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

  function score(event: Extract<LiveEvent, { type: 'score' }>): MirrorOutput[] {
    const u = event.update;
    const before = rows.get(event.matchId);
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
    const next = applyScore(before, payload)!;
    // Periods the feed dropped (rare: a corrected score) must disappear, which a delta cannot say.
    if (before && Object.keys(before.scores).some((k) => !(k in u.scores))) {
      next.scores = u.scores;
      payload.scores = u.scores;
    }
    setRow(next, before);
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

  function odds(event: Extract<LiveEvent, { type: 'odds' }>): MirrorOutput[] {
    const u = event.update;
    let row = rows.get(event.matchId);
    if (u.book_id === MAIN_BOOK_ID) {
      const before = row;
      row = applyOdds(row ?? emptyRow(event.matchId, event.sportId, null), {
        ...u,
        draw: u.draw,
        seq: event.seq,
      })!;
      setRow(row, before);
    }
    const entry: FrameEntry = [
      'odds',
      {
        upcoming_id: u.upcoming_id,
        seq: event.seq,
        book_id: u.book_id,
        odd_type: u.odd_type,
        home: u.home,
        draw: u.draw,
        away: u.away,
        middle: u.middle,
        ...(event.change ? { change: event.change } : {}),
      },
    ];
    return [
      {
        entry,
        sportId: event.sportId,
        bet365Id: row?.bet365_id ?? null,
        toLists: u.book_id === MAIN_BOOK_ID && isListed(row),
        toMatch: true,
      },
    ];
  }

  function detailsEvent(event: Extract<LiveEvent, { type: 'details' }>): MirrorOutput[] {
    const u = event.update;
    const bet365 = u.bet365_id;
    if (!bet365) return [];
    const payload: DetailsPayload = {
      seq: event.seq,
      info: {
        bet365id: bet365,
        upcoming_id: event.matchId,
        sport_id: event.sportId,
        state: u.details.state,
        ball_pos: u.details.ball_pos,
        period: u.details.period,
        serve: u.details.serve,
      },
      sts: u.details.sts,
      stats: u.stats,
      events: u.newEvents,
    };
    details.set(bet365, applyDetails(details.get(bet365), payload));
    return [
      {
        entry: [`bet365-${bet365}`, payload],
        sportId: event.sportId,
        bet365Id: bet365,
        toLists: false,
        toMatch: true,
      },
    ];
  }

  function ended(event: Extract<LiveEvent, { type: 'ended' }>): MirrorOutput[] {
    const before = rows.get(event.matchId);
    const payload: EndedPayload = { ids: [event.matchId], seq: event.seq };
    if (before) {
      // The row's seq becomes the end's: a stored copy read back orders the finals by it.
      rows.set(event.matchId, {
        ...before,
        time_status: event.status,
        timer: null,
        odds: {},
        seq: event.seq,
      });
      keepEnded(event.matchId);
      payload.finals = [{ id: event.matchId, time_status: event.status, ss: before.ss }];
    }
    if (isListed(before)) version++;
    if (before?.bet365_id) details.delete(before.bet365_id);
    return [
      {
        entry: ['ended', payload],
        sportId: event.sportId,
        bet365Id: before?.bet365_id ?? null,
        toLists: true,
        toMatch: true,
      },
    ];
  }

  function status(event: Extract<LiveEvent, { type: 'status' }>): MirrorOutput[] {
    const before = rows.get(event.matchId);
    if (!before || before.time_status === event.status) return [];
    const payload: ScorePayload = {
      upcoming_id: event.matchId,
      seq: event.seq,
      time_status: event.status,
    };
    const next = applyScore(before, payload)!;
    setRow(next, before);
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

  function url(event: Extract<LiveEvent, { type: 'url' }>): MirrorOutput[] {
    const before = rows.get(event.matchId);
    const payload = {
      game_id: event.sportId,
      id: event.matchId,
      bet365_id: event.bet365_id,
      url: event.url,
      seq: event.seq,
    };
    const next = applyUrl(before, payload);
    if (next) setRow(next, before);
    return [
      {
        entry: ['update', payload],
        sportId: event.sportId,
        bet365Id: event.bet365_id,
        toLists: isListed(next),
        toMatch: true,
      },
    ];
  }

  const byId = (a: LiveRow, b: LiveRow) => a.id - b.id;

  return {
    seq: () => seq,
    apply(event) {
      if (event.seq <= seq) return [];
      seq = event.seq;
      switch (event.type) {
        case 'score':
          return score(event);
        case 'odds':
          return odds(event);
        case 'details':
          return detailsEvent(event);
        case 'ended':
          return ended(event);
        case 'status':
          return status(event);
        case 'url':
          return url(event);
      }
    },
    seed(s) {
      rows.clear();
      details.clear();
      for (const r of s.rows) rows.set(r.id, r);
      for (const d of s.details) details.set(d.info.bet365id, d);
      // Oldest end first, as the events made them (a stored copy comes back in any order): the
      // next end must drop the match that finished first, not one that has just finished.
      endedOrder = s.rows
        .filter((r) => isFinalStatus(r.time_status))
        .sort((a, b) => a.seq - b.seq)
        .map((r) => r.id);
      forgotten = [];
      seq = s.seq;
      version++;
    },
    row: (id) => rows.get(id),
    details: (bet365Id) => details.get(bet365Id),
    listed(sportId) {
      const out: LiveRow[] = [];
      for (const r of rows.values()) {
        if (isListed(r) && (sportId === undefined || r.sport_id === sportId)) out.push(r);
      }
      return out.sort(byId);
    },
    rows: () => [...rows.values()],
    allDetails: () => [...details.values()],
    sports() {
      const out: Record<string, number[]> = {};
      for (const r of [...rows.values()].sort(byId)) {
        if (isListed(r)) (out[String(r.sport_id)] ??= []).push(r.id);
      }
      return out;
    },
    noBet365(sportId) {
      const out: number[] = [];
      for (const r of rows.values()) {
        if (isListed(r) && !r.bet365_id && (sportId === undefined || r.sport_id === sportId))
          out.push(r.id);
      }
      return out.sort((a, b) => a - b);
    },
    listVersion: () => version,
    ended(sportId) {
      const out: EndedRow[] = [];
      for (let i = endedOrder.length - 1; i >= 0; i--) {
        const r = rows.get(endedOrder[i]!);
        if (!r || !isFinalStatus(r.time_status)) continue;
        if (sportId === undefined || r.sport_id === sportId)
          out.push({ id: r.id, sport_id: r.sport_id, time_status: r.time_status, ss: r.ss });
      }
      return out;
    },
    takeForgotten() {
      // Most events forget nothing: hand back the shared empty list then, not a new one.
      if (forgotten.length === 0) return NONE_FORGOTTEN;
      const out = forgotten;
      forgotten = [];
      return out;
    },
  };
}
