/**
 * The files the server keeps: the SQLite database (password hashes) and the
 * generated token secret are the owner's alone, and a DATA_DIR that cannot hold them stops the
 * built server with one line naming the path and the reason, exit code 1.
 */
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootServer, DIST, type BootedServer } from './helpers/boot';

describe('data files', { timeout: 60_000 }, () => {
  let server: BootedServer;
  beforeAll(async () => {
    server = await bootServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps the database and the token secret readable by the owner only', async () => {
    // A write, so that the WAL companions exist too.
    await fetch(`${server.url}/api/register/domain-check?code=ABC123`);
    for (const name of ['live-score.sqlite', 'live-score.sqlite-wal', 'jwt-secret']) {
      const file = path.join(server.dataDir, name);
      if (name.endsWith('-wal') && !existsSync(file)) continue;
      expect(statSync(file).mode & 0o777, name).toBe(0o600);
    }
  });

  it.each([['/proc/1/nope', 'is on a kernel file system']])(
    'DATA_DIR=%s stops the start with exit 1, naming it',
    async (dir, reason) => {
      const main = path.join(DIST, 'main.mjs');
      if (!existsSync(main)) throw new Error('No dist/main.mjs: run `npm run build` first.');
      const child = spawn(process.execPath, [main], {
        env: { ...process.env, DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'info' },
        stdio: 'pipe',
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`DATA_DIR=${JSON.stringify(dir)} cannot hold the data`);
      expect(stderr).toContain(reason);
    },
  );
});
