/**
 * @module feed/simulator/engines/ice-hockey-play
 * Ice hockey engine, one wall second of play: the clock, shots, goals with scorer and assists,
 * penalties and power plays, whistles and face-offs, the pulled goalie, time-outs and penalty
 * shots. Every function works on the step's working copy and replaces nested values instead
 * of changing them, so the state passed to `step` stays untouched.
 */
import type { Rng } from '../rng';
import type { PlayerRef } from './engine';
import {
  PENALTIES_PER_SECOND,
  PENALTY_SHOTS_PER_SECOND,
  WHISTLES_PER_SECOND,
  currentShots,
} from './ice-hockey-rates';
import {
  type HockeyState,
  type SideIndex,
  addTo,
  bump,
  clockText,
  ordinal,
  other,
  pickPlayer,
  pushEvent,
  showState,
} from './ice-hockey-rules';

/** Forwards score most goals; defencemen about a quarter; goalies essentially never. */
const SCORER_WEIGHT = { F: 1, D: 0.3, G: 0 };
/** Defencemen collect a larger share of assists (point shots, breakout passes). */
const ASSIST_WEIGHT = { F: 1, D: 0.8, G: 0.02 };
/** NHL: ≈ 8 % of goals are unassisted, ≈ 25 % have one assist, the rest two. */
const ASSIST_ODDS = { none: 0.08, one: 0.25 };
/** Face-off edge per rating point of strength (a strong centre group wins ≈ 53 %). */
const FACEOFF_EDGE = 0.06;
/** Television time-outs at the first whistle after these clock seconds (NHL: 6, 10, 14 min). */
const TV_MARKS = [360, 600, 840];
const PENALTY_SHOT_PCT = 0.33;

/** The team name of a side, for event texts. */
function team(s: HockeyState, side: SideIndex): string {
  return s.names[side];
}

/** Ends the match (final horn, overtime winner or shoot-out decided). */
export function finish(s: HockeyState): void {
  s.phase = 'over';
  s.stop = 0;
  s.penalty = null;
  s.penaltyShot = null;
  s.pulled = [false, false];
  s.show = null;
  s.dangerUntil = 0;
}

/** Puck dropped: the winner gets possession. */
export function faceOff(s: HockeyState, rng: Rng): void {
  const edge = Math.max(-FACEOFF_EDGE, Math.min(FACEOFF_EDGE, (s.strength[0] - 1) * 0.15));
  const winner: SideIndex = rng.chance(0.5 + edge) ? 0 : 1;
  bump(s, 'faceoffs_won', winner);
  s.possession = winner;
  showState(s, 'Face Off', null, 2);
}

/** Adds a goal for `side` to score, period score and stats; power-play bookkeeping too. */
function countGoal(s: HockeyState, side: SideIndex): void {
  s.score = addTo(s.score, side);
  const index = s.period - 1;
  s.periodScores = s.periodScores.map((p, i) => (i === index ? addTo(p, side) : p));
  bump(s, 'goals', side);
  if (s.penalty && s.penalty.side !== side) {
    bump(s, 'power_play_goals', side);
    // A minor ends on a power-play goal; a major is served in full (NHL rule 16.2, 20.2).
    if (!s.penalty.major) s.penalty = null;
  }
}

/**
 * A goal by `side`: scorer (the penalty shooter when given) and up to two assists, the feed's
 * `mm:ss - 1st Goal - Player (Assist, Assist) - Team` text and, for the first side to reach
 * 1-5 goals, `Race to N Goals - Team` (spec §9 first-score thresholds 1 to 5).
 */
export function scoreGoal(
  s: HockeyState,
  side: SideIndex,
  rng: Rng,
  penaltyShooter?: number | null,
): void {
  countGoal(s, side);
  const roster = s.players[side];
  const scorer =
    penaltyShooter === undefined
      ? pickPlayer(roster, SCORER_WEIGHT, rng)
      : (roster.find((p) => p.id === penaltyShooter) ?? null);
  const assists: PlayerRef[] = [];
  if (penaltyShooter === undefined && scorer) {
    const u = rng.next();
    const count = u < ASSIST_ODDS.none ? 0 : u < ASSIST_ODDS.none + ASSIST_ODDS.one ? 1 : 2;
    for (let k = 0; k < count; k++) {
      const a = pickPlayer(roster, ASSIST_WEIGHT, rng, [scorer.id, ...assists.map((p) => p.id)]);
      if (a) assists.push(a);
    }
  }
  s.incidents = [
    ...s.incidents,
    {
      kind: penaltyShooter === undefined ? 'goal' : 'penalty_goal',
      side: side === 0 ? 'home' : 'away',
      minute: Math.floor(s.clock / 60),
      ...(scorer ? { playerId: scorer.id } : {}),
      ...(assists[0] ? { assistId: assists[0].id } : {}),
    },
  ];
  const who = scorer
    ? `${scorer.name}${assists.length ? ` (${assists.map((p) => p.name).join(', ')})` : ''} - `
    : '';
  const total = s.score[0] + s.score[1];
  pushEvent(s, `${clockText(s.clock)} - ${ordinal(total)} Goal - ${who}${team(s, side)}`);
  const mine = s.score[side];
  if (mine <= 5 && s.score[other(side)] < mine) {
    pushEvent(s, `Race to ${mine} Goal${mine === 1 ? '' : 's'} - ${team(s, side)}`);
  }
  showState(s, 'Goal', side, 15);
  updateGoalies(s);
  // Overtime is sudden death (spec §2 "overtime"; NHL rule 84.2).
  if (s.period === 4) finish(s);
  else s.stop = rng.int(45, 75);
}

/** A shot on goal by `side` with finishing chance `pct`. */
function shoot(s: HockeyState, side: SideIndex, pct: number, rng: Rng): void {
  bump(s, 'shots', side);
  s.possession = side;
  // A power-play shot is one of the moments bookmakers suspend on.
  if (s.penalty && s.penalty.side !== side) s.dangerUntil = s.wall + 4;
  if (rng.chance(pct)) {
    scoreGoal(s, side, rng);
    return;
  }
  bump(s, 'saves', other(side));
  showState(s, 'Save', other(side), 3);
}

/** A minor (or an occasional major) on `side`: the other side goes on the power play. */
function callPenalty(s: HockeyState, side: SideIndex, rng: Rng): void {
  const major = rng.chance(0.04);
  const pp = other(side);
  s.penalty = { side, left: major ? 300 : 120, major };
  bump(s, 'penalties', side);
  bump(s, 'penalty_minutes', side, major ? 5 : 2);
  bump(s, 'power_plays', pp);
  pushEvent(s, `Power Play - ${team(s, pp)}`);
  showState(s, 'Power Play', pp, 12);
  s.stop = rng.int(35, 65);
}

/** A penalty shot awarded to `side` (a foul from behind on a breakaway). */
function awardPenaltyShot(s: HockeyState, side: SideIndex, rng: Rng): void {
  const shooter = pickPlayer(s.players[side], SCORER_WEIGHT, rng);
  s.penaltyShot = { side, playerId: shooter?.id ?? null, left: rng.int(40, 70) };
  pushEvent(s, `Penalty Shot - ${shooter ? `${shooter.name} - ` : ''}${team(s, side)}`);
  showState(s, 'Penalty Shot', side, 90);
}

/** Counts down to the penalty shot and takes it. */
function tickPenaltyShot(s: HockeyState, rng: Rng): void {
  const ps = s.penaltyShot;
  if (!ps) return;
  if (ps.left > 1) {
    s.penaltyShot = { ...ps, left: ps.left - 1 };
    return;
  }
  s.penaltyShot = null;
  bump(s, 'shots', ps.side);
  if (rng.chance(PENALTY_SHOT_PCT * s.strength[ps.side] ** 0.3)) {
    scoreGoal(s, ps.side, rng, ps.playerId);
  } else {
    bump(s, 'saves', other(ps.side));
    showState(s, 'Save', other(ps.side), 4);
    s.stop = rng.int(15, 30);
  }
}

/**
 * Pulls a trailing side's goalie late in the third period and sends him back once the reason is
 * gone (tied, or three down). `Empty Net - Team` names the side whose net is empty.
 */
export function updateGoalies(s: HockeyState): void {
  for (const side of [0, 1] as const) {
    const down = s.score[other(side)] - s.score[side];
    const want =
      s.phase === 'live' &&
      s.period === 3 &&
      s.penalty?.side !== side &&
      ((down === 1 && s.clock >= s.pullAt) || (down === 2 && s.clock >= s.pullAt - 45));
    if (want === s.pulled[side]) continue;
    s.pulled = side === 0 ? [want, s.pulled[1]] : [s.pulled[0], want];
    if (want) {
      pushEvent(s, `Empty Net - ${team(s, side)}`);
      showState(s, 'Empty Net', side, 8);
    }
  }
}

/** At a whistle a side may use its one time-out: late and behind, or to rest an iced line. */
function maybeTimeout(s: HockeyState, rng: Rng, iced: SideIndex | null): void {
  for (const side of [0, 1] as const) {
    if (s.timeouts[side] <= 0) continue;
    const down = s.score[other(side)] - s.score[side];
    const late = s.period === 3 && s.clock >= 1080 && down >= 1 && down <= 2;
    const p = late ? 0.3 : iced === side ? (s.period === 3 ? 0.08 : 0.02) : 0.0015;
    if (!rng.chance(p)) continue;
    s.timeouts = addTo(s.timeouts, side, -1);
    pushEvent(s, `Time Out - ${team(s, side)}`);
    showState(s, 'Time Out', side, 30);
    s.stop += 30;
    return;
  }
}

/** Play stops: offside, icing, a frozen puck or the puck out of play. */
function whistle(s: HockeyState, rng: Rng): void {
  const reason = rng.weighted(['Offside', 'Icing', 'Save', 'Face Off'] as const, [27, 20, 33, 20]);
  const side =
    reason === 'Save' ? other(s.possession) : reason === 'Face Off' ? null : s.possession;
  showState(s, reason, side, 4);
  s.stop = rng.int(12, 38);
  const mark = TV_MARKS[s.tvTimeouts];
  if (s.period <= 3 && mark !== undefined && s.clock >= mark) {
    s.tvTimeouts += 1;
    s.stop += 90;
  }
  maybeTimeout(s, rng, reason === 'Icing' ? s.possession : null);
}

/** One wall second with the match live: a stoppage second, or a second of running clock. */
export function tickLive(s: HockeyState, rng: Rng): void {
  if (s.penaltyShot) {
    tickPenaltyShot(s, rng);
    return;
  }
  if (s.stop > 0) {
    s.stop -= 1;
    if (s.stop === 0) faceOff(s, rng);
    return;
  }
  s.clock += 1;
  if (s.penalty) {
    const left = s.penalty.left - 1;
    s.penalty = left > 0 ? { ...s.penalty, left } : null;
  }
  if (s.period === 3) updateGoalies(s);
  const home = currentShots(s, 0);
  const away = currentShots(s, 1);
  const penalties = s.penalty ? 0 : PENALTIES_PER_SECOND * (s.period === 4 ? 0.4 : 1);
  // One uniform draw per second picks at most one event: rates are small enough that two
  // events in one second would be rare, and one draw keeps a match fast to simulate.
  let u = rng.next();
  if ((u -= home.shots) < 0) shoot(s, 0, home.pct, rng);
  else if ((u -= away.shots) < 0) shoot(s, 1, away.pct, rng);
  else if ((u -= WHISTLES_PER_SECOND) < 0) whistle(s, rng);
  else if ((u -= penalties) < 0) callPenalty(s, 0, rng);
  else if ((u -= penalties) < 0) callPenalty(s, 1, rng);
  else if ((u -= PENALTY_SHOTS_PER_SECOND) < 0) awardPenaltyShot(s, 0, rng);
  else if ((u -= PENALTY_SHOTS_PER_SECOND) < 0) awardPenaltyShot(s, 1, rng);
  else if (u < 0.08) s.possession = other(s.possession);
}
