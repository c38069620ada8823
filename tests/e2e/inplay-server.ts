/**
 * The built server with the simulator running fast (SIM_SPEED 10), for the in-play browser tests:
 * scores must change within seconds, not minutes. Playwright starts it once beside the main one
 * (playwright.config.ts, port E2E_FAST_PORT); every file that needs it shares it.
 */
import { until } from '../support/wait';

export interface FastServer {
  baseURL: string;
}

/** The number of matches in play at `url`, or 0 while it is not listening yet. */
async function matchesInPlay(url: string): Promise<number> {
  try {
    const res = await fetch(`${url}/api/inplay/all/count/betting/all`);
    return res.ok ? ((await res.json()) as { data: { total: number } }).data.total : 0;
  } catch {
    return 0;
  }
}

/** The shared fast server, once it has matches in play (Playwright stops it at the end). */
export async function startFastServer(): Promise<FastServer> {
  const port = process.env.E2E_FAST_PORT;
  if (!port)
    throw new Error('E2E_FAST_PORT is not set: run the browser tests with playwright test');
  const baseURL = `http://127.0.0.1:${port}`;
  // A fresh server seeds its matches in play first.
  await until(`matches in play at ${baseURL}`, () => matchesInPlay(baseURL), { timeoutMs: 60_000 });
  return { baseURL };
}
