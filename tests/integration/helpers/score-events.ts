/** Live score events numbered in order, as the ingest publishes them, for the live-bus tests. */
import type { LiveEvent } from '../../../src/lib/domain/live-events';

export interface ScoreEvents {
  /** The next event: match `matchId` of sport 1 in play at `ss`. */
  score: (matchId: number, ss: string) => LiveEvent;
  /** Seq of the last event made. */
  seq: () => number;
}

export function scoreEvents(): ScoreEvents {
  let seq = 0;
  return {
    score: (matchId, ss) => {
      seq += 1;
      return {
        type: 'score',
        seq,
        sportId: 1,
        matchId,
        update: {
          upcoming_id: matchId,
          bet365_id: null,
          time_status: 1,
          ss,
          scores: {},
          timer: null,
        },
        change: null,
      };
    },
    seq: () => seq,
  };
}
