/**
 * @module feed/simulator/engines/esports-view
 * What the feed shows of a League of Legends series: maps won (`ss`), each map's kills as its
 * score, the current map's game clock and stats, and the game-state text of the moment.
 */
import { formatScore } from '../../../../lib/domain/score';
import { gameStateCode } from '../../../../lib/domain/game-states';
import type { MatchSnapshot, Scores, Side } from '../../../../lib/domain/match';
import type { EsportsState, Idx } from './esports-state';

const SIDES: readonly Side[] = ['home', 'away'];
const side = (i: Idx | null): Side | null => (i === null ? null : SIDES[i]!);
/** Seconds a kill, tower or objective stays on screen; a won map shows longer. */
const SHOW_S = 8;
const SHOW_MAP_WON_S = 60;

/** Team gold in thousands at map second `t`: both earn ≈ 2.5k + 1.75k a minute, split by the lead. */
function teamGold(s: EsportsState): [number, number] {
  const base = 2.5 + (1.75 * s.t) / 60;
  const round = (v: number) => Math.round(Math.max(0.5, v) * 10) / 10;
  return [round(base + s.x / 2), round(base - s.x / 2)];
}

/** The state text now: the last moment for a few seconds, a teamfight while it lasts, Pause between maps. */
export function esportsStateCode(s: EsportsState): string | null {
  if (s.phase === 'pre') return null;
  const last = s.last;
  const age = last ? s.clock - last.at : Infinity;
  if (last?.moment === 'Map Won' && (age < SHOW_MAP_WON_S || s.phase === 'ended')) {
    return gameStateCode(151, 'Map Won', side(last.side));
  }
  if (s.mode === 'pause') return gameStateCode(151, 'Pause', null);
  if (last && age < SHOW_S) return gameStateCode(151, last.moment, side(last.side));
  if (esportsDangerous(s)) return gameStateCode(151, 'Team Fight', side(s.fight?.side ?? null));
  return null;
}

/** The series as the feed carries it. */
export function esportsView(s: EsportsState): MatchSnapshot {
  const scores: Scores = {};
  s.mapKills.forEach(
    (k, i) => (scores[String(i + 1)] = { home: String(k[0]), away: String(k[1]) }),
  );
  const gold = teamGold(s);
  return {
    time_status: s.phase === 'pre' ? 0 : s.phase === 'live' ? 1 : 3,
    ss: s.phase === 'pre' ? null : formatScore(...s.mapWins),
    scores,
    timer: s.phase === 'pre' ? null : { tm: Math.floor(s.t / 60), ts: s.t % 60 },
    stats: {
      kills: [...s.kills],
      towers: [...s.towers],
      dragons: [...s.dragons],
      barons: [...s.barons],
      inhibitors: [...s.inhibitors],
      gold,
    },
    events: s.events.slice(),
    details: {
      state: esportsStateCode(s),
      ball_pos: null,
      serve: null,
      sts: {
        mapWins: [...s.mapWins],
        // Each finished map's winner, map 1 first (kills in `scores` do not say who won).
        mapWinners: s.mapWinners.map((w) => SIDES[w]!),
        gold,
        dragons: [...s.dragons],
        side: { blue: side(s.blue) },
      },
      period: s.map,
    },
  };
}

/** A Baron fight, a siege of an inhibitor, or the final push until its inhibitor falls. */
export function esportsDangerous(s: EsportsState): boolean {
  if (s.phase !== 'live' || s.mode !== 'map') return false;
  if (s.fight) return true;
  return s.push !== null && s.t <= s.push.dangerUntil;
}
