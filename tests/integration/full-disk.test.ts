/**
 * A full disk does not go unseen: the server runs the simulator with its
 * DATA_DIR on a small tmpfs, the test fills what is left of it, and the feed's failing writes
 * are logged with their cause (SQLITE_FULL, not "cannot rollback - no transaction is active")
 * and turn /api/health to degraded (503) after a few flushes in a row; freeing the space brings
 * it back to ok.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, rmdirSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUntil } from '../support/wait';
import { bootServer, type BootedServer } from './helpers/boot';

interface Health {
  status: string;
  db: { ok: boolean; error?: string; failing?: number };
}

/** Writes zeros to `file` until the file system is full. */
function fill(file: string): void {
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(256 * 1024);
  try {
    for (;;) writeSync(fd, block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

describe('a full disk under the feed', { timeout: 180_000 }, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'live-score-full-'));
  const filler = path.join(dir, 'filler');
  const lines: Record<string, unknown>[] = [];
  let server: BootedServer;
  const health = async () => {
    const res = await fetch(`${server.url}/api/health`);
    return { code: res.status, body: (await res.json()) as Health };
  };

  beforeAll(async () => {
    // A file system of its own, so that filling it fills nothing else (needs root, as CI has).
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', dir]);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n'))
          if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    server = await bootServer(
      { ROLE: 'all', FEED: 'simulator', SIM_HISTORY: 'off', SIM_SPEED: '10' },
      { dataDir: dir, logger: pino({ level: 'warn' }, sink) },
    );
  });

  afterAll(async () => {
    await server?.stop();
    try {
      execFileSync('umount', [dir]);
      rmdirSync(dir);
    } catch {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says degraded with the cause while writes fail, and ok once there is room again', async () => {
    const wait = { timeoutMs: 60_000, intervalMs: 250 };
    expect(
      (await readUntil('health ok', health, (h) => h.body.status === 'ok', wait)).body.status,
    ).toBe('ok');
    fill(filler);
    const down = await readUntil('health answering 503', health, (h) => h.code === 503, wait);
    expect(down.code).toBe(503);
    expect(down.body.status).toBe('degraded');
    expect(down.body.db.ok).toBe(false);
    expect(down.body.db.error).toMatch(/SQLITE_FULL|ENOSPC|full/);
    expect(down.body.db.failing).toBeGreaterThanOrEqual(3);
    const failures = lines.filter((l) => l.msg === 'writing feed updates failed');
    expect(failures.length).toBeGreaterThan(0);
    expect(String(failures[0]!.cause)).toMatch(/SQLITE_FULL|ENOSPC|full/);
    expect(JSON.stringify(lines)).not.toContain('cannot rollback');
    rmSync(filler);
    const back = await readUntil(
      'health ok again',
      health,
      (h) => h.code === 200 && h.body.status === 'ok',
      wait,
    );
    expect(back.body.status).toBe('ok');
  });
});
