/**
 * @module feed/simulator/engines/esports-map
 * One second of a League of Legends map, applied to the engine's draft: the gold lead's drift
 * and noise, skirmishes and kills, towers, dragons, the Baron, inhibitor sieges and the
 * winner's final push to the nexus; plus starting and ending maps within a series.
 *
 * The draft is a shallow copy: scalar fields change in place, arrays are replaced (never
 * mutated), so the state `step` was given is untouched without copying it every second.
 */
import type { Rng } from '../rng';
import type { EsportsMoment, EsportsState, Idx, PushStep } from './esports-state';
import { logistic, mapLogit, mapsToWin } from './esports-state';
import { codedEvent } from '../../../../lib/domain/event-codes';

/** Gold-lead drift towards the map's winner, thousand gold per minute: a + b·minute (snowballing). */
export const DRIFT_A = 0.03;
export const DRIFT_B = 0.0137;
/** Gold-lead noise: SD 0.9k per √minute (≈ ±3.5k spread at 15:00, as in pro games). */
export const SD_PER_S = 0.9 / Math.sqrt(60);
export const VAR_PER_S = SD_PER_S * SD_PER_S;
/**
 * When the winner's push starts, in minutes (normal, clamped to 20–45); with stomps closing some
 * games sooner and the push itself, maps last ≈ 31 min on average (26–37 min for 80 % of them).
 */
const END_MEAN_MIN = 34;
const END_SD_MIN = 4.5;
/** Objective timers (patch 14+): first dragon at 5:00, respawn 5:00; Baron at 20:00, respawn 6:00. */
const DRAGON_FIRST_S = 300;
const DRAGON_RESPAWN_S = 300;
const BARON_FIRST_S = 1200;
const BARON_RESPAWN_S = 360;
/** Outer, inner and inhibitor turrets of the lanes; the two nexus turrets come on top. */
const LANE_TOWERS = 9;
const ALL_TOWERS = 11;

const other = (i: Idx): Idx => (i === 0 ? 1 : 0);
const sign = (i: Idx) => (i === 0 ? 1 : -1);
const inc = (p: [number, number], i: Idx, n = 1): [number, number] =>
  i === 0 ? [p[0] + n, p[1]] : [p[0], p[1] + n];

/** Game clock as the feed writes it, e.g. `24:10`. */
export function clockText(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

function addEvent(d: EsportsState, text: string): void {
  d.events = [...d.events, codedEvent(151, String(d.events.length + 1), text, d.names)];
}

function mark(d: EsportsState, moment: EsportsMoment, side: Idx | null): void {
  d.last = { moment, side, at: d.clock };
}

function kill(d: EsportsState, side: Idx, n = 1): void {
  if (n <= 0) return;
  d.kills = inc(d.kills, side, n);
  d.mapKills = [...d.mapKills.slice(0, -1), d.kills];
  // A kill with assists is worth about 400 gold to the team.
  d.x += sign(side) * 0.4 * n;
  if (!d.firstBlood) {
    d.firstBlood = true;
    addEvent(d, `Map ${d.map} - First Blood - ${d.names[side]}`);
    mark(d, 'First Blood', side);
  } else mark(d, 'Kill', side);
}

function tower(d: EsportsState, side: Idx): void {
  d.towers = inc(d.towers, side);
  d.x += sign(side) * 0.6;
  if (!d.firstTower) {
    d.firstTower = true;
    addEvent(d, `Map ${d.map} - ${clockText(d.t)} - First Tower - ${d.names[side]}`);
  }
  mark(d, 'Tower', side);
}

function inhibitor(d: EsportsState, side: Idx): void {
  d.inhibitors = inc(d.inhibitors, side);
  d.x += sign(side) * 0.5;
  addEvent(d, `Map ${d.map} - ${clockText(d.t)} - Inhibitor - ${d.names[side]}`);
  mark(d, 'Inhibitor', side);
}

/** Who wins a skirmish: the side the gold has been swinging to, and the side ahead. */
function skirmishSide(d: EsportsState, rng: Rng): Idx {
  return rng.chance(logistic(3 * d.mom + 0.15 * d.x)) ? 0 : 1;
}

/** Starts the next map: a new hidden winner from this map's prior, clocks and counters reset. */
export function startMap(d: EsportsState, rng: Rng): void {
  d.map++;
  d.mode = 'map';
  d.mapKills = [...d.mapKills, [0, 0]];
  d.winner = rng.chance(logistic(d.prior)) ? 0 : 1;
  const end = Math.min(45, Math.max(20, rng.normal(END_MEAN_MIN, END_SD_MIN)));
  d.endAt = Math.round(end * 60);
  Object.assign(d, {
    t: 0,
    x: 0,
    mom: 0,
    evidence: 0,
    kills: [0, 0],
    towers: [0, 0],
    dragons: [0, 0],
    barons: [0, 0],
    inhibitors: [0, 0],
    firstBlood: false,
    firstTower: false,
    dragonAt: DRAGON_FIRST_S,
    baronAt: BARON_FIRST_S,
    fight: null,
    push: null,
  } satisfies Partial<EsportsState>);
}

function endMap(d: EsportsState, w: Idx, rng: Rng): void {
  d.mapWins = inc(d.mapWins, w);
  d.mapWinners = [...d.mapWinners, w];
  addEvent(d, `Map ${d.map} won - ${d.names[w]} (${clockText(d.t)})`);
  mark(d, 'Map Won', w);
  d.fight = null;
  d.push = null;
  if (d.mapWins[w] >= mapsToWin(d.format)) {
    d.phase = 'ended';
    return;
  }
  // The loser of a map chooses the side of the next; LCK teams mostly take blue.
  const loser = other(w);
  d.blue = rng.chance(0.8) ? loser : w;
  d.prior = mapLogit(d.baseLogit, d.blue);
  d.mode = 'pause';
  // Draft and side selection between maps.
  d.wait = rng.int(480, 720);
}

/** The winner's final push: a teamfight, the turrets in its way, an inhibitor, the nexus turrets, the nexus. */
function startPush(d: EsportsState, rng: Rng): void {
  const w = d.winner;
  let at = d.t + rng.int(15, 25);
  const steps: PushStep[] = [{ at, kind: 'fight' }];
  let towers = d.towers[w];
  while (towers < 3) {
    steps.push({ at: (at += rng.int(10, 20)), kind: 'tower' });
    towers++;
  }
  if (d.inhibitors[w] < 3) steps.push({ at: (at += rng.int(10, 20)), kind: 'inhibitor' });
  const dangerUntil = at;
  for (let i = 0; i < 2 && towers < ALL_TOWERS; i++, towers++)
    steps.push({ at: (at += rng.int(8, 15)), kind: 'tower' });
  steps.push({ at: at + rng.int(10, 20), kind: 'nexus' });
  d.fight = null;
  d.push = { side: w, steps, dangerUntil };
  mark(d, 'Team Fight', null);
}

function pushSecond(d: EsportsState, rng: Rng): void {
  const push = d.push!;
  const w = push.side;
  let steps = push.steps;
  while (steps.length > 0 && steps[0]!.at <= d.t) {
    const step = steps[0]!;
    steps = steps.slice(1);
    if (step.kind === 'fight') {
      kill(d, other(w), rng.int(0, 2));
      kill(d, w, rng.int(2, 5));
    } else if (step.kind === 'tower') tower(d, w);
    else if (step.kind === 'inhibitor') inhibitor(d, w);
    else return endMap(d, w, rng);
  }
  d.push = { ...push, steps };
}

function resolveFight(d: EsportsState, rng: Rng): void {
  const fight = d.fight!;
  d.fight = null;
  if (fight.kind === 'baron') {
    const side: Idx = rng.chance(logistic(0.45 * d.x)) ? 0 : 1;
    kill(d, other(side), rng.int(0, 2));
    kill(d, side, rng.int(1, 3));
    d.barons = inc(d.barons, side);
    d.x += sign(side) * 1.5;
    d.baronAt = d.t + BARON_RESPAWN_S;
    addEvent(d, `Map ${d.map} - ${clockText(d.t)} - Baron - ${d.names[side]}`);
    mark(d, 'Baron', side);
    return;
  }
  const side = fight.side!;
  kill(d, other(side), rng.int(0, 2));
  kill(d, side, rng.int(0, 3));
  if (rng.chance(logistic(0.3 * Math.abs(d.x)))) inhibitor(d, side);
}

/** One second of play on the current map. */
export function mapSecond(d: EsportsState, rng: Rng): void {
  d.t++;
  if (d.push) return pushSecond(d, rng);
  const minute = d.t / 60;
  const drift = (DRIFT_A + DRIFT_B * minute) / 60;
  const dx = sign(d.winner) * drift + rng.normal(0, SD_PER_S);
  // Exact log-likelihood ratio of this second's gold swing, home winning vs away winning.
  d.evidence += (2 * drift * dx) / VAR_PER_S;
  d.x += dx;
  d.mom = d.mom * 0.95 + dx;

  if (d.fight) {
    if (d.t >= d.fight.at) resolveFight(d, rng);
  } else if (d.t >= 120 && rng.chance((0.25 + 0.01 * minute) / 60)) {
    const n = rng.weighted([1, 2, 3], [0.6, 0.28, 0.12]);
    for (let i = 0; i < n; i++) kill(d, skirmishSide(d, rng));
  } else if (d.t >= 600 && rng.chance((0.4 + 0.04 * Math.abs(d.x)) / 60)) {
    const side: Idx = rng.chance(logistic(0.4 * d.x)) ? 0 : 1;
    if (d.towers[side] < LANE_TOWERS) tower(d, side);
  } else if (d.t >= d.dragonAt && rng.chance(1 / 70)) {
    const side: Idx = rng.chance(logistic(0.3 * d.x + 1.5 * d.mom)) ? 0 : 1;
    d.dragons = inc(d.dragons, side);
    d.x += sign(side) * 0.25;
    d.dragonAt = d.t + DRAGON_RESPAWN_S;
    addEvent(d, `Map ${d.map} - ${clockText(d.t)} - Dragon - ${d.names[side]}`);
    mark(d, 'Dragon', side);
  } else if (d.t >= d.baronAt && rng.chance(1 / 300 + 0.0006 * Math.abs(d.x))) {
    d.fight = { kind: 'baron', at: d.t + rng.int(25, 45), side: null };
    mark(d, 'Team Fight', null);
  } else if (d.t >= 1440 && Math.abs(d.x) > 5 && rng.chance(0.0015)) {
    const side: Idx = d.x > 0 ? 0 : 1;
    if (d.towers[side] >= 3 && d.inhibitors[side] < 3) {
      d.fight = { kind: 'inhibitor', at: d.t + rng.int(15, 30), side };
      mark(d, 'Team Fight', side);
    }
  }
  if (d.fight) return;
  // A stomp ends early: the bigger the lead after 25:00, the likelier the game is closed now.
  const stomp = d.t >= 1500 && Math.abs(d.x) >= 12 && rng.chance((Math.abs(d.x) - 12) * 0.001);
  if (d.t >= d.endAt || stomp) startPush(d, rng);
}
