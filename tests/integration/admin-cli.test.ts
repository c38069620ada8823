/**
 * The admin CLI (`npm run admin -- <command>`) on a real SQLite file in a temporary DATA_DIR,
 * with no server running: it migrates the database itself. Exit codes: 0 done, 1 bad usage,
 * unknown user or a refused change.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/passwords';
import { createUsersRepository } from '../../src/server/auth/users-repository';
import { COMMANDS, runAdmin } from '../../src/server/cli/commands';
import type { CliCommand } from '../../src/server/cli/cli-kit';
import { openDatabase } from '../../src/server/db/database';
import { admin } from './accounts-helpers';
import { ROOT } from './helpers/boot';

const run = promisify(execFile);
let dataDir: string;
let env: Record<string, string>;

async function npmAdmin(...args: string[]) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: '' },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Reads an account straight from the database file the CLI wrote. */
async function account(username: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await createUsersRepository(database.db, Date.now).findByUsername(username);
  } finally {
    await database.close();
  }
}

async function register(username: string) {
  const database = await openDatabase({ dataDir });
  try {
    await createUsersRepository(database.db, Date.now).insert({
      username,
      nickname: username,
      password_hash: 'not-a-hash',
      status: 'w',
      role: 'user',
    });
  } finally {
    await database.close();
  }
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-cli-'));
  env = { DATA_DIR: dataDir };
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin', () => {
  it('prints usage and exits 1 without a command', async () => {
    const res = await npmAdmin();
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('usage: npm run admin -- <command>');
    for (const name of ['approve', 'reject', 'create-admin', 'list-waiting']) {
      expect(res.stderr).toContain(name);
    }
  }, 60_000);

  it('creates an administrator from --password and says so', async () => {
    const res = await npmAdmin('create-admin', 'root_admin', '--password', 'Adm1nPass-42');
    expect(res).toMatchObject({ code: 0, stdout: 'Created administrator root_admin (id 1).\n' });
    const row = await account('root_admin');
    expect(row).toMatchObject({ role: 'admin', status: 'c' });
    expect(await verifyPassword(row?.password_hash ?? null, 'Adm1nPass-42')).toBe(true);
  }, 60_000);

  it('exits 1 naming an unknown user', async () => {
    const res = await npmAdmin('approve', 'ghost');
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe('No user named "ghost".');
  }, 60_000);
});

describe('admin commands', () => {
  it('lists the waiting queue, approves, and repeats an approval harmlessly', async () => {
    expect((await admin(env, 'list-waiting')).out).toBe('No registrations are waiting.');
    await register('wait_one');
    await register('wait_two');
    const listed = await admin(env, 'list-waiting');
    expect(listed.code).toBe(0);
    const lines = listed.out.split('\n');
    expect(lines[0]).toMatch(/id\s+username\s+nickname\s+status\s+requested/);
    expect(lines[1]).toMatch(/wait_one\s+wait_one\s+waiting/);
    expect(lines[2]).toMatch(/wait_two/);
    expect(lines.at(-1)).toBe('2 in all.');

    expect(await admin(env, 'approve', 'WAIT_ONE')).toEqual({
      code: 0,
      out: 'wait_one is now confirmed.',
      err: '',
    });
    expect((await admin(env, 'approve', 'wait_one')).out).toBe(
      'wait_one was already confirmed; nothing changed.',
    );
    expect((await account('wait_one'))?.status).toBe('c');
  });

  it('rejects, and refuses to reject a confirmed account (exit 1)', async () => {
    expect((await admin(env, 'reject', 'wait_two')).out).toBe('wait_two is now rejected.');
    const refused = await admin(env, 'reject', 'wait_one');
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      'Cannot reject wait_one (id 2, confirmed): cannot reject an account that is confirmed.',
    );
    expect((await account('wait_one'))?.status).toBe('c');
  });

  it('bans, unbans and deletes', async () => {
    expect((await admin(env, 'ban', 'wait_one')).out).toBe('wait_one is now banned.');
    expect((await admin(env, 'unban', 'wait_one')).out).toBe('wait_one is now confirmed.');
    expect((await admin(env, 'delete', 'wait_two')).out).toBe('wait_two is now deleted.');
    expect((await admin(env, 'approve', 'wait_two')).code).toBe(1);
    const all = await admin(env, 'list-users', '--status', 'd');
    expect(all.out).toMatch(/wait_two\s+wait_two\s+deleted/);
  });

  it('takes the administrator password from ADMIN_PASSWORD, and needs one for a new account', async () => {
    const fromEnv = await admin(
      { ...env, ADMIN_PASSWORD: 'EnvPass-9931' },
      'create-admin',
      'env_admin',
    );
    expect(fromEnv.code).toBe(0);
    expect(
      await verifyPassword((await account('env_admin'))?.password_hash ?? null, 'EnvPass-9931'),
    ).toBe(true);
    const none = await admin(env, 'create-admin', 'no_password');
    expect(none.code).toBe(1);
    expect(none.err).toContain(
      'No terminal to ask for a password: give --password or set ADMIN_PASSWORD',
    );
    expect(await account('no_password')).toBeUndefined();
    const weak = await admin(env, 'create-admin', 'weak_admin', '--password', 'short');
    expect(weak.code).toBe(1);
    expect(weak.err).toContain('Password: Use at least 10 characters.');
  });

  it('asks twice on a terminal and refuses different answers', async () => {
    const answers = ['Typed1234', 'Typed1235'];
    const asked: string[] = [];
    const code = await runAdmin(['create-admin', 'typed_admin'], {
      out: () => undefined,
      err: (l) => asked.push(l),
      env,
      prompt: async (question, hidden) => {
        expect(hidden).toBe(true);
        asked.push(question);
        return answers.shift() ?? null;
      },
    });
    expect(code).toBe(1);
    expect(asked[0]).toBe('Password: ');
    expect(asked[2]).toContain('The passwords do not match');
  });

  it('makes an existing account an administrator, keeping its password unless one is given', async () => {
    const res = await admin(env, 'create-admin', 'wait_one');
    expect(res.out).toBe('wait_one (id 2) is now an approved administrator.');
    expect(await account('wait_one')).toMatchObject({ role: 'admin', password_hash: 'not-a-hash' });
  });

  it('changes a balance with a reason and refuses to overdraw', async () => {
    expect((await admin(env, 'adjust-balance', 'wait_one', '10.5', '--reason', 'gift')).out).toBe(
      "wait_one's balance is now 10.50.",
    );
    const over = await admin(env, 'adjust-balance', 'wait_one', '-11', '--reason', 'too much');
    expect(over.code).toBe(1);
    expect(over.err).toBe("Refused: wait_one's balance is 10.50 and cannot go below zero.");
    expect((await account('wait_one'))?.balance).toBe(1050);
  });

  it.each([
    [['approve'], 'Expected one username, got 0'],
    [['approve', 'a', 'b'], 'Expected one username, got 2'],
    [['approve', 'a', '--force'], "Unknown option '--force'"],
    [['list-users', '--status', 'x'], '--status must be one of w, p, c, r, b, d'],
    [['adjust-balance', 'wait_one', '1.234', '--reason', 'x'], 'at most 2 decimals'],
    [['adjust-balance', 'wait_one', '5'], 'Give a --reason'],
    [['adjust-balance', 'wait_one', '5', '--reason', 'x', '--type', 'z'], '--type must be one of'],
    [['create-admin', '9lives', '--password', 'Abcd12345'], 'Username: Start with a letter'],
    [['frobnicate'], 'Unknown command "frobnicate"'],
  ])('exits 1 on bad usage: %j', async (argv, message) => {
    const res = await admin(env, ...argv);
    expect(res.code).toBe(1);
    expect(res.err).toContain(message);
  });

  it('exits 1 naming a bad configuration variable', async () => {
    const res = await admin({ ...env, DATABASE_URL: 'mysql://nope' }, 'list-waiting');
    expect(res.code).toBe(1);
    expect(res.err).toContain('DATABASE_URL="mysql://nope"');
  });

  it('prints help with exit 0 when asked', async () => {
    const res = await admin(env, 'help');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/create-admin\s+<username> \[--password <password>\]/);
  });

  it('dispatches adjust-points to the league-table command', async () => {
    const res = await admin(
      env,
      'adjust-points',
      '--league',
      'No Such League',
      '--season',
      '2023/24',
      '--team',
      'Nobody FC',
      '--points',
      '-8',
      '--reason',
      'test',
    );
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/league/i);
  });

  it('dispatches any command added to the table', async () => {
    const seen: string[][] = [];
    const extra: CliCommand = {
      name: 'count-sheep',
      usage: '--league <id>',
      summary: 'Another module’s command',
      run: async (args) => {
        seen.push(args);
        return 0;
      },
    };
    const code = await runAdmin(
      ['count-sheep', '--league', '7'],
      { out: () => undefined, err: () => undefined, env, prompt: async () => null },
      [...COMMANDS, extra],
    );
    expect(code).toBe(0);
    expect(seen).toEqual([['--league', '7']]);
  });
});
