/**
 * @module startup/announce-ready
 * Prints the URL once the server has answered its own first request (the in-play page, or the
 * health call on an ingest node), with the time since the command started (`npm start` sets
 * LIVE_SCORE_STARTED_AT before it fetches Node or builds; `main` hands it over).
 */
import type { Config } from '../config';

interface Served {
  url: string;
  port: number;
}

/** The address this process can reach itself at: loopback when it listens on every interface. */
export function selfUrl(config: Pick<Config, 'HOST'>, port: number): string {
  const host = ['0.0.0.0', '::', '[::]'].includes(config.HOST)
    ? '127.0.0.1'
    : config.HOST.includes(':')
      ? `[${config.HOST}]`
      : config.HOST;
  return `http://${host}:${port}`;
}

/** Milliseconds since `npm start` began (`startedAt`, epoch ms as text), or since this process did. */
export function sinceStart(startedAt: string | undefined, now: number, uptimeMs: number): number {
  const at = Number(startedAt);
  return startedAt !== undefined && Number.isFinite(at) && at > 0 && at <= now
    ? now - at
    : uptimeMs;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function announceReady(
  served: Served,
  config: Pick<Config, 'HOST' | 'ROLE'>,
  progress: (line: string) => void,
  startedAt?: string,
): Promise<void> {
  const first = config.ROLE === 'ingest' ? '/api/health' : '/';
  const asked = Date.now();
  let answer: string;
  try {
    const response = await fetch(`${selfUrl(config, served.port)}${first}`, {
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    answer = `${first === '/' ? 'the first page' : 'health'} answered ${response.status} in ${seconds(Date.now() - asked)}`;
  } catch (error) {
    answer = `it did not answer its own first request yet: ${(error as Error).message}`;
  }
  const total = seconds(sinceStart(startedAt, Date.now(), process.uptime() * 1000));
  progress(`serving ${served.url}/ (${answer}; ${total} after start)`);
}
