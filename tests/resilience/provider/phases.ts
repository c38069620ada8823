/**
 * @module resilience/provider/phases
 * The provider-faults timeline: healthy play, each misleading answer in turn, each failing
 * answer in turn, then healthy again; every phase with its window, so health samples and
 * requests can be sorted into the phase they fell in.
 */
import { sleep } from '../stats';
import { FAILING, MISLEADING, type Fault, type FaultyBetsApi } from './fault-api';

export interface Phase {
  fault: Fault;
  from: number;
  to: number;
  /** Requests the stand-in received in the phase. */
  requests: number;
}

export interface Durations {
  healthyMs: number;
  /** Each misleading fault, and each failing one after the first. */
  faultMs: number;
  /** The first failing fault: long enough for the failures that mark data stale on its own. */
  firstFailingMs: number;
}

/**
 * Runs every fault once, back to back, between two healthy spells; resolves to the phases run
 * (the final healthy one is left open: the part measures recovery in it).
 * @example const phases = await runPhases(api, durations, signal);
 */
export async function runPhases(
  api: FaultyBetsApi,
  durations: Durations,
  signal: AbortSignal,
  log: (...parts: unknown[]) => void,
): Promise<Phase[]> {
  const plan: { fault: Fault; ms: number }[] = [
    { fault: 'none', ms: durations.healthyMs },
    ...MISLEADING.map((fault) => ({ fault, ms: durations.faultMs })),
    ...FAILING.map((fault, i) => ({
      fault,
      ms: i === 0 ? durations.firstFailingMs : durations.faultMs,
    })),
  ];
  const phases: Phase[] = [];
  for (const step of plan) {
    if (signal.aborted) break;
    api.setFault(step.fault);
    const from = Date.now();
    log(`phase ${step.fault} for ${step.ms / 1000} s`);
    await sleep(step.ms, signal);
    const to = Date.now();
    phases.push({ fault: step.fault, from, to, requests: api.requestsBetween(from, to) });
  }
  api.setFault('none');
  return phases;
}

export const isFailing = (fault: Fault) => (FAILING as readonly string[]).includes(fault);
export const isMisleading = (fault: Fault) => (MISLEADING as readonly string[]).includes(fault);
