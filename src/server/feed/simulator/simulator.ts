/**
 * @module feed/simulator/simulator
 * The default provider (FEED=simulator): a living world of real competitions. At start it
 * resumes its clock from the stored feed time when that is ahead (a run faster than real time),
 * publishes the catalogue, the matches in play (fast-forwarded from kick-off, never one stored
 * as finished), upcoming fixtures with pre-match prices, then back-fills results in the
 * background: this season's first, then, paced and compact, the earlier seasons. Every tick it advances live matches, re-prices them at each bookmaker, kicks off
 * due fixtures and ends finished ones. The parts live in ./provider/; this wires them together.
 */
import type { FeedProvider, FeedStatus } from '../updates';
import type { Logger } from '../../logger';
import type { Catalogue } from './catalogue/types';
import type { MatchRunner } from './match-runner';
import { runBackfill, runEarlierSeasons } from './provider/backfill';
import { openWorld } from './provider/start';
import { createSimulatorState } from './provider/state';
import { tickWorld } from './provider/tick';
import type { SimClock } from './sim-clock';

export interface SimulatorOptions {
  catalogue: Catalogue;
  seed: string;
  clock: SimClock;
  logger: Logger;
  /** Ids already stored as finished; back-fill skips them, and they are never played again. */
  finishedIds?: (ids: readonly number[]) => Promise<Set<number>>;
  /**
   * The latest feed time stored before this start (epoch ms, null when none): the world
   * resumes from it when it is ahead of `clock`, as it is after a run faster than real time.
   */
  storedFeedTime?: () => Promise<number | null>;
  /** Wall milliseconds between ticks; 0 disables the timer (tests call tick()). */
  tickMs?: number;
  /** Back-fill past results at start (default true). */
  backfill?: boolean;
  /** Back-fill at most this many days (default: the season so far); no earlier seasons then. */
  historyDays?: number;
  /**
   * Whole seasons back-filled, compact, before each league's history start once the back-fill
   * is done (default 0), and the wall time rested per unit of their work (default 3).
   */
  earlierSeasons?: { seasons: number; restPerWork?: number };
}

export interface Simulator extends FeedProvider {
  /** Advances the world to the clock's now and pushes what changed. */
  tick(): void;
  /** Resolves, with the number of matches written, when the start-up back-fill has been pushed. */
  backfillDone(): Promise<number>;
  /** Resolves, with the number of matches written, when the earlier seasons have been pushed. */
  earlierSeasonsDone(): Promise<number>;
  /** Matches being run (upcoming and live). */
  runners(): MatchRunner[];
}

/**
 * The simulator: a feed provider of the seeded world on `options.clock`.
 * @example
 * const simulator = createSimulator({ catalogue, seed: 'demo', clock, logger, tickMs: 0 });
 * await simulator.start(sink);
 * simulator.tick(); // tests move the clock and tick by hand
 */
export function createSimulator(options: SimulatorOptions): Simulator {
  const state = createSimulatorState({
    catalogue: options.catalogue,
    seed: options.seed,
    baseClock: options.clock,
    log: options.logger.child({ name: 'app:feed', provider: 'simulator' }),
    finishedIds: options.finishedIds,
    storedFeedTime: options.storedFeedTime,
  });
  let status: FeedStatus = 'stopped';
  let timer: ReturnType<typeof setInterval> | undefined;
  let backfill: Promise<number> = Promise.resolve(0);
  let earlier: Promise<number> = Promise.resolve(0);
  const tick = () => tickWorld(state);

  return {
    name: 'simulator',
    status: () => status,
    runners: () => [...state.runners.values()],
    backfillDone: () => backfill,
    earlierSeasonsDone: () => earlier,
    tick,
    async start(target) {
      status = 'starting';
      const t0 = await openWorld(state, target);
      status = 'running';
      if (options.backfill !== false)
        backfill = runBackfill(state, t0, options.historyDays).catch((error: unknown) => {
          state.log.error({ err: error }, 'back-fill failed');
          return 0;
        });
      const { seasons = 0, restPerWork } = options.earlierSeasons ?? {};
      if (options.backfill !== false && options.historyDays === undefined && seasons > 0)
        earlier = backfill
          .then(() => runEarlierSeasons(state, t0, seasons, restPerWork))
          .catch((error: unknown) => {
            state.log.error({ err: error }, 'earlier seasons back-fill failed');
            return 0;
          });
      const tickMs = options.tickMs ?? 1_000;
      if (tickMs > 0) {
        timer = setInterval(tick, tickMs);
        timer.unref?.();
      }
    },
    async stop() {
      state.stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      status = 'stopped';
      await backfill;
      await earlier;
    },
  };
}
