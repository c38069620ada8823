/**
 * @module feed/simulator/engines/handball-view
 * Handball engine, what the feed shows: score with keys `1` first half and `2` full time, the
 * half's clock counting up, stats pairs including possession %, timeline texts and court
 * details (spec §2 "Handball: tabs stats, summary, possession chart"; §4 "handball (78)").
 */
import { formatScore } from '../../../../lib/domain/score';
import { gameStateCode } from '../../../../lib/domain/game-states';
import type { MatchSnapshot, Side, Stats } from '../../../../lib/domain/match';
import {
  HANDBALL_FORMATS,
  HANDBALL_STAT_KEYS,
  POSSESSION_BLOCK_S,
  type HandballState,
  SIDES,
  type SideIndex,
  matchSecond,
  shortHanded,
} from './handball-rules';

function sideName(side: SideIndex | null): Side | null {
  return side === null ? null : SIDES[side];
}

function stateCode(s: HandballState): string | null {
  if (s.phase === 'pre' || s.phase === 'over') return null;
  if (s.phase === 'break') return gameStateCode(78, 'Half Time', null);
  if (s.sevenMeter) return gameStateCode(78, 'Penalty', sideName(s.sevenMeter.side));
  if (s.show && s.show.until > s.wall) return gameStateCode(78, s.show.name, sideName(s.show.side));
  return gameStateCode(78, 'Attack', sideName(s.possession));
}

/** A deterministic value in [0, 1) from an integer, so the ball moves without an RNG draw. */
function jitter(n: number): number {
  return (Math.imul(n ^ (n >>> 13), 2654435761) >>> 0) / 4294967296;
}

/**
 * Ball position as `x,y` fractions of the 400x180 court: the 7-metre line at a throw, else in
 * the half the side in possession attacks (home to the right in the first half).
 */
function ballPosition(s: HandballState): string | null {
  if (s.phase !== 'live') return null;
  const attacker = s.sevenMeter?.side ?? s.possession;
  const right = (attacker === 0) === (s.period === 1);
  if (s.sevenMeter) return right ? '0.825,0.500' : '0.175,0.500';
  // An attack builds up from midcourt towards the goal area as its shot clock runs down.
  const depth =
    Math.max(0.05, Math.min(0.42, 0.42 - s.attackLeft * 0.009)) + 0.04 * jitter(s.clock);
  const y = 0.15 + 0.7 * jitter(s.clock * 17 + s.period);
  return `${(right ? 0.5 + depth : 0.5 - depth).toFixed(3)},${y.toFixed(3)}`;
}

/** Possession % pair from the seconds each side has had the ball. */
function possession(s: HandballState): [number, number] {
  const played = Math.min(matchSecond(s), 2 * HANDBALL_FORMATS[s.format].halfSeconds);
  if (played <= 0) return [50, 50];
  const home = Math.round((100 * s.homeBall) / played);
  return [home, 100 - home];
}

/**
 * Home's possession % in each five-minute block of the match so far (the block in progress
 * once it is a minute old), for the panel's possession chart; away has the rest.
 */
export function possessionBlocks(s: HandballState): number[] {
  const out: number[] = [];
  let before = 0;
  for (const mark of s.possessionMarks) {
    out.push(Math.round((100 * (mark - before)) / POSSESSION_BLOCK_S));
    before = mark;
  }
  const running = matchSecond(s) - s.possessionMarks.length * POSSESSION_BLOCK_S;
  if (s.phase === 'live' && running >= 60) {
    out.push(Math.round((100 * (s.homeBall - before)) / running));
  }
  return out;
}

/** What the feed shows now (BetsAPI event view shape, spec §3). */
export function viewHandball(s: HandballState): MatchSnapshot {
  const started = s.phase !== 'pre';
  const running = s.phase === 'live' && s.stop === 0 && !s.sevenMeter;
  const pair = (p: readonly number[]) => ({ home: String(p[0]), away: String(p[1]) });
  const stats: Stats = {};
  if (started) {
    for (const key of HANDBALL_STAT_KEYS) stats[key] = [s.stats[key][0], s.stats[key][1]];
    stats.possession = possession(s);
  }
  return {
    time_status: s.phase === 'pre' ? 0 : s.phase === 'over' ? 3 : 1,
    ss: started ? formatScore(...s.score) : null,
    scores: started ? { '1': pair(s.firstHalf ?? s.score), '2': pair(s.score) } : {},
    timer: started
      ? { tm: Math.floor(s.clock / 60), ts: s.clock % 60, tt: running ? '1' : '0', q: s.period }
      : null,
    stats,
    events: s.events.slice(),
    details: {
      state: stateCode(s),
      ball_pos: ballPosition(s),
      serve: null,
      sts: {
        possession: sideName(s.possession),
        possessionBlocks: possessionBlocks(s),
        shortHanded: [shortHanded(s, 0), shortHanded(s, 1)],
        timeoutsLeft: [s.timeoutsLeft[0], s.timeoutsLeft[1]],
      },
      period: s.period,
    },
  };
}

/** Bookmakers suspend on a 7-metre throw and in the last seconds of a half with one goal in it. */
export function handballDanger(s: HandballState): boolean {
  if (s.phase !== 'live') return false;
  if (s.sevenMeter || s.dangerUntil > s.wall) return true;
  const left = HANDBALL_FORMATS[s.format].halfSeconds - s.clock;
  return s.stop === 0 && left <= 20 && Math.abs(s.score[0] - s.score[1]) <= 1;
}
