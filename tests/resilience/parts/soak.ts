/**
 * @module resilience/parts/soak
 * Soak: waves of connects and disconnects on `/inplay`, then a long broadcast
 * at 100 updates a second to connected clients. Memory must come back to the baseline after
 * every wave and must not trend upwards during the broadcast; the clients must keep receiving.
 * The server is fed through a pipe (feed-pipe.ts) and read by a test-only heap probe.
 */
import { FEED_LAG_MS } from '../feed-pipe';
import type { MemoryReading } from '../heap-probe';
import { startBroadcast } from '../soak/broadcaster';
import { startClients } from '../soak/clients';
import { createFeedScript } from '../soak/feed-script';
import { broadcastSoak, settledReading, warmUp, wave, type Soak } from '../soak/phases';
import { afterSoakBudgets, soakBudgets, waveBudgets } from '../soak/soak-budgets';
import type { Part, PartContext, PartResult } from '../types';

/** Minutes of the full run's broadcast; `SOAK_MINUTES=3 npm run test:resilience` shortens it. */
const SOAK_MINUTES = Number(process.env.SOAK_MINUTES) > 0 ? Number(process.env.SOAK_MINUTES) : 30;
const RATE = 100;
/** Updates a second while the waves run: frames reach the wave's clients, cheaply. */
const TRICKLE = 2;

const SIZES = {
  quick: {
    warm: { clients: 300, seconds: 3 },
    waves: 3,
    waveClients: 1_500,
    settleS: 2,
    soak: { clients: 500, seconds: 10, everyS: 2, warmupS: 3 },
  },
  full: {
    warm: { clients: 500, seconds: 10 },
    waves: 3,
    waveClients: 10_000,
    settleS: 10,
    soak: {
      clients: 1_000,
      seconds: SOAK_MINUTES * 60,
      everyS: 10,
      // The first tenth (at most 2 minutes) fills what a broadcast keeps at its steady size.
      warmupS: Math.min(120, SOAK_MINUTES * 6),
    },
  },
};
export type SoakSizes = (typeof SIZES)['full'];

/** The matches in play; their rows are all the live state holds. */
const MATCHES = 200;

async function run(ctx: PartContext): Promise<PartResult> {
  const sizes = ctx.quick ? SIZES.quick : SIZES.full;
  const feed = ctx.server.feed;
  if (!feed) throw new Error('the soak needs a server fed through a pipe (ServerNeeds.feedPipe)');
  await feed.opened;
  const script = createFeedScript(MATCHES);
  await feed.write(script.opening());
  const broadcast = startBroadcast(feed, script, TRICKLE);
  const clients = await startClients(ctx.root, ctx.baseUrl, script.bet365Ids);
  const s: Soak = {
    server: ctx.server,
    clients,
    broadcast,
    signal: ctx.signal,
    deadline: ctx.deadline,
    log: (...parts) => ctx.log(...parts),
  };
  try {
    const idle = await s.server.memory();
    await warmUp(s, { ...sizes.warm, rate: RATE, trickle: TRICKLE });
    const baseline = await settledReading(s, sizes.settleS, idle.tcp);
    ctx.log(`baseline: heap ${baseline.heapUsedMb} MB, RSS ${baseline.rssMb} MB`);
    const waves = [];
    for (let i = 1; i <= sizes.waves && !ctx.signal.aborted; i++) {
      waves.push(
        await wave(s, i, sizes.waveClients, { seconds: sizes.settleS, idleTcp: baseline.tcp }),
      );
    }
    const soak = await broadcastSoak(s, {
      ...sizes.soak,
      rate: RATE,
      trickle: TRICKLE,
      // What follows the broadcast: its last frames, the disconnect and a settled reading.
      reserveS: sizes.settleS + 6,
    });
    const after = await settledReading(s, sizes.settleS, baseline.tcp);
    ctx.log(`after the soak: heap ${after.heapUsedMb} MB, RSS ${after.rssMb} MB`);
    const failed = broadcast.failure();
    if (failed) throw failed;
    return result(ctx, sizes, { baseline, waves, soak, after });
  } finally {
    await broadcast.stop();
    await clients.stop();
  }
}

function result(
  ctx: PartContext,
  sizes: SoakSizes,
  r: {
    baseline: MemoryReading;
    waves: Awaited<ReturnType<typeof wave>>[];
    soak: Awaited<ReturnType<typeof broadcastSoak>>;
    after: MemoryReading;
  },
): PartResult {
  return {
    name: 'soak',
    budgets: [
      ...waveBudgets(r.baseline, r.waves, sizes.waves, sizes.waveClients),
      ...soakBudgets(r.baseline, r.soak, { ...sizes.soak, rate: RATE }),
      ...afterSoakBudgets(r.baseline, r.after),
    ],
    figures: {
      sizes,
      rate: RATE,
      trickle: TRICKLE,
      matches: MATCHES,
      baseline: r.baseline,
      waves: r.waves,
      soak: { ...r.soak, readings: undefined, heap: undefined, rss: undefined },
      samples: r.soak.readings.map((m) => ({
        t: Math.round((m.at - r.soak.readings[0]!.at) / 100) / 10,
        heapUsedMb: m.heapUsedMb,
        rssMb: m.rssMb,
        externalMb: m.externalMb,
        resources: m.resources,
      })),
      afterSoak: r.after,
    },
    notes: [
      'Memory: process.memoryUsage() of the server after two forced full, memory-reducing collections (a probe preloaded only into the test server, answering over an IPC channel the production server never has: tests/resilience/heap-probe.ts); the server runs with the heap flags and allocator settings of `npm start`.',
      `Baseline: after a warm-up of two rounds of ${sizes.warm.clients} clients and ${RATE} updates/s, then once the server closed every connection and ${sizes.settleS} s passed; each wave's reading is taken the same way.`,
      `Growth budget: the least-squares line through the heap (and RSS) samples after the first ${sizes.soak.warmupS} s, times the soak's length, must stay under 10 % of the baseline.`,
      `Feed: ${MATCHES} matches in play through the real ingest (FEED=replay reading a named pipe), ${RATE} updates/s during the soak (7 in 10 score snapshots, the rest main-market prices), ${TRICKLE}/s during the waves; each line is pushed ${FEED_LAG_MS} ms after it is written.`,
      `The full run broadcasts for SOAK_MINUTES minutes (30 by default; now ${SOAK_MINUTES}): SOAK_MINUTES=3 npm run test:resilience -- --only soak. The quick run broadcasts for ${SIZES.quick.soak.seconds} s; on a machine too slow for the part's time limit the broadcast ends early enough for the part to finish in time, sampled as often for its length (its length measured is in the figures and in the written-rate budget).`,
      'Clients: raw socket.io clients in a process of their own (tests/resilience/soak/clients-main.ts), every fourth one also following a match (its details room; its frames are checked as a chain of their own); half of each disconnect is polite, half a cut connection.',
    ],
  };
}

export const soak: Part = {
  name: 'soak',
  summary: `${SIZES.full.waves} waves of connects and disconnects, then broadcast at ${RATE} updates/s: memory back to the baseline, no growth trend`,
  // The quick run takes about 30 s on an idle machine; the limit leaves a machine at load 8 room
  // for its waves, so that the broadcast keeps its planned length rather than shrinking to nothing.
  timeLimitSeconds: { quick: 90, full: SOAK_MINUTES * 60 + 300 },
  server: { heapProbe: true, feedPipe: true },
  run,
};
