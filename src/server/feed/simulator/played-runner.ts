/**
 * @module feed/simulator/played-runner
 * A match's runner from the moment it is played (or back-filled): its engine state stepped over
 * wall time and bent by its fate (interruption, abandonment, retirement, walkover), its timeline
 * in local names, its prices and its players' minutes.
 */
import { withLocalNames, type LocalNames } from '../../../lib/domain/event-names';
import type { Incident, MatchEvent } from '../../../lib/domain/match';
import { TIME_STATUS, type TimeStatus } from '../../../lib/domain/sports';
import type { CompletedMatch, LineupSide } from '../updates';
import type { BookDef, Catalogue, LeagueDef } from './catalogue/types';
import { ENGINES } from './engines/index';
import type { Fate } from './fate';
import { createInPlayPricer } from './in-play-prices';
import { fixtureRecord, initialState, matchSetup, squadNames } from './match-setup';
import { preMatchRecords } from './pre-match-prices';
import type { Appearance, MatchRunner, RunnerPhase } from './runner-types';
import type { ScheduledMatch } from './schedule';

/** Game length in minutes for appearance minutes. */
const GAME_MINUTES: Record<number, number> = { 1: 90, 17: 60, 78: 60, 18: 48, 12: 60 };

/** The runner with its engine state, from the moment a match is played (or back-filled). */
export function playedRunner(
  match: ScheduledMatch,
  league: LeagueDef,
  catalogue: Catalogue,
  seed: string,
  fate: Fate,
): MatchRunner {
  const engine = ENGINES[league.sportId];
  const { home, lineup, setup } = matchSetup(match, league, catalogue, seed);
  const initial = initialState(setup, seed);
  const rng = initial.rng;
  let state = initial.state;
  const prematch = engine.price(state);
  let started = false;
  let engineMs = 0;
  let reachedWall = 0;
  const namedTimeline = timelineNamer(squadNames(match, catalogue));
  const pricer = createInPlayPricer(seed, match.id, () => {
    const view = engine.view(state);
    return { ss: view.ss, timeStr: view.timer ? String(Math.floor(view.timer.tm)) : null };
  });

  const runner: MatchRunner = {
    match,
    league,
    fate,
    lineup,
    get started() {
      return started;
    },
    advanceTo(t) {
      if (fate.offSchedule !== undefined || fate.walkover || t < match.kickoff) return;
      if (!started) {
        state = engine.start(state, rng);
        started = true;
      }
      reachedWall = Math.max(reachedWall, t - match.kickoff);
      const target = engineTarget(fate, reachedWall);
      if (target > engineMs && !engine.isFinished(state)) {
        state = engine.step(state, target - engineMs, rng);
        engineMs = target;
      }
      pricer.note({ t, probs: engine.price(state), dangerous: engine.isDangerous(state) });
    },
    phase: (t) => phaseAt(match, fate, engine.isFinished(state), engineMs, t),
    finalStatus: () => finalStatusOf(fate, engine.isFinished(state), engineMs),
    fixture(t) {
      const status = statusIn(runner.phase(t), fate, () => runner.finalStatus());
      return fixtureRecord(match, league, home.stadium ?? null, status);
    },
    snapshot() {
      const view = { ...engine.view(state) };
      view.events = namedTimeline(view.events);
      if (fate.walkover) return { ...view, time_status: TIME_STATUS.walkover };
      return view;
    },
    incidents: () => engine.incidents(state),
    preMatchOdds(books, from, to, openClose = false) {
      return preMatchRecords(match, fate, seed, () => prematch, books, from, to, openClose);
    },
    inPlayOdds: (books, t) => pricer.odds(books, t),
    complete: (books) =>
      completeMatch(runner, books, engine.expectedDurationMs(league.format), () => engineMs),
    appearances() {
      const full = GAME_MINUTES[league.sportId];
      return full === undefined ? [] : appearancesOf(full, lineup, engine.incidents(state));
    },
  };
  return runner;
}

/**
 * The engine time a wall time since kick-off reaches: an interruption pauses the engine (and an
 * abandonment stops it there), a retirement stops it.
 */
function engineTarget(fate: Fate, wall: number): number {
  let target = wall;
  if (fate.interruptAtMs !== undefined && wall > fate.interruptAtMs) {
    target = fate.abandoned
      ? fate.interruptAtMs
      : fate.interruptAtMs + Math.max(0, wall - fate.interruptAtMs - (fate.pauseMs ?? 0));
  }
  if (fate.retireAtMs !== undefined) target = Math.min(target, fate.retireAtMs);
  return target;
}

function phaseAt(
  match: ScheduledMatch,
  fate: Fate,
  finished: boolean,
  engineMs: number,
  t: number,
): RunnerPhase {
  if (fate.offSchedule !== undefined) return 'off';
  if (t < match.kickoff) return 'scheduled';
  if (fate.walkover) return 'ended';
  if (finished) return 'ended';
  const wall = t - match.kickoff;
  if (fate.retireAtMs !== undefined && engineMs >= fate.retireAtMs) return 'ended';
  if (fate.interruptAtMs !== undefined && wall > fate.interruptAtMs) {
    if (fate.abandoned)
      return wall > fate.interruptAtMs + (fate.pauseMs ?? 0) ? 'ended' : 'interrupted';
    if (wall <= fate.interruptAtMs + (fate.pauseMs ?? 0)) return 'interrupted';
  }
  return 'live';
}

function finalStatusOf(fate: Fate, finished: boolean, engineMs: number): TimeStatus {
  if (fate.offSchedule !== undefined) return fate.offSchedule;
  if (fate.walkover) return TIME_STATUS.walkover;
  if (fate.abandoned && engineMs >= (fate.interruptAtMs ?? Infinity)) return TIME_STATUS.abandoned;
  if (fate.retireAtMs !== undefined && engineMs >= fate.retireAtMs && !finished)
    return TIME_STATUS.retired;
  return TIME_STATUS.ended;
}

/** The feed's status of a match in a phase (`final` is asked only once it has ended). */
function statusIn(phase: RunnerPhase, fate: Fate, final: () => TimeStatus): TimeStatus {
  return phase === 'off'
    ? fate.offSchedule!
    : phase === 'scheduled'
      ? TIME_STATUS.notStarted
      : phase === 'interrupted'
        ? TIME_STATUS.interrupted
        : phase === 'ended'
          ? final()
          : TIME_STATUS.inPlay;
}

/**
 * The timeline with local names. Entries keep their identity from view to view, so each is
 * named once; engines keep the timeline array while no entry is added, so it is mapped only
 * when it changes.
 */
function timelineNamer(names: LocalNames): (events: MatchEvent[]) => MatchEvent[] {
  const named = new WeakMap<MatchEvent, MatchEvent>();
  const withNames = (e: MatchEvent) => {
    let done = named.get(e);
    if (!done) named.set(e, (done = withLocalNames(e, names)));
    return done;
  };
  let timeline: { from: MatchEvent[]; named: MatchEvent[] } | undefined;
  return (events) => {
    if (timeline?.from !== events) timeline = { from: events, named: events.map(withNames) };
    return timeline.named;
  };
}

/** Plays the match to its end an hour at a time and gathers what back-fill stores of it. */
function completeMatch(
  runner: MatchRunner,
  books: readonly BookDef[],
  expectedMs: number,
  engineMs: () => number,
): CompletedMatch {
  const { match } = runner;
  const end = match.kickoff + 6 * expectedMs;
  for (let t = match.kickoff; runner.phase(t) !== 'ended' && t < end; t += 3_600_000)
    runner.advanceTo(t + 3_600_000);
  const closeAt = match.kickoff + engineMs();
  const fixture = runner.fixture(Math.max(closeAt, end));
  return {
    fixture,
    snapshot: { ...runner.snapshot(), time_status: fixture.time_status },
    incidents: runner.incidents(),
    // Back-filled matches keep opening and closing prices only: history is bounded.
    odds: runner.preMatchOdds(books, -Infinity, match.kickoff, true),
    lineup: runner.lineup,
    appearances: runner.appearances(),
    endedAt: closeAt,
  };
}

/** Minutes each player took part: starters until sent off or substituted, substitutes from on. */
function appearancesOf(
  full: number,
  lineup: { home: LineupSide; away: LineupSide },
  incidents: Incident[],
): Appearance[] {
  const out: Appearance[] = [];
  for (const side of ['home', 'away'] as const) {
    for (const p of lineup[side].players) {
      const off = incidents.find(
        (i) =>
          i.side === side &&
          i.playerId === p.playerId &&
          (i.kind === 'sub_out' || i.kind === 'red' || i.kind === 'yellowred'),
      );
      const on = incidents.find(
        (i) => i.side === side && i.playerId === p.playerId && i.kind === 'sub_in',
      );
      if (p.starting)
        out.push({
          playerId: p.playerId,
          side,
          starting: true,
          minutes: Math.min(full, off ? off.minute : full),
        });
      else if (on)
        out.push({
          playerId: p.playerId,
          side,
          starting: false,
          minutes: Math.max(1, (off ? off.minute : full) - on.minute),
        });
    }
  }
  return out;
}
