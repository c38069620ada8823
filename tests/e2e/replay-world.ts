/**
 * The recorded world (tests/fixtures/replay/world.jsonl.gz) as the third browser-test server
 * serves it: played at once and moved to the present, so every run reads the same matches,
 * results and prices, whatever the machine's load. Playwright starts it beside the others
 * (playwright.config.ts, port E2E_REPLAY_PORT).
 */
import { expect } from '@playwright/test';

interface Health {
  feed: { status: string; live: number };
}

/** A Seoul calendar day, `offset` days from today. */
export function seoulDay(offset = 0): string {
  return new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

async function storedResults(baseURL: string): Promise<number> {
  const day = seoulDay(-1);
  const res = await fetch(`${baseURL}/api/result/soccer?rows=1&date_from=${day}&date_to=${day}`);
  return ((await res.json()) as { count: { total: number } }).count.total;
}

/** The replay server's address (`test.use({ baseURL: replayURL() })` moves a file onto it). */
export function replayURL(): string {
  const port = process.env.E2E_REPLAY_PORT;
  if (!port)
    throw new Error('E2E_REPLAY_PORT is not set: run the browser tests with playwright test');
  return `http://127.0.0.1:${port}`;
}

/** The replay server's address, once the whole recording is stored (a few seconds after start). */
export async function replayWorld(): Promise<string> {
  const baseURL = replayURL();
  // The replay's provider reads `stopped` once it has pushed the last update; the results are
  // written a moment later.
  await expect
    .poll(
      async () => {
        const health = (await (await fetch(`${baseURL}/api/health`)).json()) as Health;
        return health.feed.status === 'stopped' && health.feed.live > 0;
      },
      { message: 'the recorded world is played in', timeout: 30_000 },
    )
    .toBe(true);
  await expect
    .poll(() => storedResults(baseURL), { message: "yesterday's results are stored" })
    .toBeGreaterThan(20);
  return baseURL;
}
