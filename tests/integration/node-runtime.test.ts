/**
 * The scripts started by a Node older than `engines` accepts (README "Run it"): they switch to a
 * fetched Node, say so in one line, pass the exit code and signals through, and stop with one
 * line naming what to do when they cannot (unwritable cache, unreachable registry), never a
 * stack trace. A half-downloaded cache is replaced.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { provisionedLayout } from '../../scripts/node-runtime.mjs';
import { oldNode, shellWith } from '../support/old-node';
import { ROOT } from './helpers/boot';

const RUN = path.join(ROOT, 'scripts', 'run.mjs');

interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function runOld(args: string[], extra: Record<string, string> = {}) {
  const child = spawn(oldNode().binary, [RUN, ...args], {
    cwd: ROOT,
    env: shellWith(oldNode().binary, extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const finished = new Promise<Finished>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, finished, stdout: () => stdout };
}

const lines = (text: string) => text.split('\n').filter(Boolean);
const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'live-score-runtime-'));
/** npm pointed at a registry that refuses connections, with an empty cache and no retries. */
const NO_REGISTRY = {
  npm_config_registry: 'http://127.0.0.1:9/',
  npm_config_fetch_retries: '0',
  npm_config_cache: '',
};

describe('scripts under an older Node', () => {
  beforeAll(async () => {
    // The first run may fetch Node into the user's cache; later runs only switch.
    const first = await runOld(['node', '--version']).finished;
    expect(first.code, first.stderr).toBe(0);
  }, 300_000);

  it('run the command under the fetched Node and say so in one line', async () => {
    const result = await runOld(['node', '-p', 'process.versions.node']).finished;
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toMatch(/^(2[4-9]|[3-9]\d)\.\d+\.\d+$/);
    expect(lines(result.stderr)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^live-score: Node ${oldNode().version.split('.').slice(0, 2).join('\\.')} is older than 22\\.12: using Node ${result.stdout.trim().replace(/\./g, '\\.')} from `,
        ),
      ),
    ]);
  });

  it.each([0, 3, 7])('pass exit code %d through', async (code) => {
    const result = await runOld(['node', '-e', `process.exit(${code})`]).finished;
    expect(result.code).toBe(code);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'pass %s to the command and its exit code back',
    async (signal) => {
      const run = runOld([
        'node',
        '-e',
        `process.on('${signal}', () => { console.log('got ${signal}'); process.exit(5); });
       setInterval(() => {}, 1000); console.log('ready');`,
      ]);
      await expect.poll(run.stdout, { timeout: 20_000 }).toContain('ready');
      run.child.kill(signal);
      const result = await run.finished;
      expect(result.stdout).toContain(`got ${signal}`);
      expect(result.code).toBe(5);
    },
  );

  it('die of the signal that killed the command', async () => {
    const result = await runOld(['node', '-e', "process.kill(process.pid, 'SIGKILL')"]).finished;
    expect(result.signal).toBe('SIGKILL');
  });

  it('replace a half-downloaded Node in the cache', async () => {
    const cache = tmp();
    const layout = provisionedLayout(cache);
    mkdirSync(path.dirname(layout.binary), { recursive: true });
    writeFileSync(layout.binary, 'the first megabytes of a binary');
    const result = await runOld(['node', '--version'], { LIVE_SCORE_NODE_CACHE: cache }).finished;
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /installing Node 24 from the npm registry into .* \(the cached copy held an unfinished download\)/,
    );
    expect(result.stderr).toMatch(/using Node 24\.\d+\.\d+ from /);
  }, 300_000);

  it('stop with one line and exit 1 when the registry cannot be reached', async () => {
    const cache = tmp();
    const result = await runOld(['node', '--version'], {
      ...NO_REGISTRY,
      npm_config_cache: path.join(cache, 'npm'),
      LIVE_SCORE_NODE_CACHE: path.join(cache, 'node'),
    }).finished;
    expect(result.code).toBe(1);
    const [installing, failure, ...rest] = lines(result.stderr);
    expect(installing).toMatch(
      /^live-score: Node 20\.\d+ is older than 22\.12: installing Node 24/,
    );
    expect(failure).toMatch(
      /^live-score: could not fetch Node 24 from the npm registry \(.*ECONNREFUSED.*\): install Node 22\.12 or newer yourself \(https:\/\/nodejs\.org\), or run again where npm reaches its registry$/,
    );
    expect(rest).toEqual([]);
  }, 60_000);

  it('stop with one line and exit 1 when the cache folder cannot be written', async () => {
    const blocker = path.join(tmp(), 'a-file');
    writeFileSync(blocker, '');
    const result = await runOld(['node', '--version'], {
      LIVE_SCORE_NODE_CACHE: path.join(blocker, 'node'),
    }).finished;
    expect(result.code).toBe(1);
    expect(lines(result.stderr).at(-1)).toMatch(
      /^live-score: cannot write the Node cache folder .*a-file\/node \(ENOTDIR\): make it writable, set LIVE_SCORE_NODE_CACHE to a writable folder, or install Node 24 yourself/,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
