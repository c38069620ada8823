/**
 * @module feed/simulator/provider/state
 * What the simulator holds between ticks: the world's settings and clock, the runners of the
 * matches in its window, and what it has already published of each match, league and season.
 * One object shared by the modules of this folder; simulator.ts creates it and wires them.
 */
import type { Logger } from '../../../logger';
import type { FeedSink } from '../../updates';
import type { Catalogue, LeagueDef } from '../catalogue/types';
import type { MatchRunner } from '../match-runner';
import type { SimClock } from '../sim-clock';

/** The simulator's options as its modules read them. */
export interface SimulatorSettings {
  catalogue: Catalogue;
  seed: string;
  /** The clock the simulator was given; `SimulatorState.clock` is it resumed at start. */
  baseClock: SimClock;
  log: Logger;
  /** Ids already stored as finished; back-fill skips them, and they are never played again. */
  finishedIds: ((ids: readonly number[]) => Promise<Set<number>>) | undefined;
  /** The latest feed time stored before this start (epoch ms, null when none). */
  storedFeedTime: (() => Promise<number | null>) | undefined;
}

export interface SimulatorState extends SimulatorSettings {
  /** Replaced at start by the same clock resumed from the stored feed time. */
  clock: SimClock;
  readonly leagues: Map<number, LeagueDef>;
  /** Matches being run (upcoming and live), by id. */
  readonly runners: Map<number, MatchRunner>;
  /** The phase last published per match: a change to live or interrupted re-sends the fixture. */
  readonly announced: Map<number, string>;
  readonly lineupSent: Set<number>;
  readonly urlSent: Set<number>;
  /** Incidents published per match: incidents go out again only when their count changes. */
  readonly incidentCounts: Map<number, number>;
  /** Per league, the end of the window whose fixtures already have runners. */
  readonly horizonEnd: Map<number, number>;
  /** Seasons whose reference data has been published. */
  readonly seasonsSent: Set<number>;
  /** Scores of matches a later stage depends on (a draw round, a split), played once (played-scores.ts). */
  readonly playedScores: Map<number, readonly [number, number] | null>;
  /** Fixtures of the first window already stored as finished: never run, nor published, again. */
  finishedBefore: Set<number>;
  sink: FeedSink | undefined;
  stopped: boolean;
  /** World time of the last tick (pre-match prices are published since then). */
  lastTick: number;
  lastHorizonCheck: number;
}

/**
 * The state of a simulator not yet started.
 * @example const state = createSimulatorState({ catalogue, seed, baseClock, log, … });
 */
export function createSimulatorState(settings: SimulatorSettings): SimulatorState {
  return {
    ...settings,
    clock: settings.baseClock,
    leagues: new Map(settings.catalogue.leagues.map((l) => [l.id, l])),
    runners: new Map(),
    announced: new Map(),
    lineupSent: new Set(),
    urlSent: new Set(),
    incidentCounts: new Map(),
    horizonEnd: new Map(),
    seasonsSent: new Set(),
    playedScores: new Map(),
    finishedBefore: new Set(),
    sink: undefined,
    stopped: false,
    lastTick: 0,
    lastHorizonCheck: 0,
  };
}
