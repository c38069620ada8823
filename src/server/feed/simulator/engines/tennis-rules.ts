/**
 * @module feed/simulator/engines/tennis-rules
 * The rules of play the tennis engine applies to its (owned, mutable) draft: serve and point,
 * game with deuce and advantage, tie-break with its serve rotation, set and match, the
 * timeline events and the wall time between points, at changeovers and between sets.
 */
import { codedEvent } from '../../../../lib/domain/event-codes';
import type { Rng } from '../rng';
import type { Idx } from './tennis-pricing';
import { tiebreakServer } from './tennis-pricing';
import type { TennisState } from './tennis-state';

/** Wall seconds: between points (serve clock), changeover sit-down, set break (ATP rule book). */
const CHANGEOVER_S = 90;
const SET_BREAK_S = 120;
/** The change of ends after the first game of a set, and every six tie-break points, has no rest. */
const END_CHANGE_S = 25;

const other = (i: Idx): Idx => (i === 0 ? 1 : 0);

/** Sets needed to win the match (spec §9 "tennis up to 5 sets"). */
export function setsToWin(format: TennisState['format']): number {
  return format === 'bo5' ? 3 : 2;
}

/** Tie-break target at 6-6: 10 in the deciding set of a best of five (Grand Slams since 2022), else 7. */
export function tiebreakTarget(
  format: TennisState['format'],
  setsWon: readonly [number, number],
): number {
  const need = setsToWin(format);
  return format === 'bo5' && setsWon[0] === need - 1 && setsWon[1] === need - 1 ? 10 : 7;
}

/** True when the receiver is one point from the game: 0-40, 15-40, 30-40 or advantage receiver. */
export function isBreakPoint(s: Pick<TennisState, 'points' | 'server' | 'tiebreak'>): boolean {
  if (s.tiebreak) return false;
  const rec = s.points[other(s.server)];
  return rec >= 3 && rec > s.points[s.server];
}

function addEvent(d: TennisState, text: string): void {
  d.events.push(codedEvent(13, String(d.events.length + 1), text, d.names));
}

/** Queues the next point: the serve clock runs, then the rally. */
export function schedulePoint(d: TennisState, rng: Rng, pause = 0): void {
  const before = pause + rng.int(16, 28);
  d.mode = 'point';
  d.pointAt = d.clock + before;
  d.wait = before + rng.int(3, 14);
}

/** Opens set `n`: who serves first follows from the games played so far (alternation never resets). */
export function beginSet(d: TennisState, first: Idx): void {
  d.set++;
  d.games.push([0, 0]);
  d.points = [0, 0];
  d.tiebreak = false;
  d.server = first;
  d.setFirstServer = first;
}

/** Serve, then the point: first serve, second serve or double fault. */
function playPoint(d: TennisState, rng: Rng): Idx {
  const srv = d.server;
  const prof = d.serve[srv];
  const st = d.stats;
  st.service_points[srv]++;
  let serverWon: boolean;
  let moment: 'Point' | 'Ace' | 'Double Fault' = 'Point';
  if (rng.chance(prof.firstIn)) {
    st.first_serves_in[srv]++;
    serverWon = rng.chance(prof.winFirst);
    // About one first serve in ten that lands is an ace on the men's tour.
    if (serverWon && rng.chance(0.1 / prof.winFirst)) moment = 'Ace';
  } else if (rng.chance(prof.secondIn)) {
    serverWon = rng.chance(prof.winSecond);
    if (serverWon && rng.chance(0.03)) moment = 'Ace';
  } else {
    serverWon = false;
    moment = 'Double Fault';
  }
  if (moment === 'Ace') st.aces[srv]++;
  if (moment === 'Double Fault') st.double_faults[srv]++;
  const w: Idx = serverWon ? srv : other(srv);
  if (isBreakPoint(d)) {
    st.break_points_total[other(srv)]++;
    if (!serverWon) st.break_points_won[other(srv)]++;
  }
  st.points_won[w]++;
  d.points[w]++;
  d.last = { moment, side: moment === 'Point' ? w : srv, at: d.clock };
  return w;
}

/** Ends the set (and maybe the match); otherwise opens the next one after the set break. */
function endSet(d: TennisState, w: Idx): void {
  const g = d.games[d.set - 1]!;
  d.setsWon[w]++;
  addEvent(d, `Set ${d.set} - ${g[0]}-${g[1]} - ${d.names[w]}`);
  d.last = { moment: 'Set', side: w, at: d.clock };
  if (d.setsWon[w] >= setsToWin(d.format)) {
    d.phase = 'ended';
    d.wait = 0;
    return;
  }
  // Serve keeps alternating by game across sets: an odd game count hands the first serve over.
  const first = (g[0] + g[1]) % 2 === 0 ? d.setFirstServer : other(d.setFirstServer);
  beginSet(d, first);
  d.mode = 'setbreak';
  d.wait = SET_BREAK_S;
}

function tiebreakPoint(d: TennisState, w: Idx, rng: Rng): void {
  const [h, a] = d.points;
  const target = tiebreakTarget(d.format, d.setsWon);
  const g = d.games[d.set - 1]!;
  if ((h >= target || a >= target) && Math.abs(h - a) >= 2) {
    g[w]++;
    endSet(d, w);
    return;
  }
  // Game 13's server (the set's first) opens the tie-break, then two serves each (ITF rule 5b).
  d.server = tiebreakServer(h + a, d.setFirstServer);
  schedulePoint(d, rng, (h + a) % 6 === 0 ? END_CHANGE_S : 0);
}

/** Plays the point in flight and whatever it completes: game, tie-break, set, match. */
export function act(d: TennisState, rng: Rng): void {
  if (d.mode !== 'point') {
    schedulePoint(d, rng);
    return;
  }
  const w = playPoint(d, rng);
  if (d.tiebreak) return tiebreakPoint(d, w, rng);
  const [ws, ls] = [d.points[w], d.points[other(w)]];
  if (!(ws >= 4 && ws - ls >= 2)) {
    schedulePoint(d, rng);
    return;
  }
  const g = d.games[d.set - 1]!;
  const srv = d.server;
  g[w]++;
  d.points = [0, 0];
  addEvent(d, `Game - ${d.names[w]} - ${g[0]}-${g[1]} (set ${d.set})`);
  if (w !== srv) addEvent(d, `Break - ${d.names[w]}`);
  d.last = { moment: 'Game', side: w, at: d.clock };
  if (g[w] >= 6 && g[w] - g[other(w)] >= 2) {
    endSet(d, w);
    return;
  }
  d.server = other(srv);
  if (g[0] === 6 && g[1] === 6) {
    d.tiebreak = true;
    d.server = d.setFirstServer;
    addEvent(d, 'Tie Break');
    d.last = { moment: 'Tie Break', side: null, at: d.clock };
    schedulePoint(d, rng, END_CHANGE_S);
    return;
  }
  const played = g[0] + g[1];
  if (played % 2 === 1) {
    d.mode = 'changeover';
    d.wait = played === 1 ? END_CHANGE_S : CHANGEOVER_S;
    return;
  }
  schedulePoint(d, rng);
}
