/**
 * The built server as an operator runs it: bad configuration exits 1 naming the variable, and
 * SIGTERM stops it within 10 s with exit code 0.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from './helpers/boot';

const MAIN = path.join(DIST, 'main.mjs');

function run(env: Record<string, string>) {
  if (!existsSync(MAIN))
    throw new Error('No dist/main.mjs: run `npm run build` (npm test does it first).');
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: 'pipe',
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('process lifecycle', () => {
  it.each([
    ['PORT', 'abc'],
    ['ROLE', 'everything'],
    ['DATABASE_URL', 'mysql://x'],
  ])('%s=%s exits 1 with a message naming it', async (name, value) => {
    const proc = run({ [name]: value, DATA_DIR: os.tmpdir() });
    expect(await proc.exited).toBe(1);
    expect(proc.output().stderr).toContain(`${name}=${JSON.stringify(value)}: expected`);
  });

  it('exits 1 with a clear message when PostgreSQL cannot be reached', async () => {
    const proc = run({
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      DATA_DIR: os.tmpdir(),
      PORT: '0',
    });
    expect(await proc.exited).toBe(1);
    expect(proc.output().stderr).toMatch(
      /Cannot connect to PostgreSQL at postgres:\/\/nobody@127\.0\.0\.1:1\/none/,
    );
  });

  it('serves, then stops on SIGTERM within 10 s with exit code 0', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-proc-'));
    const proc = run({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no listening line: ${proc.output().stdout}`)),
          // A guard, not a timing: the first start writes the whole catalogue.
          45_000,
        );
        proc.child.stdout.on('data', () => {
          const match = /"url":"(http:\/\/[^"]+)"/.exec(proc.output().stdout);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        });
      });
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      // An open keep-alive connection and a socket must not hold the shutdown up.
      const { io } = await import('socket.io-client');
      const socket = io(url, { transports: ['websocket'], reconnection: false });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const started = Date.now();
      proc.child.kill('SIGTERM');
      expect(await proc.exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(proc.output().stdout).toContain('"msg":"stopped"');
      socket.disconnect();
    } finally {
      proc.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
