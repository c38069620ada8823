/**
 * @module resilience/soak/soak-budgets
 * The soak's budgets: memory back within 10 % of the baseline after each wave, no growth trend
 * over the broadcast, and clients that kept receiving every frame.
 */
import type { MemoryReading } from '../heap-probe';
import { atLeast, atMost, equals, round } from '../stats';
import type { Budget } from '../types';
import type { BroadcastResult, WaveResult } from './phases';
import { trend } from './trend';

/** Memory may differ from the baseline by this share after a wave, or grow over the soak. */
const MEMORY_SHARE = 0.1;
/** Frames a second every client must get at least: the merge window stretches to 200 ms. */
const MIN_FRAMES_PER_S = 4;
/** Fewer samples than this make no line worth the name (two points always fit exactly). */
const MIN_FITTED = 3;

const pct = (value: number, base: number) => round(((value - base) / base) * 100);

/** Heap and RSS of `reading` within 10 % of the baseline's, named by `when`. */
function backToBaseline(baseline: MemoryReading, reading: MemoryReading, when: string): Budget[] {
  return [
    atMost(
      `${when}: heap used after settling, MB (baseline ${baseline.heapUsedMb} + 10 %; ${pct(reading.heapUsedMb, baseline.heapUsedMb)} %)`,
      round(baseline.heapUsedMb * (1 + MEMORY_SHARE)),
      reading.heapUsedMb,
    ),
    atMost(
      `${when}: RSS after settling, MB (baseline ${baseline.rssMb} + 10 %; ${pct(reading.rssMb, baseline.rssMb)} %)`,
      round(baseline.rssMb * (1 + MEMORY_SHARE)),
      reading.rssMb,
    ),
  ];
}

export function waveBudgets(
  baseline: MemoryReading,
  waves: WaveResult[],
  planned: number,
  clients: number,
): Budget[] {
  return [
    atLeast('waves run', planned, waves.length),
    ...waves.flatMap((w) => [
      atLeast(`wave ${w.wave}: clients connected at once`, clients, w.connected),
      ...backToBaseline(baseline, w.reading, `wave ${w.wave}`),
    ]),
  ];
}

/** After the broadcast, its clients gone: back to the baseline as after a wave. */
export function afterSoakBudgets(baseline: MemoryReading, after: MemoryReading): Budget[] {
  return backToBaseline(baseline, after, 'after the soak');
}

export function soakBudgets(
  baseline: MemoryReading,
  soak: BroadcastResult,
  sizes: { clients: number; seconds: number; warmupS: number; rate: number },
): Budget[] {
  const options = { warmupS: soak.warmupS, soakS: sizes.seconds };
  const heap = trend(soak.heap, { ...options, baseline: baseline.heapUsedMb });
  const rss = trend(soak.rss, { ...options, baseline: baseline.rssMb });
  const { stats } = soak;
  const caughtUp = stats.minSeq === soak.seqAfter && stats.maxSeq === soak.seqAfter;
  return [
    atLeast('soak: clients connected during the broadcast', sizes.clients, soak.clients),
    atLeast(
      `soak: updates written a second (${soak.written} in ${round(soak.seconds)} s)`,
      sizes.rate * 0.95,
      round(soak.written / soak.seconds),
    ),
    atLeast(
      `soak: memory samples after ${round(soak.warmupS, 1)} s the trend is fitted to`,
      MIN_FITTED,
      heap.fitted,
    ),
    atMost(
      `soak: heap growth projected over ${sizes.seconds} s by the trend after ${round(soak.warmupS, 1)} s, % of the baseline (${round(heap.slopePerMinute, 3)} MB/min over ${heap.fitted} samples)`,
      MEMORY_SHARE * 100,
      round(heap.projectedPercent, 2),
    ),
    atMost(
      `soak: RSS growth projected over ${sizes.seconds} s by the trend after ${round(soak.warmupS, 1)} s, % of the baseline (${round(rss.slopePerMinute, 3)} MB/min over ${rss.fitted} samples)`,
      MEMORY_SHARE * 100,
      round(rss.projectedPercent, 2),
    ),
    atLeast(
      'soak: frames a second of the client that got fewest',
      MIN_FRAMES_PER_S,
      round(stats.minFrames / soak.seconds),
    ),
    atMost('soak: frames that did not follow on from the previous one (seq gaps)', 0, stats.gaps),
    atMost('soak: clients disconnected by the server', 0, stats.dropped),
    equals(
      `soak: every client ends at the live state's seq (${soak.seqAfter}; clients ${stats.minSeq}–${stats.maxSeq})`,
      'yes',
      caughtUp ? 'yes' : 'no',
    ),
  ];
}
