/**
 * @module resilience/cluster/probes
 * What the outage parts measure while they break things: `/api/health` of each node sampled
 * over time, and a registration write load whose acknowledged writes (answered 201) are kept,
 * so the part can look for each of them afterwards.
 */
import { randomBytes } from 'node:crypto';
import { sleep } from '../stats';

export interface HealthSample {
  node: string;
  /** Epoch ms when the call was sent. */
  at: number;
  /** HTTP status, or 0 when no answer came (refused, timed out). */
  status: number;
  /** `status` of the report, `db.ok`, feed status, or the failure. */
  said: string;
  ms: number;
}

/** One health call. */
export async function healthOf(node: string, url: string, timeoutMs = 3_000) {
  const at = Date.now();
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let said = text.slice(0, 80);
    try {
      const r = JSON.parse(text) as {
        status?: string;
        db?: { ok?: boolean };
        feed?: { status?: string };
        bus?: { connected?: boolean };
      };
      said = `${r.status} db=${r.db?.ok} feed=${r.feed?.status} bus=${r.bus?.connected ?? '-'}`;
    } catch {
      // Not JSON: the start of the text says what it was.
    }
    return { node, at, status: res.status, said, ms: performance.now() - started };
  } catch (error) {
    const said = (error as Error).name === 'TimeoutError' ? 'timeout' : 'no answer';
    return { node, at, status: 0, said, ms: performance.now() - started };
  }
}

/**
 * Samples each node's health every `everyMs` until stopped.
 * @example const h = recordHealth([{ name: 'web1', url }], 250); …; const samples = await h.stop();
 */
export function recordHealth(nodes: { name: string; url: string }[], everyMs: number) {
  const samples: HealthSample[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const round = await Promise.all(nodes.map((n) => healthOf(n.name, n.url)));
      samples.push(...round);
      await sleep(everyMs);
    }
  })();
  return {
    samples,
    async stop(): Promise<HealthSample[]> {
      stopped = true;
      await loop;
      return samples;
    },
  };
}

export interface Registration {
  username: string;
  /** Epoch ms sent and answered. */
  sent: number;
  ms: number;
  status: number;
  /** Error code of a JSON error answer, or the failure (no answer, timeout). */
  code: string;
}

/** A different client address per request (TRUSTED_PROXIES=1), so the register limit never applies. */
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** One registration with a new username. */
export async function registerOnce(url: string, timeoutMs: number): Promise<Registration> {
  const username = `r${randomBytes(6).toString('hex')}`;
  const sent = Date.now();
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({
        username,
        password: `Pw-${randomBytes(6).toString('hex')}-x`,
        nickname: `n${username}`,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
    const code = body?.error?.code ?? (body ? '' : 'not JSON');
    return { username, sent, ms: performance.now() - started, status: res.status, code };
  } catch (error) {
    const code = (error as Error).name === 'TimeoutError' ? 'timeout' : 'no answer';
    return { username, sent, ms: performance.now() - started, status: 0, code };
  }
}

/**
 * `concurrency` loops of registrations until stopped; a loop whose call failed at once pauses a
 * little, so a dead server is not hammered in a tight loop.
 * @example const load = registrationLoad(url, 3); …; const done = await load.stop();
 */
export function registrationLoad(url: string, concurrency: number, timeoutMs = 15_000) {
  const done: Registration[] = [];
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      const r = await registerOnce(url, timeoutMs);
      done.push(r);
      if (r.status === 0 || r.status >= 500) await sleep(100);
    }
  };
  const loops = Array.from({ length: concurrency }, worker);
  return {
    done,
    acknowledged: () => done.filter((r) => r.status === 201),
    async stop(): Promise<Registration[]> {
      stopped = true;
      await Promise.all(loops);
      return done;
    },
  };
}
