/**
 * @module feed/simulator/engines/handball-play
 * Handball engine, one wall second of play: attacks ending in a goal, a save, a miss, a
 * turnover or a 7-metre throw; 2-minute suspensions and the rare red card; team time-outs.
 * Works on the step's working copy and replaces nested values instead of changing them.
 */
import type { Rng } from '../rng';
import {
  HANDBALL_FORMATS,
  type HandballState,
  type SideIndex,
  addTo,
  attackOdds,
  bump,
  markPossession,
  matchSecond,
  other,
  pickPlayer,
  pushEvent,
  shortHanded,
  showState,
} from './handball-rules';

/** Suspensions per defending-team clock second (Bundesliga ≈ 3.5 per team a match). */
const SUSPENSIONS_PER_SECOND = 0.0019;
/** Direct red cards per team clock second (≈ 1 in 12 matches per team). */
const RED_CARDS_PER_SECOND = 0.08 / 3600;
/** Injuries, wiping the floor, video reviews: referee time-outs per clock second. */
const REFEREE_STOPS_PER_SECOND = 1 / 330;
/** Share of field goals with an assist recorded. */
const ASSIST_SHARE = 0.45;

function team(s: HandballState, side: SideIndex): string {
  return s.names[side];
}

/** Match minute for texts and incidents: `12'` is the 12th minute (11:00-11:59). */
function minute(s: HandballState): number {
  const cap = s.period * (HANDBALL_FORMATS[s.format].halfSeconds / 60);
  return Math.min(cap, Math.floor(matchSecond(s) / 60) + 1);
}

/** Court players of `side` minus the opponent's. */
export function manUp(s: HandballState, side: SideIndex): number {
  return shortHanded(s, other(side)) - shortHanded(s, side);
}

/**
 * A team time-out for `side`, if the rules allow it: three a match, two a half, one in the
 * last five minutes of the second half (IHF rule 2:10). Returns whether it was taken.
 */
export function callTimeout(s: HandballState, side: SideIndex): boolean {
  const rules = HANDBALL_FORMATS[s.format];
  const lastFive = s.period === 2 && s.clock >= rules.halfSeconds - 300;
  if (s.timeoutsLeft[side] <= 0 || s.timeoutsThisHalf[side] >= rules.timeoutsPerHalf) return false;
  if (lastFive && s.lateTimeout[side]) return false;
  s.timeoutsLeft = addTo(s.timeoutsLeft, side, -1);
  s.timeoutsThisHalf = addTo(s.timeoutsThisHalf, side);
  if (lastFive) s.lateTimeout = side === 0 ? [true, s.lateTimeout[1]] : [s.lateTimeout[0], true];
  bump(s, 'time_outs', side);
  pushEvent(s, `Time Out - ${team(s, side)}`);
  showState(s, 'Time Out', side, rules.timeoutSeconds);
  s.stop += rules.timeoutSeconds;
  return true;
}

/** Coaches stop the game after a run against them, late in a close game, or to reorganise. */
function considerTimeout(s: HandballState, side: SideIndex, rng: Rng): void {
  const rules = HANDBALL_FORMATS[s.format];
  const against = s.run && s.run.side !== side ? s.run.n : 0;
  const diff = Math.abs(s.score[0] - s.score[1]);
  const late = s.period === 2 && s.clock >= rules.halfSeconds - 240 && diff <= 2;
  const unused = s.clock >= rules.halfSeconds - 360 && s.timeoutsThisHalf[side] === 0;
  const p = against >= 3 ? 0.45 : late ? 0.2 : unused ? 0.06 : 0.022;
  if (rng.chance(p)) callTimeout(s, side);
}

/** The ball goes to `side` (the only team allowed a time-out is the one with the ball). */
export function newAttack(s: HandballState, side: SideIndex, fastBreak: boolean, rng: Rng): void {
  s.possession = side;
  s.attacks = addTo(s.attacks, side);
  s.attackLeft = fastBreak ? rng.int(6, 14) : rng.int(24, 46);
  // A fast break is a moment bookmakers suspend on, like a 7-metre throw.
  if (fastBreak) s.dangerUntil = s.wall + 5;
  considerTimeout(s, side, rng);
}

function scoreGoal(
  s: HandballState,
  side: SideIndex,
  rng: Rng,
  sevenMeterBy?: number | null,
): void {
  s.score = addTo(s.score, side);
  bump(s, 'goals', side);
  s.run = s.run?.side === side ? { side, n: s.run.n + 1 } : { side, n: 1 };
  const roster = s.players[side];
  const fromSeven = sevenMeterBy !== undefined;
  const scorer = fromSeven
    ? (roster.find((p) => p.id === sevenMeterBy) ?? null)
    : pickPlayer(roster, rng);
  const assist =
    !fromSeven && scorer && rng.chance(ASSIST_SHARE) ? pickPlayer(roster, rng, scorer.id) : null;
  s.incidents = [
    ...s.incidents,
    {
      kind: fromSeven ? 'penalty_goal' : 'goal',
      side: side === 0 ? 'home' : 'away',
      minute: minute(s),
      ...(scorer ? { playerId: scorer.id } : {}),
      ...(assist ? { assistId: assist.id } : {}),
    },
  ];
  const who = scorer ? `${scorer.name} - ` : '';
  pushEvent(s, `${minute(s)}' - ${fromSeven ? '7m Goal' : 'Goal'} - ${who}${team(s, side)}`);
  showState(s, 'Goal', side, 4);
}

/** The current attack ends: turnover, 7-metre throw, or a shot. */
function resolveAttack(s: HandballState, rng: Rng): void {
  const a = s.possession;
  const d = other(a);
  const odds = attackOdds(s.strength[a], manUp(s, a), s.score[a] - s.score[d]);
  const u = rng.next();
  if (u < odds.turnover) {
    bump(s, 'turnovers', a);
    showState(s, 'Turnover', a, 3);
    newAttack(s, d, rng.chance(0.35), rng);
  } else if (u < odds.turnover + odds.sevenMeter) {
    bump(s, 'seven_meters', a);
    const taker = pickPlayer(s.players[a], rng);
    s.sevenMeter = { side: a, playerId: taker?.id ?? null, left: rng.int(12, 25) };
    showState(s, 'Penalty', a, 30);
  } else {
    bump(s, 'shots', a);
    if (rng.chance(odds.goal)) {
      scoreGoal(s, a, rng);
      newAttack(s, d, false, rng);
    } else {
      if (rng.chance(0.72)) {
        bump(s, 'saves', d);
        showState(s, 'Save', d, 3);
      } else showState(s, 'Miss', a, 3);
      newAttack(s, d, rng.chance(0.25), rng);
    }
  }
}

/** Counts down to the 7-metre throw (a referee time-out) and takes it. */
function tickSevenMeter(s: HandballState, rng: Rng): void {
  const throwing = s.sevenMeter;
  if (!throwing) return;
  if (throwing.left > 1) {
    s.sevenMeter = { ...throwing, left: throwing.left - 1 };
    return;
  }
  s.sevenMeter = null;
  const { side, playerId } = throwing;
  bump(s, 'shots', side);
  if (rng.chance(attackOdds(s.strength[side], 0, 0).sevenGoal)) {
    bump(s, 'seven_meter_goals', side);
    scoreGoal(s, side, rng, playerId);
  } else {
    if (rng.chance(0.8)) bump(s, 'saves', other(side));
    const name = s.players[side].find((p) => p.id === playerId)?.name;
    pushEvent(s, `${minute(s)}' - 7m Missed - ${name ? `${name} - ` : ''}${team(s, side)}`);
    showState(s, 'Miss', side, 3);
  }
  newAttack(s, other(side), false, rng);
}

/** A 2-minute suspension (or a red card, which also costs the team two minutes). */
function suspend(s: HandballState, side: SideIndex, red: boolean, rng: Rng): void {
  const rules = HANDBALL_FORMATS[s.format];
  const player = pickPlayer(s.players[side], rng);
  const now = matchSecond(s);
  s.suspensions = [
    ...s.suspensions.filter((x) => x.until > now),
    { side, until: now + rules.suspensionSeconds },
  ];
  const who = player ? `${player.name} - ` : '';
  let disqualified = red;
  if (!red) {
    bump(s, 'suspensions', side);
    pushEvent(s, `2 min Suspension - ${who}${team(s, side)}`);
    if (player) {
      const count = (s.playerSuspensions[player.id] ?? 0) + 1;
      s.playerSuspensions = { ...s.playerSuspensions, [player.id]: count };
      disqualified = count >= 3;
    }
  }
  if (disqualified) {
    pushEvent(s, `Red Card - ${who}${team(s, side)}`);
    s.incidents = [
      ...s.incidents,
      {
        kind: 'red',
        side: side === 0 ? 'home' : 'away',
        minute: minute(s),
        ...(player ? { playerId: player.id } : {}),
      },
    ];
  }
  // A disqualified player leaves the squad list's draw for good.
  if (disqualified && player) {
    s.players =
      side === 0
        ? [s.players[0].filter((p) => p.id !== player.id), s.players[1]]
        : [s.players[0], s.players[1].filter((p) => p.id !== player.id)];
  }
  showState(s, 'Suspension', side, 10);
  s.stop += rng.int(8, 20);
}

/** One wall second with the match live. */
export function tickLive(s: HandballState, rng: Rng): void {
  if (s.sevenMeter) {
    tickSevenMeter(s, rng);
    return;
  }
  if (s.stop > 0) {
    s.stop -= 1;
    return;
  }
  s.clock += 1;
  if (s.possession === 0) s.homeBall += 1;
  markPossession(s);
  s.attackLeft -= 1;
  const d = other(s.possession);
  // Suspensions here punish the defence's fouls; a side can be at most two players short
  // (rule 16:3 keeps four on court), so a third suspension waits.
  const suspensions = shortHanded(s, d) < 2 ? SUSPENSIONS_PER_SECOND : 0;
  let u = rng.next();
  if ((u -= suspensions) < 0) suspend(s, d, false, rng);
  else if ((u -= RED_CARDS_PER_SECOND * 2) < 0) suspend(s, rng.chance(0.5) ? 0 : 1, true, rng);
  else if ((u -= REFEREE_STOPS_PER_SECOND) < 0) s.stop += rng.int(20, 60);
  if (s.attackLeft <= 0) resolveAttack(s, rng);
}
