/**
 * @module feed/simulator/engines/volleyball-rules
 * The rules of play the volleyball engine applies to its (owned, mutable) draft state: rally
 * point scoring, serve, set and match end, time-outs, technical time-outs and the wall time
 * each of them takes.
 */
import type { Rng } from '../rng';
import type { Idx, PointKind, VolleyballState } from './volleyball-state';
import { codedEvent } from '../../../../lib/domain/event-codes';

/** Sets needed to win: best of five (spec §9 "sets up to 5"). */
export const SETS_TO_WIN = 3;
/** Regular time-outs per team per set (FIVB rule 15.4). */
export const TIME_OUTS_PER_SET = 2;
/** Technical time-outs fall when the leading side reaches these scores (vleague, sets 1–4). */
export const TTO_AT = [8, 16] as const;
/** Wall seconds: time-out, technical time-out, interval between sets (FIVB 15.4.1, 18.1). */
const TIME_OUT_S = 30;
const TTO_S = 60;
const INTERVAL_S = 180;

/** Spec §5: "Volleyball set won at 25 points (15 in set 5) for the higher side"; FIVB adds the two-point lead. */
export function setTarget(set: number): number {
  return set === 5 ? 15 : 25;
}

/** True when `home`-`away` ends a set played to `target`. */
export function isSetOver(home: number, away: number, target: number): boolean {
  return (home >= target || away >= target) && Math.abs(home - away) >= 2;
}

/** Who serves first in set `n`, given the toss for set 1 (sets 2–4 alternate; set 5 has its own toss). */
export function firstServerOf(n: number, firstServers: readonly Idx[]): Idx | null {
  const known = firstServers[n - 1];
  if (known !== undefined) return known;
  if (n === 5 || firstServers[0] === undefined) return null;
  return n % 2 === 1 ? firstServers[0] : ((1 - firstServers[0]) as Idx);
}

function addEvent(d: VolleyballState, text: string): void {
  d.events.push(codedEvent(91, String(d.events.length + 1), text, d.names));
}

/** Queues the next rally: the teams line up, then the serve is struck and the ball is in play. */
export function scheduleRally(d: VolleyballState, rng: Rng): void {
  const dead = rng.int(14, 26);
  const rally = rng.int(4, 12);
  d.mode = 'rally';
  d.rallyAt = d.clock + dead;
  d.wait = dead + rally;
  d.timeOutBy = null;
}

/** Starts set `n` (after the toss or the interval): scores, time-outs and first-to marks reset. */
export function beginSet(d: VolleyballState, rng: Rng): void {
  const n = d.set + 1;
  const first = firstServerOf(n, d.firstServers) ?? (rng.chance(0.5) ? 0 : 1);
  d.set = n;
  d.points.push([0, 0]);
  d.firstServers[n - 1] = first;
  d.server = first;
  d.timeOuts = [0, 0];
  d.ttos = 0;
  d.firstTo = { '5': null, '7': null, '10': null };
}

function pointKind(serverWon: boolean, rng: Rng): PointKind {
  const r = rng.next();
  // Men's pro game: aces ≈ 6 % and service errors ≈ 17 % of serves; blocks ≈ 9 % of points.
  if (serverWon) return r < 0.16 ? 'Ace' : r < 0.31 ? 'Block' : 'Point';
  return r < 0.27 ? 'Service Error' : r < 0.37 ? 'Block' : 'Point';
}

/** Plays the rally in flight: rally point, and the winner serves next. */
function playRally(d: VolleyballState, rng: Rng): Idx {
  const server = d.server;
  const serverWon = rng.chance(d.serveWin[server]);
  const w: Idx = serverWon ? server : ((1 - server) as Idx);
  const kind = pointKind(serverWon, rng);
  const score = d.points[d.set - 1]!;
  score[w]++;
  const s = d.stats;
  s.points[w]++;
  if (kind === 'Ace') s.aces[w]++;
  if (kind === 'Service Error') s.service_errors[server]++;
  if (kind === 'Block') s.blocks[w]++;
  // Opponents' attack and handling errors make up about a fifth of the other points.
  if (kind === 'Point' && rng.chance(0.8)) s.attacks_won[w]++;
  if (serverWon) s.points_won_on_serve[w]++;
  // Streaks run over set boundaries: the panel's "longest streak" is the match's.
  d.streak = d.streak && d.streak[0] === w ? [w, d.streak[1] + 1] : [w, 1];
  s.longest_streak[w] = Math.max(s.longest_streak[w], d.streak[1]);
  d.lastSix.push(w);
  if (d.lastSix.length > 6) d.lastSix.shift();
  for (const mark of ['5', '7', '10'] as const) {
    if (d.firstTo[mark] === null && score[w] >= Number(mark)) d.firstTo[mark] = w;
  }
  d.server = w;
  d.lastPoint = { kind, side: w, at: d.clock };
  return w;
}

/** The team that lost the point may stop a run: likelier the longer the run and the later the set. */
function callsTimeOut(d: VolleyballState, loser: Idx, rng: Rng): boolean {
  if (d.timeOuts[loser] >= TIME_OUTS_PER_SET) return false;
  const run = d.streak?.[1] ?? 0;
  const late = Math.max(...d.points[d.set - 1]!) >= 15;
  const p = run >= 3 ? 0.45 : run === 2 && late ? 0.2 : 0;
  return p > 0 && rng.chance(p);
}

/** Does what the running wait ended in: a rally, or the end of a stoppage. */
export function act(d: VolleyballState, rng: Rng): void {
  if (d.mode !== 'rally') {
    scheduleRally(d, rng);
    return;
  }
  const w = playRally(d, rng);
  const score = d.points[d.set - 1]!;
  if (isSetOver(score[0], score[1], setTarget(d.set))) {
    d.setsWon[w]++;
    addEvent(d, `Set ${d.set} - ${score[0]}-${score[1]} - ${d.names[w]}`);
    if (d.setsWon[w] >= SETS_TO_WIN) {
      d.phase = 'ended';
      d.wait = 0;
      return;
    }
    beginSet(d, rng);
    d.mode = 'interval';
    d.wait = INTERVAL_S;
    return;
  }
  const lead = Math.max(score[0], score[1]);
  if (d.format === 'vleague' && d.set <= 4 && d.ttos < TTO_AT.length && lead >= TTO_AT[d.ttos]!) {
    d.ttos++;
    addEvent(d, 'Technical Time Out');
    d.mode = 'tto';
    d.wait = TTO_S;
    return;
  }
  const loser = (1 - w) as Idx;
  if (callsTimeOut(d, loser, rng)) {
    d.timeOuts[loser]++;
    d.stats.time_outs[loser]++;
    d.timeOutBy = loser;
    addEvent(d, `Time Out - ${d.names[loser]}`);
    d.mode = 'timeout';
    d.wait = TIME_OUT_S;
    return;
  }
  scheduleRally(d, rng);
}
