/**
 * Records a seeded simulated world as a gzipped update stream, for tests that need the same world
 * on every run: FEED=replay REPLAY_FILE=<out> REPLAY_SHIFT=now plays it as today's.
 * The simulator runs on a hand-moved clock from a fixed moment, so the same arguments write the
 * same updates on any machine, at any load. A smaller world than the product's keeps the file
 * small (a finished match is about 4 KB compressed, a minute of play in every sport 2 MB): the
 * leagues of the league tabs, the major ones and each sport's round-the-clock one, with the last
 * days of their results and the next days of their fixtures (the simulator publishes a week
 * ahead, with prices).
 *
 *   node scripts/run-ts.mjs scripts/record-world.ts [--seed e2e] [--at 2026-12-05T15:30:00Z]
 *     [--minutes 0.5] [--history-days 2] [--ahead-days 2] [--out tests/fixtures/replay/world.jsonl.gz]
 */
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { createCatalogue } from '../src/server/feed/simulator/catalogue/index';
import type { Catalogue, LeagueDef } from '../src/server/feed/simulator/catalogue/types';
import { matchDurationMs } from '../src/server/feed/simulator/schedule';
import { createManualClock } from '../src/server/feed/simulator/sim-clock';
import { createSimulator } from '../src/server/feed/simulator/simulator';
import type { FeedUpdate } from '../src/server/feed/updates';
import { createLogger } from '../src/server/logger';

/** Simulated time between two ticks: the live simulator's pace at real speed. */
const TICK_MS = 1_000;

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: 'e2e' },
    at: { type: 'string', default: '2026-12-05T15:30:00Z' },
    minutes: { type: 'string', default: '0.5' },
    'history-days': { type: 'string', default: '2' },
    'ahead-days': { type: 'string', default: '2' },
    out: { type: 'string', default: 'tests/fixtures/replay/world.jsonl.gz' },
  },
});

/**
 * The leagues a browser test can reach by a tab (each tab's and the major ones) and, per sport,
 * the round-the-clock league with the longest matches (the fewest results), which has a match
 * in play whatever the season.
 */
function recordedLeagues(leagues: readonly LeagueDef[]): LeagueDef[] {
  const nonstop = new Map<number, LeagueDef>();
  for (const l of leagues) {
    if (l.calendar.rhythm.kind !== 'nonstop') continue;
    const current = nonstop.get(l.sportId);
    if (!current || matchDurationMs(l) > matchDurationMs(current)) nonstop.set(l.sportId, l);
  }
  const anchors = new Set(nonstop.values());
  return leagues.filter((l) => l.tab !== undefined || l.major || anchors.has(l));
}

function smallerWorld(catalogue: Catalogue): Catalogue {
  const leagues = recordedLeagues(catalogue.leagues);
  const teamIds = new Set(leagues.flatMap((l) => l.teamIds));
  return { ...catalogue, leagues, teams: catalogue.teams.filter((t) => teamIds.has(t.id)) };
}

/** Kick-offs kept, in epoch seconds. */
interface Window {
  since: number;
  until: number;
}

/**
 * The update when it falls in the window: results that kicked off since its start, fixtures up
 * to its end, and the prices of the fixtures kept (`dropped` remembers the others).
 */
function inWindow(update: FeedUpdate, window: Window, dropped: Set<number>): FeedUpdate | null {
  if (update.type === 'completed') {
    const matches = update.matches.filter((m) => m.fixture.time >= window.since);
    return matches.length > 0 ? { ...update, matches } : null;
  }
  if (update.type === 'fixture' && update.fixture.time > window.until) {
    dropped.add(update.fixture.id);
    return null;
  }
  return 'matchId' in update && dropped.has(update.matchId) ? null : update;
}

function option(name: 'minutes' | 'history-days' | 'ahead-days', max: number): number {
  const value = Number(values[name]);
  if (!(value > 0 && value <= max)) throw new Error(`--${name}: a number above 0, at most ${max}`);
  return value;
}

async function record(): Promise<void> {
  const start = Date.parse(values.at);
  if (!Number.isFinite(start)) throw new Error(`--at: not a date: ${values.at}`);
  const minutes = option('minutes', 240);
  const window: Window = {
    since: Math.floor(start / 1000) - option('history-days', 60) * 86_400,
    until: Math.floor(start / 1000) + option('ahead-days', 7) * 86_400,
  };
  const dropped = new Set<number>();
  const gzip = createGzip({ level: 9 });
  const written = new Promise<void>((resolve, reject) => {
    const file = createWriteStream(values.out);
    file.on('finish', resolve).on('error', reject);
    gzip.pipe(file);
  });
  let lines = 0;
  let results = 0;
  const sink = {
    push(updates: FeedUpdate[]) {
      for (const u of updates) {
        const kept = inWindow(u, window, dropped);
        if (!kept) continue;
        if (kept.type === 'completed') results += kept.matches.length;
        gzip.write(JSON.stringify(kept) + '\n');
        lines++;
      }
    },
  };
  const clock = createManualClock(start);
  const simulator = createSimulator({
    catalogue: smallerWorld(createCatalogue(values.seed)),
    seed: values.seed,
    clock,
    logger: createLogger('warn'),
    tickMs: 0,
  });
  await simulator.start(sink);
  await simulator.backfillDone();
  for (let t = 0; t < minutes * 60_000; t += TICK_MS) {
    clock.advance(TICK_MS);
    simulator.tick();
  }
  await simulator.stop();
  gzip.end();
  await written;
  console.log(`${values.out}: ${lines} updates, ${results} past matches, ${minutes} min of play`);
}

await record();
