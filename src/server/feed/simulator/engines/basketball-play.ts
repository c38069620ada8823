/**
 * @module feed/simulator/engines/basketball-play
 * One basketball play resolved at the moment it ends: a shot (2 or 3 points, make or miss,
 * rebound), a foul (free throws or side-out), a turnover; then free throws and time-outs.
 */
import { gameStateCode } from '../../../../lib/domain/game-states';
import type { GameStateName } from '../../../../lib/domain/game-states';
import type { Rng } from '../rng';
import { bonusFreeThrows } from './basketball-format';
import type { BasketballFormat } from './basketball-format';
import { addPoints, bump, clockLabel, other, pushEvent, totalScore } from './basketball-state';
import type { BasketballState, SideIndex } from './basketball-state';

/** How long a momentary game state (a make, a miss, a rebound) stays on screen. */
const SHOW_MS = 4_000;
/** Share of shooting fouls on a three-point attempt (three free throws). */
const THREE_SHOT_FOULS = 0.08;
/** Share of turnovers that are offensive fouls (a personal and team foul on the offense). */
const OFFENSIVE_FOULS = 0.12;
/** Make-probability change per point of lead (see skill). */
const SCORE_EFFECT = 0.002;
/** The same in the last quarter of the fourth quarter of a close game (see skill). */
const CLUTCH_EFFECT = 0.07;
/** Offensive rebound rate on a missed last free throw (lanes are set, defenders inside). */
const FT_OFFENSIVE_REBOUND = 0.14;

/**
 * The random stream for the next group of draws, named by match and a counter in the state:
 * the outcome then depends only on the match seed, never on how a caller splits or shares its
 * Rng across step() calls.
 */
export function drawRng(s: BasketballState, rng: Rng): Rng {
  return rng.fork(`${s.matchId}:${s.seq++}`);
}

/** Spec §4 basketball game states (in Possession, Foul, Free Throw…), shown for a moment. */
function show(
  s: BasketballState,
  name: GameStateName<18>,
  side: SideIndex | null,
  ms = SHOW_MS,
): void {
  const code = gameStateCode(18, name, side === null ? null : side === 0 ? 'home' : 'away');
  s.show = { code, untilMs: s.wallMs + ms };
}

/** Ball position `x,y` on the court: home attacks the right basket in the first half. */
function ballAt(s: BasketballState, side: SideIndex, depth: number, y: number): void {
  const right = (side === 0) === s.period <= 2;
  s.ball = `${(right ? depth : 1 - depth).toFixed(3)},${y.toFixed(3)}`;
}

function stop(s: BasketballState, kind: BasketballState['stopKind'], ms: number): void {
  s.stopKind = kind;
  s.stopMs = Math.max(s.stopMs, ms);
}

/**
 * Make-probability multiplier of a side: rating edge, the night's form, and score effects: a
 * leading side eases off and rests starters while a trailing one presses, which is why real
 * final margins spread less (NBA σ ≈ 13 around the spread) than independent possessions give.
 * In the last three minutes (NBA) of a close game the effect is much stronger (the trailing side
 * fouls, presses and takes its best shots, the leader plays safe): without it overtime comes in
 * about 4 % of games instead of the NBA's ~6 % (2015-2025).
 */
function skill(s: BasketballState, f: BasketballFormat, side: SideIndex): number {
  const edge = side === 0 ? s.edge : -s.edge;
  const [home, away] = totalScore(s);
  const lead = side === 0 ? home - away : away - home;
  const clutch = s.period >= 4 && s.clockMs <= f.quarterMs / 4 && Math.abs(lead) <= 6;
  const effect = clutch ? CLUTCH_EFFECT : s.period >= 4 ? SCORE_EFFECT * 2 : SCORE_EFFECT;
  return (1 + (f.skillPer400 * edge) / 400 - effect * lead) * s.form[side];
}

/** Lead of the side with the ball (positive = offense ahead, so the defense trails). */
function offenseLead(s: BasketballState): number {
  const [home, away] = totalScore(s);
  return s.possession === 0 ? home - away : away - home;
}

/**
 * Late in a close game the trailing defense fouls at once to stop the clock (as NBA and FIBA
 * teams do), which is why real endings are long and full of free throws.
 */
export function wantsToFoul(s: BasketballState, f: BasketballFormat): boolean {
  if (s.period < 4 || s.ft !== null) return false;
  const deficit = offenseLead(s);
  if (deficit >= 1 && deficit <= 10 && s.clockMs <= f.shotClockS * 1000) return true;
  return deficit >= 3 && deficit <= 10 && s.clockMs <= 60_000;
}

/** Schedules the end of the next play in game time from the shot clock and the situation. */
export function schedulePlay(s: BasketballState, f: BasketballFormat, r: Rng): void {
  const left = Math.round(s.clockMs / 1000);
  const limit = s.secondChance ? f.secondChanceS : f.shotClockS;
  let dur = s.pace * (s.secondChance ? r.normal(7, 3) : r.normal(f.playMeanS, f.playSdS));
  const lead = offenseLead(s);
  if (wantsToFoul(s, f)) dur = r.int(2, 4);
  else if (s.period >= 4 && left <= 120 && lead < 0) dur = Math.min(dur, r.int(4, 9));
  else if (s.period >= 4 && left <= 120 && lead > 0) dur = limit - r.int(1, 4);
  else if (left <= f.shotClockS + 2 && r.chance(0.75)) dur = left - r.int(0, 2);
  dur = Math.min(limit, Math.max(1, Math.round(dur)));
  s.playAtMs = Math.max(0, s.clockMs - dur * 1000);
}

function awardFreeThrows(
  s: BasketballState,
  f: BasketballFormat,
  side: SideIndex,
  n: number,
): void {
  s.ft = { side, left: n };
  stop(s, 'ft', f.freeThrowFirstMs);
  ballAt(s, side, 0.785, 0.5);
}

function foul(s: BasketballState, side: SideIndex): void {
  s.stats = { ...s.stats, fouls: bump(s.stats.fouls, side, 1) };
  s.teamFouls = bump(s.teamFouls, side, 1);
  show(s, 'Foul', side);
}

function changePossession(s: BasketballState, to: SideIndex): void {
  s.possession = to;
  s.secondChance = false;
}

function rebound(s: BasketballState, side: SideIndex): void {
  s.stats = { ...s.stats, rebounds: bump(s.stats.rebounds, side, 1) };
  if (side === s.possession) s.secondChance = true;
  else changePossession(s, side);
}

function shot(s: BasketballState, f: BasketballFormat, r: Rng, off: SideIndex): void {
  const R = f.rates;
  // Down three in the last seconds, a team looks for the tying three.
  const late = s.period >= 4 && s.clockMs <= 24_000;
  const lead = offenseLead(s);
  const share = late && lead === -3 ? 0.9 : late && lead === -2 ? 0.25 : R.threeShare;
  const three = r.chance(share);
  const buzzer = s.playAtMs <= 0;
  const pct = (three ? R.threePct : R.twoPct) * skill(s, f, off) * (buzzer ? 0.85 : 1);
  ballAt(s, off, three ? 0.76 : 0.88, three ? r.pick([0.1, 0.3, 0.5, 0.7, 0.9]) : 0.5);
  if (r.chance(pct)) {
    const key = three ? 'three' : 'two';
    s.stats = { ...s.stats, [key]: bump(s.stats[key], off, 1) };
    addPoints(s, off, three ? 3 : 2);
    show(s, three ? 'Score 3 points' : 'Score 2 points', off);
    if (three) pushEvent(s, `${clockLabel(s.period, s.clockMs)} - 3 Points - ${s.teams[off]}`);
    if (r.chance(three ? R.andOne / 4 : R.andOne)) {
      foul(s, other(off));
      awardFreeThrows(s, f, off, 1);
      return;
    }
    changePossession(s, other(off));
    // The clock stops after a made basket only in the last two minutes (NBA and FIBA rules).
    if (s.period >= 4 && s.clockMs <= 120_000) stop(s, 'dead', 5_000);
    return;
  }
  show(s, three ? '3 Shot missed' : 'Shot missed', off);
  if (buzzer) return;
  rebound(s, r.chance(R.offensiveRebound) ? off : other(off));
}

/** Resolves the play whose end the clock has reached. `s` is the step's working copy. */
export function resolvePlay(s: BasketballState, f: BasketballFormat, rng: Rng): void {
  const r = drawRng(s, rng);
  const off = s.possession;
  const def = other(off);
  const R = f.rates;
  s.clockMs = Math.max(0, s.playAtMs);
  if (wantsToFoul(s, f)) {
    foul(s, def);
    awardFreeThrows(s, f, off, 2);
    return;
  }
  let u = r.next();
  const turnover = R.turnover * (2 - skill(s, f, off));
  if ((u -= turnover) < 0) {
    s.stats = { ...s.stats, turnovers: bump(s.stats.turnovers, off, 1) };
    if (r.chance(OFFENSIVE_FOULS)) foul(s, off);
    show(s, 'Turnover', off);
    changePossession(s, def);
    if (r.chance(0.5)) stop(s, 'dead', f.deadBallMs);
  } else if ((u -= R.shootingFoul) < 0) {
    foul(s, def);
    awardFreeThrows(s, f, off, r.chance(THREE_SHOT_FOULS) ? 3 : 2);
  } else if ((u -= R.nonShootingFoul) < 0) {
    foul(s, def);
    const n = bonusFreeThrows(f, s.teamFouls[def], s.period);
    // Spec §3 basketball stats: fouls and free throws; below the bonus it is a side-out.
    if (n > 0) awardFreeThrows(s, f, off, n);
    else {
      stop(s, 'foul', f.foulMs);
      s.secondChance = true;
    }
  } else {
    shot(s, f, r, off);
    if (s.ft === null && s.stopKind === 'none' && r.chance(f.deadBallChance)) {
      stop(s, 'dead', f.deadBallMs);
    }
  }
  afterPlay(s, f, r);
}

/** Shoots the next pending free throw; after the last one play resumes. */
export function shootFreeThrow(s: BasketballState, f: BasketballFormat, rng: Rng): void {
  const r = drawRng(s, rng);
  const { side, left } = s.ft!;
  const made = r.chance(f.rates.ftPct * (1 + (s.form[side] - 1) / 2));
  s.stats = {
    ...s.stats,
    fta: bump(s.stats.fta, side, 1),
    ftm: made ? bump(s.stats.ftm, side, 1) : s.stats.ftm,
  };
  if (made) addPoints(s, side, 1);
  show(s, made ? 'Free Throw Scored' : 'Free Throw Missed', side);
  if (left > 1) {
    s.ft = { side, left: left - 1 };
    s.stopKind = 'ft';
    s.stopMs = f.freeThrowGapMs;
    return;
  }
  s.ft = null;
  s.stopKind = 'none';
  s.stopMs = 0;
  if (made) changePossession(s, other(side));
  else rebound(s, r.chance(FT_OFFENSIVE_REBOUND) ? side : other(side));
  afterPlay(s, f, r);
}

/** After a play: maybe a time-out, then the next play is scheduled (unless free throws wait). */
function afterPlay(s: BasketballState, f: BasketballFormat, r: Rng): void {
  if (s.ft !== null || s.clockMs <= 0) return;
  maybeTimeout(s, f, r);
  schedulePlay(s, f, r);
}

function maybeTimeout(s: BasketballState, f: BasketballFormat, r: Rng): void {
  const [home, away] = totalScore(s);
  const close = s.period >= 4 && s.clockMs <= 120_000 && Math.abs(home - away) <= 8;
  for (const side of [s.possession, other(s.possession)]) {
    if (s.timeoutsLeft[side] <= 0) continue;
    // Stop the opponent's run, set up a late possession, or (rarely) for any other reason.
    let p = f.timeoutBaseChance;
    if (s.run[other(side)] >= 8) p = 0.3;
    if (close && side === s.possession) p = 0.3;
    if (!r.chance(p)) continue;
    s.timeoutsLeft = bump(s.timeoutsLeft, side, -1);
    s.stats = { ...s.stats, timeouts: bump(s.stats.timeouts, side, 1) };
    stop(s, 'timeout', f.timeoutMs);
    show(s, 'Time Out', side, f.timeoutMs);
    pushEvent(s, `${clockLabel(s.period, s.clockMs)} - Time Out - ${s.teams[side]}`);
    return;
  }
}
