/**
 * The recorded world (tests/fixtures/replay/world.jsonl.gz) the browser tests' main server plays
 * at once and moves to the present, so every run reads the same matches, results and prices,
 * whatever the machine's load. Playwright runs this file's default export once the servers are
 * up (playwright.config.ts `globalSetup`): no test starts before the world is stored.
 */
import { until } from '../support/wait';

interface Health {
  feed: { status: string; live: number };
}

/** A Seoul calendar day, `offset` days from today, `YYYY-MM-DD` (the lists' days are Seoul days). */
export function seoulDay(offset = 0): string {
  return new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

async function read<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** The replay has pushed its last update (its provider then reads `stopped`) with matches live. */
async function played(baseURL: string): Promise<boolean> {
  const health = await read<Health>(`${baseURL}/api/health`);
  return health.feed.status === 'stopped' && health.feed.live > 0;
}

/** Yesterday's results are written (a moment after the replay has pushed them). */
async function stored(baseURL: string): Promise<boolean> {
  const day = seoulDay(-1);
  const url = `${baseURL}/api/result/all?rows=1&date_from=${day}&date_to=${day}`;
  return (await read<{ count: { total: number } }>(url)).count.total > 100;
}

export default async function recordedWorld(): Promise<void> {
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const limit = { timeoutMs: 60_000, intervalMs: 200 };
  await until('the recording is played in', () => played(baseURL), limit);
  await until("yesterday's results are stored", () => stored(baseURL), limit);
}
