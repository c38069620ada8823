/**
 * @module feed/simulator/engines/tennis-market
 * True probabilities of the three tennis markets from the Markov model: match winner, games
 * handicap and total games, each on the half-game line nearest 50/50.
 */
import type { MarketProbabilities } from '../../../../lib/domain/odds';
import { clampProbability, coverProbabilities, halfLines, mainLine } from './pricing-math';
import type { Idx, SetFinal } from './tennis-pricing';
import { matchOutcome, setFinals } from './tennis-pricing';
import { setsToWin, tiebreakTarget } from './tennis-rules';
import type { TennisState } from './tennis-state';

/** Half-game lines considered either side of the expected value. */
const LINE_SPREAD = 8;

const freshCache = new Map<string, SetFinal[]>();

/** A set from 0-0 (memoised: a match prices its future sets from the same few inputs). */
function freshSet(p: readonly [number, number], first: Idx, target: number): SetFinal[] {
  const key = `${p[0]}|${p[1]}|${first}|${target}`;
  let hit = freshCache.get(key);
  if (!hit) {
    // Bounded: a long-running world meets many distinct pairs of players.
    if (freshCache.size > 2000) freshCache.clear();
    hit = setFinals(
      p,
      { games: [0, 0], firstServer: first, points: [0, 0], tiebreak: false },
      target,
    );
    freshCache.set(key, hit);
  }
  return hit;
}

function mean(m: Map<number, number>): number {
  let s = 0;
  let t = 0;
  for (const [k, v] of m) {
    s += v;
    t += k * v;
  }
  return s > 0 ? t / s : 0;
}

function twoWay(p: number): [number, number] {
  const a = clampProbability(p);
  return [a, 1 - a];
}

/**
 * Winner, games handicap and total games.
 * @example tennisPrice(state).total?.line // 22.5
 */
export function tennisPrice(s: TennisState): MarketProbabilities {
  const played = { margin: 0, total: 0 };
  s.games.forEach((g, i) => {
    if (i < s.set - 1 || s.phase === 'ended') {
      played.margin += g[0] - g[1];
      played.total += g[0] + g[1];
    }
  });
  const current = s.games[s.set - 1] ?? [0, 0];
  const finals =
    s.phase === 'ended'
      ? []
      : setFinals(
          s.pServe,
          { games: current, firstServer: s.setFirstServer, points: s.points, tiebreak: s.tiebreak },
          tiebreakTarget(s.format, s.setsWon),
        );
  const m = matchOutcome(
    s.setsWon,
    setsToWin(s.format),
    played,
    { finals, firstServer: s.setFirstServer },
    (first, deciding) => freshSet(s.pServe, first, deciding && s.format === 'bo5' ? 10 : 7),
  );
  const [home, away] = twoWay(m.home / (m.home + m.away));

  const centre = Math.round(-mean(m.margin));
  const cover = (line: number) => coverProbabilities(m.margin, line).over;
  const hLine = mainLine(halfLines(centre - LINE_SPREAD, centre + LINE_SPREAD), cover);
  const [hHome, hAway] = twoWay(cover(hLine));

  const expected = Math.round(mean(m.total));
  const over = (line: number) => coverProbabilities(m.total, -line).over;
  const tLine = mainLine(halfLines(expected - LINE_SPREAD, expected + LINE_SPREAD), over);
  const [tOver, tUnder] = twoWay(over(tLine));

  return {
    winner: { home, draw: null, away },
    handicap: { line: hLine, home: hHome, away: hAway },
    total: { line: tLine, over: tOver, under: tUnder },
  };
}
