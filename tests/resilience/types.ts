/**
 * @module resilience/types
 * The contract between the resilience runner and its parts: what a part receives (the server it
 * attacks, its deadline) and what it hands back (budgets, each able to fail, and notes).
 */
import type { TestServer } from './server';

/** One budget: what was measured against its limit. `met` is computed, never written in. */
export interface Budget {
  what: string;
  limit: number | string;
  measured: number | string;
  met: boolean;
}

export interface PartResult {
  name: string;
  budgets: Budget[];
  /** Figures behind the budgets (counts, samples, examples of failures). */
  figures?: Record<string, unknown>;
  notes: string[];
}

/** What the server of a part must be started with. */
export interface ServerNeeds {
  /** Extra environment of the server (e.g. TRUSTED_PROXIES, JWT_SECRET). */
  env?: Record<string, string>;
  /** Preload the test-only heap probe (heap-probe.ts): `server.memory()` then answers. */
  heapProbe?: boolean;
  /** Feed the server from a pipe the part writes (feed-pipe.ts) instead of the simulator. */
  feedPipe?: boolean;
}

export interface PartContext {
  quick: boolean;
  /** The project's root directory. */
  root: string;
  /** The running server started for this part (fresh DATA_DIR); unusable with `server: 'none'`. */
  server: TestServer;
  /** `server.url` without a trailing slash, e.g. http://127.0.0.1:40123 */
  baseUrl: string;
  /** Aborted when the part's deadline passes: loops check it and stop. */
  signal: AbortSignal;
  /** Epoch ms after which the part must wrap up. */
  deadline: number;
  log(...parts: unknown[]): void;
}

export interface Part {
  name: string;
  /** What the part checks, one line (printed and kept in the JSON). */
  summary: string;
  /**
   * Longest the part may run, seconds, for the quick and the full run: a limit for a part that
   * hangs, set at two to three times its run on an idle machine so that a loaded machine (the
   * suite beside other work) still passes; how long it did take is in the report.
   */
  timeLimitSeconds: { quick: number; full: number };
  /**
   * What the runner's server must be started with, or `none` for a part that starts its own
   * processes (the runner's server would only take CPU from them).
   */
  server?: ServerNeeds | 'none';
  run(context: PartContext): Promise<PartResult>;
}
