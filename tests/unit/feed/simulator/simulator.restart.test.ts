// A simulated world started again after a run faster than real time: it resumes from the stored
// feed time instead of the wall clock, and never plays or publishes again a match stored as
// finished.
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../../../src/server/feed/simulator/catalogue/index';
import { createManualClock, resumedFrom } from '../../../../src/server/feed/simulator/sim-clock';
import { createSimulator } from '../../../../src/server/feed/simulator/simulator';
import type { FeedUpdate } from '../../../../src/server/feed/updates';
import { createLogger } from '../../../../src/server/logger';

const SEED = 'restart';
/** Esoccer Battle: short matches around the clock, so many end within simulated hours. */
const SHORT_MATCHES = 111;
const WALL = Date.UTC(2026, 10, 27, 12);
const MINUTE = 60_000;

const full = createCatalogue(SEED);
const catalogue = { ...full, leagues: full.leagues.filter((l) => l.id === SHORT_MATCHES) };

/** What the ingest would have stored of a run: its latest feed time and the finished ids. */
function recorder() {
  const updates: FeedUpdate[] = [];
  return {
    updates,
    sink: { push: (batch: FeedUpdate[]) => void updates.push(...batch) },
    latest: () => Math.max(...updates.map((u) => u.at)),
    ended: () => new Set(updates.flatMap((u) => (u.type === 'ended' ? [u.matchId] : []))),
    /** Ids the run put in play or announced as a fixture. */
    played: () =>
      new Set(
        updates.flatMap((u) =>
          u.type === 'snapshot' ? [u.matchId] : u.type === 'fixture' ? [u.fixture.id] : [],
        ),
      ),
  };
}

/** A first run: two simulated hours played a minute per tick, as SIM_SPEED=60 plays them. */
async function firstRun() {
  const clock = createManualClock(WALL);
  const run = recorder();
  const simulator = createSimulator({
    catalogue,
    seed: SEED,
    clock,
    logger: createLogger('silent'),
    tickMs: 0,
    backfill: false,
  });
  await simulator.start(run.sink);
  for (let i = 0; i < 120; i++) {
    clock.advance(MINUTE);
    simulator.tick();
  }
  await simulator.stop();
  return run;
}

describe('resumedFrom', () => {
  it.each([
    ['ahead of the clock: resumes there', WALL + 90 * MINUTE, WALL + 90 * MINUTE],
    ['behind the clock (real time): the clock', WALL - 5 * MINUTE, WALL],
    ['nothing stored: the clock', null, WALL],
  ])('%s', (_, stored, expected) => {
    const clock = createManualClock(WALL);
    const resumed = resumedFrom(clock, stored);
    expect(resumed.now()).toBe(expected);
    clock.advance(MINUTE);
    expect(resumed.now()).toBe(expected + MINUTE);
  });
});

describe('simulator started again after a fast run', () => {
  it('resumes from the stored feed time and plays no finished match again', async () => {
    const first = await firstRun();
    const finished = first.ended();
    expect(finished.size).toBeGreaterThan(3);
    // The wall clock at the restart is far behind the world of the first run.
    const second = recorder();
    const simulator = createSimulator({
      catalogue,
      seed: SEED,
      clock: createManualClock(WALL + 2 * MINUTE),
      logger: createLogger('silent'),
      tickMs: 0,
      backfill: false,
      finishedIds: (ids) => Promise.resolve(new Set(ids.filter((id) => finished.has(id)))),
      storedFeedTime: () => Promise.resolve(first.latest()),
    });
    await simulator.start(second.sink);
    simulator.tick();
    await simulator.stop();
    // Pre-match prices keep their own past times; the world's own updates are at its now.
    const now = second.updates.filter((u) => u.type !== 'odds').map((u) => u.at);
    expect(Math.min(...now)).toBeGreaterThanOrEqual(first.latest());
    expect([...second.played()].filter((id) => finished.has(id))).toEqual([]);
  }, 60_000);

  it('publishes no match stored as finished even without a stored feed time', async () => {
    // A database written before the feed time was stored: the world starts at the wall clock.
    const first = await firstRun();
    const finished = first.ended();
    const second = recorder();
    const clock = createManualClock(WALL + 2 * MINUTE);
    const simulator = createSimulator({
      catalogue,
      seed: SEED,
      clock,
      logger: createLogger('silent'),
      tickMs: 0,
      backfill: false,
      finishedIds: (ids) => Promise.resolve(new Set(ids.filter((id) => finished.has(id)))),
    });
    await simulator.start(second.sink);
    for (let i = 0; i < 30; i++) {
      clock.advance(MINUTE);
      simulator.tick();
    }
    await simulator.stop();
    expect([...second.played()].filter((id) => finished.has(id))).toEqual([]);
  }, 60_000);
});
