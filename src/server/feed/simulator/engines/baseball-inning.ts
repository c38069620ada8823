/**
 * @module feed/simulator/engines/baseball-inning
 * Between plate appearances and half-innings: the next batter, pitching changes, the end of a
 * half (three outs), when a game ends (home ahead after the top of the 9th, a decided or tied
 * game after the last inning), the runner on second in MLB extra innings and rain delays.
 */
import type { Rng } from '../rng';
import {
  addEvent,
  batting,
  fielding,
  halfLabel,
  schedule,
  scoreText,
  setState,
  within,
} from './baseball-draft';
import { FORMAT_RULES } from './baseball-types';
import type { Side } from '../../../../lib/domain/match';
import type { BaseballState } from './baseball-types';

/** Starters go ≈ 80–105 pitches, relievers ≈ 12–30 (about an inning or two). */
export function starterLimit(rng: Rng): number {
  return rng.int(80, 105);
}

function relieverLimit(rng: Rng): number {
  return rng.int(12, 30);
}

/** Rain stops play at 0.03 % of half-inning starts: ≈ 0.5 % of games. */
const RAIN_CHANCE = 0.0003;
const RAIN_MS: readonly [number, number] = [8 * 60_000, 25 * 60_000];

/**
 * Brings in the next pitcher of `side` when the current one has reached his limit.
 * Returns true when a change was made.
 */
function maybeChangePitcher(d: BaseballState, side: Side, rng: Rng): boolean {
  const team = d.teams[side];
  if (d.pitcherPitches[side] < d.pitcherLimit[side]) return false;
  // A squad without pitchers still changes (unnamed) pitchers, so games keep their length;
  // a named staff that is used up leaves the last man on the mound.
  const anonymous = team.pitchers.length === 0;
  if (!anonymous && d.pitcherIndex[side] + 1 >= team.pitchers.length) return false;
  d.pitcherIndex[side] += 1;
  d.pitcherPitches[side] = 0;
  d.pitcherLimit[side] = relieverLimit(rng);
  const pitcher = team.pitchers[d.pitcherIndex[side]];
  addEvent(
    d,
    [halfLabel(d.inning, d.half), 'Pitching Change', pitcher?.name, team.name]
      .filter(Boolean)
      .join(' - '),
  );
  return true;
}

/** After a plate appearance: a pitching change (a few minutes) or the next batter steps in. */
export function nextBatter(d: BaseballState, rng: Rng): void {
  const rules = FORMAT_RULES[d.format];
  d.balls = 0;
  d.strikes = 0;
  if (maybeChangePitcher(d, fielding(d), rng)) {
    schedule(d, 'pitch', within(rng, rules.pitchingChangeMs));
    return;
  }
  schedule(d, 'pitch', within(rng, rules.batterGapMs) + within(rng, rules.pitchGapMs));
}

/** Ends the game: the result, the state and a closing event. */
export function finish(d: BaseballState, result: Side | 'tie'): void {
  d.status = 3;
  d.result = result;
  d.bases = [null, null, null];
  d.balls = 0;
  d.strikes = 0;
  addEvent(
    d,
    `Final - ${scoreText(d)}${result === 'tie' ? ' - Tie' : ` - ${d.teams[result].name}`}`,
  );
}

/** Three outs: runners are left on base, and the game ends or the next half begins. */
export function endHalf(d: BaseballState, rng: Rng): void {
  const rules = FORMAT_RULES[d.format];
  const bat = batting(d);
  d.totals[bat].leftOnBase += d.bases.filter((r) => r !== null).length;
  d.bases = [null, null, null];
  d.outs = 0;
  d.balls = 0;
  d.strikes = 0;
  setState(d, 'End of Half Innings', null);
  addEvent(d, `End of ${halfLabel(d.inning, d.half)} - ${scoreText(d)}`);
  const home = d.totals.home.runs;
  const away = d.totals.away.runs;
  const late = d.inning >= rules.regulation;
  // Official Baseball Rules 7.01: the home side does not bat when it already leads after the
  // top of the 9th (or later); a bottom half that ends with someone ahead ends the game.
  // Spec §9 "Baseball 9 innings, 4 balls, 3 strikes, 3 outs".
  if (late && d.half === 'top' && home > away) return finish(d, 'home');
  if (late && d.half === 'bottom' && home !== away) return finish(d, home > away ? 'home' : 'away');
  if (
    d.half === 'bottom' &&
    home === away &&
    rules.lastInning !== null &&
    d.inning >= rules.lastInning
  ) {
    return finish(d, 'tie');
  }
  if (d.half === 'top') d.half = 'bottom';
  else {
    d.half = 'top';
    d.inning += 1;
  }
  schedule(d, 'halfStart', within(rng, rules.breakMs));
}

/**
 * The first instant of a half-inning. `mode` 'resume' restarts after rain; 'first' is the
 * first pitch of the game (no rain check: a game does not start into a delay).
 */
export function halfStart(
  d: BaseballState,
  rng: Rng,
  mode: 'first' | 'normal' | 'resume' = 'normal',
): void {
  const rules = FORMAT_RULES[d.format];
  if (mode === 'normal' && rng.chance(RAIN_CHANCE)) {
    setState(d, 'Rain Delay', null);
    addEvent(d, `${halfLabel(d.inning, d.half)} - Rain Delay`);
    schedule(d, 'resume', within(rng, RAIN_MS));
    return;
  }
  if (mode === 'resume') addEvent(d, `${halfLabel(d.inning, d.half)} - Play Resumes`);
  const bat = batting(d);
  if (d.lineScore[bat].length < d.inning) d.lineScore[bat].push(0);
  if (rules.ghostRunner && d.inning > rules.regulation) {
    // MLB's extra-inning rule (permanent since 2023): the batter before the leadoff man
    // starts each extra half on second base.
    const lineup = d.teams[bat].lineup;
    const n = lineup.length;
    const runner = n > 0 ? lineup[(d.batterIndex[bat] + n - 1) % n]! : null;
    d.bases = [null, runner?.id ?? 0, null];
    addEvent(
      d,
      `${halfLabel(d.inning, d.half)} - Runner on second${runner ? ` - ${runner.name}` : ''}`,
    );
  }
  // A tired pitcher is replaced during the break; that costs no extra time.
  maybeChangePitcher(d, fielding(d), rng);
  setState(d, 'Batter Up', bat);
  schedule(d, 'pitch', within(rng, rules.pitchGapMs));
}
