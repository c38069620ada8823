/**
 * @module feed/simulator/engines/esports-market
 * True probabilities of the three series markets: series winner, maps handicap (±1.5) and
 * total maps (2.5 in a best of three, 3.5 in a best of five), from a per-map win probability.
 *
 * The current map's probability is the exact posterior given what a spectator has seen: the
 * map's prior times the likelihood ratio of the gold path (esports-map.ts keeps it as
 * `evidence`). Once the final push has begun its outcome is known. Later maps use the teams'
 * neutral-side map probability.
 */
import type { MarketProbabilities } from '../../../../lib/domain/odds';
import { formatScore, scorePair } from '../../../../lib/domain/score';
import { clampProbability, mainLine } from './pricing-math';
import type { EsportsState } from './esports-state';
import { logistic, mapsToWin } from './esports-state';

/** P(home wins the map being played, or the next one during a pause), as a spectator can know it. */
export function currentMapProbability(s: EsportsState): number {
  if (s.mode === 'map' && s.push) return s.push.side === 0 ? 1 : 0;
  if (s.mode === 'map') return logistic(s.prior + s.evidence);
  return logistic(s.prior);
}

/** Series outcome: P(home), P(away) and the joint distribution of final map counts. */
export function seriesOutcome(
  wins: readonly [number, number],
  need: number,
  first: number,
  later: number,
): { home: number; outcomes: Map<string, number> } {
  const outcomes = new Map<string, number>();
  let home = 0;
  const go = (h: number, a: number, p: number, q: number) => {
    if (p === 0) return;
    if (h >= need || a >= need) {
      const score = formatScore(h, a);
      outcomes.set(score, (outcomes.get(score) ?? 0) + p);
      if (h >= need) home += p;
      return;
    }
    go(h + 1, a, p * q, later);
    go(h, a + 1, p * (1 - q), later);
  };
  go(wins[0], wins[1], 1, first);
  return { home, outcomes };
}

function twoWay(p: number): [number, number] {
  const a = clampProbability(p);
  return [a, 1 - a];
}

/**
 * Winner, maps handicap and total maps of the series.
 * @example esportsPrice(state).total // { line: 2.5, over: 0.42, under: 0.58 }
 */
export function esportsPrice(s: EsportsState): MarketProbabilities {
  const need = mapsToWin(s.format);
  const { home: pHome, outcomes } = seriesOutcome(
    s.mapWins,
    need,
    s.phase === 'ended' ? 0.5 : currentMapProbability(s),
    logistic(s.baseLogit),
  );
  const [home, away] = twoWay(pHome);
  const byMargin = (line: number) => {
    let p = 0;
    for (const [key, v] of outcomes) {
      const [h, a] = scorePair(key)!;
      if (h - a + line > 0) p += v;
    }
    return p;
  };
  const hLine = mainLine([-1.5, 1.5], byMargin);
  const [hHome, hAway] = twoWay(byMargin(hLine));
  const tLine = need === 3 ? 3.5 : 2.5;
  let over = 0;
  for (const [key, v] of outcomes) {
    const [h, a] = scorePair(key)!;
    if (h + a > tLine) over += v;
  }
  const [tOver, tUnder] = twoWay(over);
  return {
    winner: { home, draw: null, away },
    handicap: { line: hLine, home: hHome, away: hAway },
    total: { line: tLine, over: tOver, under: tUnder },
  };
}
