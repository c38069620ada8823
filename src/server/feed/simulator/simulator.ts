/**
 * @module feed/simulator/simulator
 * The default provider (FEED=simulator): a living world of real competitions. At start it
 * resumes its clock from the stored feed time when that is ahead (a run faster than real time),
 * publishes the catalogue, the matches in play (fast-forwarded from kick-off, never one stored
 * as finished), upcoming fixtures with pre-match prices, then back-fills results in the
 * background. Every tick it advances live matches, re-prices them at each bookmaker, kicks off
 * due fixtures and ends finished ones.
 */
import { TIME_STATUS } from '../../../lib/domain/sports';
import type { Logger } from '../../logger';
import type { FeedProvider, FeedSink, FeedStatus, FeedUpdate } from '../updates';
import type { Catalogue, LeagueDef } from './catalogue/types';
import { ENGINES } from './engines/index';
import { createRunner, type MatchRunner } from './match-runner';
import {
  fixturesBetween,
  forgetSeasonPlans,
  historyStart,
  leagueCadence,
  paceForCoverage,
  seasonId,
  seasonIndexAt,
  seasonPlan,
  upcomingHorizonMs,
} from './schedule';
import { resumedFrom, type SimClock } from './sim-clock';
import { catalogueReference, seasonReference } from './world';

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
}

export interface Simulator extends FeedProvider {
  /** Advances the world to the clock's now and pushes what changed. */
  tick(): void;
  /** Resolves, with the number of matches written, when the start-up back-fill has been pushed. */
  backfillDone(): Promise<number>;
  /** Matches being run (upcoming and live). */
  runners(): MatchRunner[];
}

const LINEUP_BEFORE_MS = 60 * 60_000;
const URL_AFTER_MS = 2 * 60_000;
const HORIZON_CHECK_MS = 60_000;
const BACKFILL_CHUNK = 40;

/**
 * The catalogue with each sport's largest league paced so that every sport of spec §1 has a
 * match in play at any moment (a fresh install must be alive in every sport).
 */
export function withCoverage(catalogue: Catalogue): Catalogue {
  const anchors = new Map<number, LeagueDef>();
  for (const league of catalogue.leagues) {
    const current = anchors.get(league.sportId);
    if (!current || league.teamIds.length > current.teamIds.length)
      anchors.set(league.sportId, league);
  }
  const anchorIds = new Set([...anchors.values()].map((l) => l.id));
  return {
    ...catalogue,
    leagues: catalogue.leagues.map((l) =>
      anchorIds.has(l.id) ? paceForCoverage(l, ENGINES[l.sportId].expectedDurationMs(l.format)) : l,
    ),
  };
}

export function createSimulator(options: SimulatorOptions): Simulator {
  const { seed } = options;
  // Replaced at start by the same clock resumed from the stored feed time.
  let clock = options.clock;
  const catalogue = withCoverage(options.catalogue);
  const log = options.logger.child({ name: 'app:feed', provider: 'simulator' });
  const leagues = new Map(catalogue.leagues.map((l) => [l.id, l]));
  const books = catalogue.books;
  const runners = new Map<number, MatchRunner>();
  const announced = new Map<number, string>();
  const lineupSent = new Set<number>();
  const urlSent = new Set<number>();
  const incidentCounts = new Map<number, number>();
  const horizonEnd = new Map<number, number>();
  const seasonsSent = new Set<number>();
  /** Fixtures of the first window already stored as finished: never run, nor published, again. */
  let finishedBefore = new Set<number>();
  let sink: FeedSink | undefined;
  let status: FeedStatus = 'stopped';
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastTick = 0;
  let lastHorizonCheck = 0;
  let stopped = false;
  let backfill: Promise<number> = Promise.resolve(0);

  const duration = (league: LeagueDef) => ENGINES[league.sportId].expectedDurationMs(league.format);

  function seasonUpdates(t: number, league: LeagueDef): FeedUpdate[] {
    const cadence = leagueCadence(league, seed);
    const index = seasonIndexAt(cadence, t);
    // Plans are built only for seasons not yet sent: this runs every minute for every league.
    const plans = [index - 1, index, index + 1]
      .filter((i) => i >= 0 && !seasonsSent.has(seasonId(league.id, i)))
      .map((i) => seasonPlan(league, i, seed));
    if (plans.length === 0) return [];
    for (const p of plans) seasonsSent.add(p.id);
    return [{ type: 'reference', at: t, data: seasonReference(plans, leagues) }];
  }

  /** Publishes a fixture that enters the window at time t (upcoming or already under way). */
  function admit(runner: MatchRunner, t: number, out: FeedUpdate[]) {
    const { match } = runner;
    out.push({ type: 'fixture', at: t, fixture: runner.fixture(t) });
    announced.set(match.id, runner.phase(t));
    out.push(
      ...runner.preMatchOdds(books, -Infinity, Math.min(t, match.kickoff)).map((record) => ({
        type: 'odds' as const,
        at: record.at,
        matchId: match.id,
        record,
      })),
    );
  }

  function sendLineup(runner: MatchRunner, t: number, out: FeedUpdate[]) {
    if (lineupSent.has(runner.match.id) || runner.match.kickoff - t > LINEUP_BEFORE_MS) return;
    lineupSent.add(runner.match.id);
    out.push({ type: 'lineup', at: t, matchId: runner.match.id, lineup: runner.lineup });
  }

  function liveUpdates(runner: MatchRunner, t: number, out: FeedUpdate[]) {
    const id = runner.match.id;
    const phase = runner.phase(t);
    const before = announced.get(id);
    if (phase !== before) {
      announced.set(id, phase);
      if (phase === 'live' || phase === 'interrupted')
        out.push({ type: 'fixture', at: t, fixture: runner.fixture(t) });
    }
    const snapshot = runner.snapshot();
    const incidents = runner.incidents();
    const incidentsChanged = incidents.length !== incidentCounts.get(id);
    incidentCounts.set(id, incidents.length);
    out.push({
      type: 'snapshot',
      at: t,
      matchId: id,
      snapshot:
        phase === 'interrupted' ? { ...snapshot, time_status: TIME_STATUS.interrupted } : snapshot,
      ...(incidentsChanged ? { incidents } : {}),
    });
    if (phase === 'live') {
      for (const record of runner.inPlayOdds(books, t))
        out.push({ type: 'odds', at: t, matchId: id, record });
      // Some live matches get an external live page (spec §2 "Live opens … only if the game has a url").
      if (
        !urlSent.has(id) &&
        t - runner.match.kickoff > URL_AFTER_MS &&
        id % 2 === 0 &&
        [1, 16, 18].includes(runner.league.sportId)
      ) {
        urlSent.add(id);
        const url = `/inplay/game/details/${runner.league.sportId}?upcomingId=${id}&bet365=${runner.match.bet365Id}`;
        out.push({ type: 'url', at: t, matchId: id, url });
      }
    }
    if (phase === 'ended') {
      out.push({ type: 'appearances', at: t, matchId: id, rows: runner.appearances() });
      out.push({ type: 'ended', at: t, matchId: id, status: runner.finalStatus() });
      forget(id);
    }
  }

  /** Drops everything held for a match that is over, so a long run keeps a flat memory. */
  function forget(id: number) {
    runners.delete(id);
    announced.delete(id);
    incidentCounts.delete(id);
    lineupSent.delete(id);
    urlSent.delete(id);
  }

  /** Creates runners for one league's fixtures newly inside the window and publishes them. */
  function extendLeague(league: LeagueDef, t: number, out: FeedUpdate[]) {
    out.push(...seasonUpdates(t, league));
    const from = horizonEnd.get(league.id) ?? t - 3 * duration(league);
    const to = t + upcomingHorizonMs(league);
    if (to <= from) return;
    horizonEnd.set(league.id, to);
    for (const match of fixturesBetween(league, from, to, seed)) {
      if (runners.has(match.id) || finishedBefore.has(match.id)) continue;
      const runner = createRunner(match, league, catalogue, seed);
      if (match.kickoff <= t) {
        runner.advanceTo(t);
        // Already over: the back-fill stores it.
        if (runner.phase(t) === 'ended') continue;
      }
      runners.set(match.id, runner);
      admit(runner, t, out);
      sendLineup(runner, t, out);
      if (runner.phase(t) === 'live' || runner.phase(t) === 'interrupted')
        liveUpdates(runner, t, out);
    }
  }

  /** Creates runners for fixtures newly inside the window and publishes them. */
  function extendHorizon(t: number, out: FeedUpdate[]) {
    for (const league of catalogue.leagues) extendLeague(league, t, out);
  }

  /**
   * The fixtures of the first window (as extendLeague first reads it) that are stored as
   * finished. A restart must not play them again: the world's time is resumed past their end,
   * but a match simulated again in one step from kick-off need not end at the same moment.
   */
  async function storedAsFinished(t: number): Promise<Set<number>> {
    if (!options.finishedIds) return new Set();
    const ids = catalogue.leagues.flatMap((league) =>
      fixturesBetween(league, t - 3 * duration(league), t + upcomingHorizonMs(league), seed).map(
        (m) => m.id,
      ),
    );
    return options.finishedIds(ids);
  }

  /**
   * The first window, a week of fixtures with their pre-match price history, pushed league by
   * league with a yield between, so the ingest writes each part before the next is made: held
   * all at once it is tens of MB that live only until written, and the heap sizes its next
   * limit from that peak for the rest of the process's life.
   */
  async function openHorizon(t: number, target: FeedSink) {
    for (const league of catalogue.leagues) {
      if (stopped) return;
      const out: FeedUpdate[] = [];
      extendLeague(league, t, out);
      if (out.length > 0) target.push(out);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  function tick() {
    if (!sink || stopped) return;
    const t = clock.now();
    const out: FeedUpdate[] = [];
    if (t - lastHorizonCheck >= HORIZON_CHECK_MS) {
      lastHorizonCheck = t;
      extendHorizon(t, out);
    }
    for (const runner of [...runners.values()]) {
      const { match } = runner;
      if (runner.phase(t) === 'off') {
        if (t > match.kickoff + 3 * duration(runner.league)) forget(match.id);
        continue;
      }
      if (match.kickoff > t) {
        sendLineup(runner, t, out);
        for (const record of runner.preMatchOdds(books, lastTick, t))
          out.push({ type: 'odds', at: record.at, matchId: match.id, record });
        continue;
      }
      runner.advanceTo(t);
      sendLineup(runner, t, out);
      liveUpdates(runner, t, out);
    }
    lastTick = t;
    if (out.length > 0) sink.push(out);
  }

  /**
   * The seasons of back-filled results that were never published: a short-season league's
   * fortnight of history spans many seasons, and a result must not name a season the store lacks.
   */
  function pastSeasonUpdates(
    chunk: readonly { league: LeagueDef; match: { seasonId: number; seasonIndex: number } }[],
  ): FeedUpdate[] {
    const plans = [];
    for (const { league, match } of chunk) {
      if (seasonsSent.has(match.seasonId)) continue;
      seasonsSent.add(match.seasonId);
      plans.push(seasonPlan(league, match.seasonIndex, seed));
    }
    if (plans.length === 0) return [];
    return [{ type: 'reference', at: clock.now(), data: seasonReference(plans, leagues) }];
  }

  async function runBackfill(t0: number) {
    const past: {
      league: LeagueDef;
      kickoff: number;
      match: ReturnType<typeof fixturesBetween>[number];
    }[] = [];
    for (const league of catalogue.leagues) {
      for (const match of fixturesBetween(league, historyStart(league, t0, seed), t0, seed)) {
        if (!runners.has(match.id)) past.push({ league, kickoff: match.kickoff, match });
      }
    }
    // Newest first: recent results matter most to a visitor who arrives now.
    past.sort((a, b) => b.kickoff - a.kickoff);
    let written = 0;
    for (let i = 0; i < past.length && !stopped; i += BACKFILL_CHUNK) {
      const chunk = past.slice(i, i + BACKFILL_CHUNK);
      const stored =
        (await options.finishedIds?.(chunk.map((c) => c.match.id))) ?? new Set<number>();
      const completed = chunk
        .filter((c) => !stored.has(c.match.id))
        .map((c) => createRunner(c.match, c.league, catalogue, seed))
        .filter((r) => r.fate.offSchedule === undefined || r.match.kickoff > t0 - 14 * 86_400_000)
        .map((r) => r.complete(books));
      if (completed.length > 0)
        sink?.push([
          ...pastSeasonUpdates(chunk),
          { type: 'completed', at: clock.now(), matches: completed },
        ]);
      written += completed.length;
      // Yield so live ticks and requests are served while the history fills in.
      await new Promise((resolve) => setImmediate(resolve));
    }
    forgetSeasonPlans();
    log.info({ matches: written, considered: past.length }, 'back-fill complete');
    return written;
  }

  return {
    name: 'simulator',
    status: () => status,
    runners: () => [...runners.values()],
    backfillDone: () => backfill,
    tick,
    async start(target) {
      sink = target;
      stopped = false;
      status = 'starting';
      clock = resumedFrom(options.clock, (await options.storedFeedTime?.()) ?? null);
      const t0 = clock.now();
      finishedBefore = await storedAsFinished(t0);
      target.push([{ type: 'reference', at: t0, data: catalogueReference(catalogue, seed, t0) }]);
      lastTick = t0;
      lastHorizonCheck = t0;
      await openHorizon(t0, target);
      // Later windows only reach fixtures further ahead, never stored as finished.
      finishedBefore = new Set();
      log.info(
        {
          runners: runners.size,
          live: [...runners.values()].filter((r) => r.phase(t0) === 'live').length,
          // How far the resumed world is ahead of the wall clock.
          aheadMs: Math.max(0, t0 - Date.now()),
          finishedBefore: finishedBefore.size,
        },
        'simulator started',
      );
      status = 'running';
      if (options.backfill !== false)
        backfill = runBackfill(t0).catch((error: unknown) => {
          log.error({ err: error }, 'back-fill failed');
          return 0;
        });
      const tickMs = options.tickMs ?? 1_000;
      if (tickMs > 0) {
        timer = setInterval(tick, tickMs);
        timer.unref?.();
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      status = 'stopped';
      await backfill;
    },
  };
}
