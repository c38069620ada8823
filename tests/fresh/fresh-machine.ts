/**
 * The README's commands on a fresh clone, as a new user runs them on a machine whose Node is
 * older than the project needs (README "Run it"): `npm install`, `npm start` (which fetches a
 * supported Node, builds, migrates and serves), a restart, and one browser test through
 * `npm run`. The working tree's uncommitted changes are laid over the clone, so what is tested
 * is what is on disk. Timings go to bench-results/first-run-<variant>.json for docs/benchmarks.md.
 *
 * - `full`: empty npm and Node caches, as on a machine that never ran the project.
 * - `quick` (part of `npm test`): the machine's npm cache (`--prefer-offline`) and Node cache.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { oldNode, shellWith } from '../support/old-node';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type Variant = 'quick' | 'full';

/** A clone of the repository with the working tree's changes (edits, new and deleted files). */
function cloneWorkingTree(target: string): number {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, target]);
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--modified', '--others', '--exclude-standard'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const changed = [...new Set(listed.split('\0').filter(Boolean))];
  for (const file of changed) {
    const from = path.join(ROOT, file);
    const to = path.join(target, file);
    if (existsSync(from)) {
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(from, to);
    } else {
      rmSync(to, { force: true });
    }
  }
  return changed.length;
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs npm as the user would, in its own process group (a terminal's Ctrl-C reaches them all). */
function npm(args: string[], cwd: string, env: NodeJS.ProcessEnv): Run {
  const child = spawn('npm', args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

const SERVING = /live-score: serving (http:\/\/\S+)\/ \(/;

/** `npm start` until it says where it serves; returns the URL and the milliseconds it took. */
async function start(
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<Run & { url: string; ms: number }> {
  const started = Date.now();
  const run = npm(['start'], cwd, env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = SERVING.exec(run.output());
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 100);
    void run.exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`npm start exited ${code} before serving:\n${run.output()}`));
    });
  });
  return { ...run, url, ms: Date.now() - started };
}

/**
 * Ctrl-C in the terminal: SIGINT to the whole process group. The server stops gracefully (its
 * "stopped" log line) and nothing of the group is left within 10 s. npm itself dies of the
 * signal, as it does in a terminal.
 */
async function interrupt(run: Run): Promise<void> {
  process.kill(-run.child.pid!, 'SIGINT');
  await run.exited;
  await expect
    .poll(
      () => {
        try {
          process.kill(-run.child.pid!, 0);
          return 'running';
        } catch {
          return 'gone';
        }
      },
      { timeout: 10_000 },
    )
    .toBe('gone');
  expect(run.output()).toContain('"msg":"stopped"');
}

export function freshMachineSuite(variant: Variant): void {
  describe(`the README's commands on a fresh clone under an older Node (${variant})`, () => {
    const work = mkdtempSync(path.join(os.tmpdir(), `live-score-fresh-${variant}-`));
    const app = path.join(work, 'app');
    const old = oldNode();
    const env = shellWith(old.binary, {
      npm_config_update_notifier: 'false',
      ...(variant === 'full'
        ? {
            npm_config_cache: path.join(work, 'npm-cache'),
            LIVE_SCORE_NODE_CACHE: path.join(work, 'node-cache'),
          }
        : {}),
    });
    const results: Record<string, unknown> = {
      variant,
      oldNode: old.version,
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    };
    let port = 0;

    beforeAll(async () => {
      results.overlaidFiles = cloneWorkingTree(app);
      port = await freePort();
      env.PORT = String(port);
    });

    afterAll(() => {
      const out = path.join(ROOT, 'bench-results', `first-run-${variant}.json`);
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(
        out,
        `${JSON.stringify({ ...results, at: new Date().toISOString() }, null, 2)}\n`,
      );
      rmSync(work, { recursive: true, force: true });
    });

    it('npm install succeeds with the old Node first on PATH', async () => {
      expect(execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim()).toBe(
        `v${old.version}`,
      );
      const started = Date.now();
      const args = [
        'install',
        '--no-audit',
        '--no-fund',
        ...(variant === 'quick' ? ['--prefer-offline'] : []),
      ];
      const run = npm(args, app, env);
      const code = await run.exited;
      expect(code, run.output()).toBe(0);
      results.npmInstallMs = Date.now() - started;
    }, 600_000);

    it('npm start fetches a supported Node, builds, migrates and serves / and /api/health', async () => {
      const run = await start(app, env);
      try {
        const out = run.output();
        expect(out).toMatch(
          /live-score: Node \d+\.\d+ is older than 22\.12: using Node 24\.\d+\.\d+ from /,
        );
        if (variant === 'full') expect(out).toMatch(/installing Node 24 from the npm registry/);
        expect(out).toMatch(/live-score: building the pages and the server/);
        expect(out).toMatch(/live-score: migrating the database \(SQLite, /);
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(health.status).toBe(200);
        const body = (await health.json()) as { status: string; role: string };
        expect(body).toMatchObject({ status: 'ok', role: 'all' });
        const page = await fetch(`http://127.0.0.1:${port}/`);
        expect(page.status).toBe(200);
        expect(await page.text()).toMatch(/<html lang="ko"/);
        results.firstStartToPageMs = run.ms;
        results.firstStartLines = out.split('\n').filter((line) => line.startsWith('live-score: '));
      } finally {
        await interrupt(run);
      }
    }, 600_000);

    it('a restart serves without building again', async () => {
      const run = await start(app, env);
      try {
        expect(run.output()).not.toMatch(/building the pages/);
        expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
        results.restartToPageMs = run.ms;
      } finally {
        await interrupt(run);
      }
    }, 300_000);

    it('a browser test runs through npm run', async () => {
      const e2ePort = await freePort();
      const e2eFastPort = await freePort();
      const started = Date.now();
      const run = npm(
        ['run', 'test:e2e', '--', 'tests/e2e/shell.spec.ts', '-g', 'socket goes live'],
        app,
        { ...env, E2E_PORT: String(e2ePort), E2E_FAST_PORT: String(e2eFastPort) },
      );
      const code = await run.exited;
      expect(code, run.output()).toBe(0);
      expect(run.output()).toMatch(/1 passed/);
      expect(run.output()).toMatch(/using Node 24\.\d+\.\d+ from /);
      results.browserTestMs = Date.now() - started;
    }, 300_000);
  });
}
