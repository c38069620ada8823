/**
 * The built server with the simulator running fast (SIM_SPEED 10), for the in-play browser tests:
 * scores must change within seconds, not minutes. Playwright starts it once beside the main one
 * (playwright.config.ts, port E2E_FAST_PORT); every file that needs it shares it.
 */
export interface FastServer {
  baseURL: string;
}

/** Waits until the simulated world has matches in play (a fresh server seeds them first). */
async function waitForMatches(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${url}/api/inplay/all/count/betting/all`);
      if (res.ok) {
        const body = (await res.json()) as { data: { total: number } };
        if (body.data.total > 0) return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} has no match in play after ${timeoutMs} ms`);
}

/** The shared fast server, once it has matches in play (Playwright stops it at the end). */
export async function startFastServer(): Promise<FastServer> {
  const port = process.env.E2E_FAST_PORT;
  if (!port)
    throw new Error('E2E_FAST_PORT is not set: run the browser tests with playwright test');
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForMatches(baseURL, 60_000);
  return { baseURL };
}
