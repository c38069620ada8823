/**
 * @module feed/simulator/engines/baseball-play
 * One pitch and one play: balls and strikes (spec §9: four balls walk, three strikes strike
 * out; a foul with two strikes leaves the count), a ball in play and its outcome, runners
 * moving and scoring, and the walk-off that ends a game at once.
 */
import type { GameStateName } from '../../../../lib/domain/game-states';
import type { Rng } from '../rng';
import {
  addEvent,
  batting,
  currentBatter,
  fielding,
  playText,
  schedule,
  setState,
  skillNow,
  within,
} from './baseball-draft';
import { endHalf, finish, nextBatter } from './baseball-inning';
import {
  advances,
  BATTED_KINDS,
  battedWeights,
  HOME,
  OUT,
  OUT_KINDS,
  OUT_WEIGHTS,
  PITCH_KINDS,
  pitchWeights,
} from './baseball-model';
import type { PlayKind } from './baseball-model';
import { FORMAT_RULES } from './baseball-types';
import type { BaseballState, Runner } from './baseball-types';

/** A ball in play is in the air or on the ground this long before its outcome is known. */
const IN_PLAY_MS: readonly [number, number] = [4_000, 7_000];

/** Game state and event name of each play (spec §4 baseball events). */
const PLAY_NAMES: Record<PlayKind, GameStateName<16>> = {
  strikeout: 'Strikeout',
  walk: 'Walk',
  hbp: 'Hit By Pitch',
  single: 'Singles',
  double: 'Double',
  triple: 'Triple',
  homer: 'Home Run',
  // The catalogue has no error state: the ball stays in play until the runners stop.
  error: 'In play',
  ground: 'Out',
  fly: 'Out',
  line: 'Out',
  pop: 'Out',
};

/** Throws one pitch to the batter at the plate. */
export function pitch(d: BaseballState, rng: Rng): void {
  const rules = FORMAT_RULES[d.format];
  const bat = batting(d);
  const field = fielding(d);
  const kind = rng.weighted(PITCH_KINDS, pitchWeights(d.balls, d.strikes, skillNow(d)));
  const name = currentBatter(d)?.name ?? null;
  const pitching = d.totals[field];
  pitching.pitches += 1;
  d.pitcherPitches[field] += 1;
  if (kind === 'ball') pitching.balls += 1;
  else if (kind !== 'hbp') pitching.strikes += 1;
  switch (kind) {
    case 'ball':
      if (d.balls === 3) return play(d, 'walk', rng);
      d.balls += 1;
      setState(d, 'Ball', bat);
      addEvent(d, playText(d, 'Ball', name, `${d.balls}-${d.strikes}`));
      break;
    case 'called':
    case 'swinging':
      if (d.strikes === 2) return play(d, 'strikeout', rng);
      d.strikes += 1;
      setState(d, 'Strike', bat);
      addEvent(d, playText(d, 'Strike', name, `${d.balls}-${d.strikes}, ${kind}`));
      break;
    case 'foul':
      // A foul is a strike unless the batter already has two.
      if (d.strikes < 2) d.strikes += 1;
      setState(d, 'Foul Ball', bat);
      addEvent(d, playText(d, 'Foul Ball', name, `${d.balls}-${d.strikes}`));
      break;
    case 'hbp':
      return play(d, 'hbp', rng);
    case 'inplay':
      setState(d, 'In play', bat);
      addEvent(d, playText(d, 'In play', name));
      schedule(d, 'resolve', within(rng, IN_PLAY_MS));
      return;
  }
  schedule(d, 'pitch', within(rng, rules.pitchGapMs));
}

/** The ball in play comes down: hit, out or error. */
export function resolve(d: BaseballState, rng: Rng): void {
  const batted = rng.weighted(BATTED_KINDS, battedWeights(skillNow(d)));
  const kind: PlayKind = batted === 'out' ? rng.weighted(OUT_KINDS, OUT_WEIGHTS) : batted;
  play(d, kind, rng);
}

/** Ends the plate appearance with `kind`: moves runners, scores runs, counts stats. */
export function play(d: BaseballState, kind: PlayKind, rng: Rng): void {
  const rules = FORMAT_RULES[d.format];
  const bat = batting(d);
  const field = fielding(d);
  const batter = currentBatter(d);
  const team = d.totals[bat];
  const occupied = [d.bases[0] !== null, d.bases[1] !== null, d.bases[2] !== null] as const;
  const options = advances(kind, occupied, d.outs);
  const chosen = rng.weighted(
    options,
    options.map((a) => a.p),
  );
  team.batters += 1;
  d.batterIndex[bat] += 1;
  countPlay(d, kind);
  const outsAfter = d.outs + chosen.dest.filter((x) => x === OUT).length;
  const runners: Runner[] = [batter?.id ?? 0, d.bases[0], d.bases[1], d.bases[2]];
  const scorers: Runner[] = [];
  const next: [Runner, Runner, Runner] = [null, null, null];
  const canWalkOff = d.half === 'bottom' && d.inning >= rules.regulation;
  const homeAhead = (): boolean => d.totals.home.runs > d.totals.away.runs;
  // Lead runner first, so a walk-off stops at the winning run (Official Baseball Rules
  // 7.01); a home run still counts every run.
  for (const i of [3, 2, 1, 0]) {
    const dest = chosen.dest[i]!;
    if (i > 0 && runners[i] === null) continue;
    if (dest >= 1 && dest <= 3) next[dest - 1] = runners[i]!;
    // No run counts on a play that makes the third out (time plays are not modelled).
    if (dest !== HOME || outsAfter >= 3) continue;
    if (canWalkOff && homeAhead() && kind !== 'homer') continue;
    scorers.push(runners[i]!);
    team.runs += 1;
    const line = d.lineScore[bat];
    line[line.length - 1]! += 1;
  }
  d.outs = Math.min(3, outsAfter);
  d.bases = next;
  // No RBI on a double play or an error (Official Baseball Rules 9.04).
  const rbi = kind === 'error' || chosen.label === 'double play' ? 0 : scorers.length;
  const ended = canWalkOff && homeAhead();
  const details = [chosen.label, rbi > 0 ? `${rbi} RBI` : null, ended ? 'walk-off' : null].filter(
    (x) => x !== null,
  );
  const what = kind === 'error' ? 'Error' : PLAY_NAMES[kind];
  addEvent(
    d,
    playText(d, what, batter?.name ?? null, details.join(', ') || undefined, scorers.length > 0),
  );
  if (kind === 'homer') d.homeRuns.push({ side: bat, inning: d.inning, playerId: batter?.id ?? 0 });
  if (kind === 'error') d.totals[field].errors += 1;
  for (const id of scorers) {
    const who = d.teams[bat].lineup.find((p) => p.id === id)?.name ?? null;
    addEvent(d, playText(d, 'Run Scored', who, undefined, true));
  }
  // The panel animates a run when one scores; a home run keeps its own state.
  setState(d, scorers.length > 0 && kind !== 'homer' ? 'Run Scored' : PLAY_NAMES[kind], bat);
  if (ended) return finish(d, 'home');
  if (d.outs >= 3) return endHalf(d, rng);
  nextBatter(d, rng);
}

/** Batting counters of a plate appearance. */
function countPlay(d: BaseballState, kind: PlayKind): void {
  const t = d.totals[batting(d)];
  if (kind === 'walk') t.walks += 1;
  else if (kind === 'hbp') t.hbp += 1;
  else if (kind === 'strikeout') t.strikeouts += 1;
  else if (kind === 'single' || kind === 'double' || kind === 'triple' || kind === 'homer') {
    t.hits += 1;
    if (kind === 'single') t.singles += 1;
    else if (kind === 'double') t.doubles += 1;
    else if (kind === 'triple') t.triples += 1;
    else t.homers += 1;
  }
}
