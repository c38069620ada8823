/**
 * @module feed/score-corrections
 * An administrator's correction of a live score. The feed's provider keeps sending
 * the score it believes; a correction therefore holds over the provider's snapshots of that
 * match until the provider reports a score other than the one that was corrected (a new goal,
 * or its own correction), from which point the provider is followed again.
 */
import type { MatchSnapshot } from '../../lib/domain/match';
import { scoreSides, ZERO_SCORE } from '../../lib/domain/score';
import type { LiveStateReader } from './live-state';
import type { FeedSink, FeedUpdate } from './updates';

/**
 * The snapshot with the corrected score line; where the last period's score is the match total
 * (it equals the old line), it is corrected too, so the total reads the same everywhere.
 * @example correctedSnapshot({ ...s, ss: '1-0', scores: { '1': { home: '1', away: '0' } } }, '1-1').scores['1'] // { home: '1', away: '1' }
 */
export function correctedSnapshot(snapshot: MatchSnapshot, ss: string): MatchSnapshot {
  const { home, away } = scoreSides(ss) ?? ZERO_SCORE;
  const old = scoreSides(snapshot.ss);
  const keys = Object.keys(snapshot.scores).sort((a, b) => Number(a) - Number(b));
  const last = keys.at(-1);
  const scores = { ...snapshot.scores };
  const total = last === undefined ? undefined : scores[last];
  if (last !== undefined && total && old && total.home === old.home && total.away === old.away) {
    scores[last] = { ...total, home, away };
  }
  return { ...snapshot, ss, scores };
}

export interface ScoreCorrections {
  /** The sink the provider writes to, holding each correction over its snapshots. */
  wrap(sink: FeedSink): FeedSink;
  /** Corrects a held match now; false when the feed does not hold it with a score. */
  correct(matchId: number, ss: string, at: number): boolean;
}

export function createScoreCorrections(live: LiveStateReader, sink: FeedSink): ScoreCorrections {
  /** Per match: the provider's line that was corrected, and the line it was corrected to. */
  const held = new Map<number, { from: string | null; to: string }>();

  function hold(update: FeedUpdate): FeedUpdate {
    if (update.type === 'ended') held.delete(update.matchId);
    if (update.type !== 'snapshot') return update;
    const correction = held.get(update.matchId);
    if (!correction) return update;
    if (update.snapshot.ss !== correction.from) {
      held.delete(update.matchId);
      return update;
    }
    return { ...update, snapshot: correctedSnapshot(update.snapshot, correction.to) };
  }

  return {
    wrap: (inner) => ({
      push: (updates) => inner.push(held.size === 0 ? updates : updates.map(hold)),
    }),
    correct(matchId, ss, at) {
      const match = live.get(matchId);
      if (!match?.snapshot) return false;
      // The line the provider last sent: a correction of a correction keeps the provider's.
      const from = held.get(matchId)?.from ?? match.snapshot.ss;
      held.set(matchId, { from, to: ss });
      sink.push([
        { type: 'snapshot', at, matchId, snapshot: correctedSnapshot(match.snapshot, ss) },
      ]);
      return true;
    },
  };
}
