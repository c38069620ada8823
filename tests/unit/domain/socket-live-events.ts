/** Builders of bus events for the live socket tests. */
import type { LiveEvent } from '../../../src/lib/domain/live-events';
import type { Scores, Timer } from '../../../src/lib/domain/match';
import type { SportId, TimeStatus } from '../../../src/lib/domain/sports';

export interface ScoreArgs {
  seq: number;
  id: number;
  sport?: SportId;
  bet365?: string | null;
  status?: TimeStatus;
  ss?: string | null;
  scores?: Scores;
  timer?: Timer | null;
}

export function scoreEvent(a: ScoreArgs): LiveEvent {
  const ss = a.ss === undefined ? '0-0' : a.ss;
  return {
    type: 'score',
    seq: a.seq,
    sportId: a.sport ?? 1,
    matchId: a.id,
    update: {
      upcoming_id: a.id,
      bet365_id: a.bet365 === undefined ? `b${a.id}` : a.bet365,
      time_status: a.status ?? 1,
      ss,
      scores: a.scores ?? {},
      timer: a.timer === undefined ? { tm: 1, ts: 0 } : a.timer,
    },
    change: null,
  };
}

export function oddsEvent(a: {
  seq: number;
  id: number;
  sport?: SportId;
  book?: number;
  type?: 1 | 2 | 3;
  home: number;
  away: number;
}): LiveEvent {
  return {
    type: 'odds',
    seq: a.seq,
    sportId: a.sport ?? 1,
    matchId: a.id,
    update: {
      upcoming_id: a.id,
      book_id: a.book ?? 1,
      odd_type: a.type ?? 1,
      home: { o: 2, n: a.home },
      draw: (a.type ?? 1) === 1 ? { o: 3, n: 3 } : null,
      away: { o: 2, n: a.away },
      middle: { o: null, n: null },
    },
    change: null,
  };
}

export function endedEvent(seq: number, id: number, sport: SportId = 1): LiveEvent {
  return { type: 'ended', seq, sportId: sport, matchId: id, status: 3 };
}

export function detailsEvent(
  seq: number,
  id: number,
  events: string[],
  bet365: string | null = `b${id}`,
): LiveEvent {
  return {
    type: 'details',
    seq,
    sportId: 1,
    matchId: id,
    update: {
      upcoming_id: id,
      bet365_id: bet365,
      stats: { corners: [seq, 1] },
      details: { state: '11001', ball_pos: '0.5,0.5', serve: null, sts: {}, period: 1 },
      newEvents: events.map((e) => ({ id: e, text: `text ${e}` })),
    },
  };
}
