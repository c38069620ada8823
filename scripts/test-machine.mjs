// What `npm test` needs of the machine beyond node_modules, set up where it can be:
// Chromium and CJK fonts for the browser tests (installed with apt-get when running as root),
// and PostgreSQL and Redis for the scale-out and repository suites (started when installed but
// stopped). What cannot be set up is reported in one line naming the address or packages.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { say } from './node-runtime.mjs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const BROWSER_PACKAGES = ['chromium', 'fonts-noto-cjk'];
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Answers whether something accepts connections at host:port (and, for Redis, says PONG).
 * @param {string} host
 * @param {number} port
 * @param {{ greeting?: string, expect?: RegExp, timeoutMs?: number }} [options]
 * @returns {Promise<{ ok: boolean, reason?: string }>}
 */
export function probe(host, port, { greeting, expect, timeoutMs = 2_000 } = {}) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let settled = false;
    const done = (ok, reason) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ ok, reason });
    };
    socket.setTimeout(timeoutMs, () => done(false, 'no answer'));
    socket.once('error', (error) => done(false, error.code || error.message));
    socket.once('connect', () => {
      if (!greeting) return done(true);
      socket.write(greeting);
    });
    socket.on('data', (data) => {
      const ok = expect ? expect.test(data.toString()) : true;
      done(ok, ok ? undefined : `answered ${JSON.stringify(data.toString().trim())}`);
    });
  });
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function have(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Runs a command as root: directly when we are root, through password-less sudo otherwise. */
function asRoot(args, options = {}) {
  if (isRoot()) return spawnSync(args[0], args.slice(1), { encoding: 'utf8', ...options });
  if (have('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0)
    return spawnSync('sudo', ['-n', ...args], { encoding: 'utf8', ...options });
  return undefined;
}

function hasCjkFont() {
  const fonts = spawnSync('fc-list', [], { encoding: 'utf8' });
  return fonts.status === 0 && /Noto Sans CJK/i.test(fonts.stdout);
}

function missingBrowserPackages() {
  const missing = [];
  if (!fs.existsSync(SYSTEM_CHROMIUM)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  return missing;
}

async function ensureBrowser() {
  const missing = missingBrowserPackages();
  if (missing.length === 0) return undefined;
  const install = `apt-get install ${BROWSER_PACKAGES.join(' ')}`;
  if (!have('apt-get'))
    return `the browser tests need Chromium at ${SYSTEM_CHROMIUM} and the Noto CJK fonts: install them (Debian: ${install})`;
  say(`installing ${missing.join(' ')} for the browser tests (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = asRoot(['apt-get', 'update', '-qq'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  if (!update)
    return `the browser tests need ${missing.join(' and ')}: run \`sudo ${install}\` (or npm test as root)`;
  const result = asRoot(['apt-get', 'install', '-y', '-qq', ...missing], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (!result || result.status !== 0 || missingBrowserPackages().length > 0)
    return `could not install ${missing.join(' ')} (${(result?.stderr || '').trim().split('\n').pop() || 'apt-get failed'}): run \`sudo ${install}\``;
  return undefined;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

async function waitFor(check, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    const result = await check();
    if (result.ok || Date.now() > deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The commands this module may run; tests replace `have` to play a machine without them. */
const TOOLS = { have };

/** Starts PostgreSQL when it is installed here but stopped; a line saying what to do otherwise. */
export async function ensurePostgres(url, tools = TOOLS) {
  const { hostname, port } = new URL(url);
  const address = `${hostname}:${port || 5432}`;
  const check = () => probe(hostname, Number(port || 5432));
  const first = await check();
  if (first.ok) return undefined;
  const cannot = `PostgreSQL does not answer at ${address} (${first.reason})`;
  if (!LOOPBACK.has(hostname)) return `${cannot}: start it there, or set TEST_DATABASE_URL`;
  const clusters = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql') : [];
  if (!tools.have('pg_ctlcluster') || clusters.length === 0)
    return `${cannot} and is not installed here: install it (Debian: apt-get install postgresql), or set TEST_DATABASE_URL`;
  say(`starting PostgreSQL ${clusters[0]} (nothing answered at ${address})…`);
  const started = asRoot(
    ['pg_ctlcluster', '--skip-systemctl-redirect', clusters[0], 'main', 'start'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (!started)
    return `${cannot}: start it as root (pg_ctlcluster ${clusters[0]} main start), or set TEST_DATABASE_URL`;
  const after = await waitFor(check, 15_000);
  return after.ok
    ? undefined
    : `${cannot} and did not start (${(started.stderr || after.reason || '').trim()}): start it by hand, or set TEST_DATABASE_URL`;
}

/** Starts Redis when it is installed here but stopped; a line saying what to do otherwise. */
export async function ensureRedis(url, tools = TOOLS) {
  const { hostname, port } = new URL(url);
  const address = `${hostname}:${port || 6379}`;
  const check = () =>
    probe(hostname, Number(port || 6379), { greeting: 'PING\r\n', expect: /^\+PONG/ });
  const first = await check();
  if (first.ok) return undefined;
  const cannot = `Redis does not answer at ${address} (${first.reason})`;
  if (!LOOPBACK.has(hostname)) return `${cannot}: start it there, or set TEST_REDIS_URL`;
  if (!tools.have('redis-server'))
    return `${cannot} and is not installed here: install it (Debian: apt-get install redis-server), or set TEST_REDIS_URL`;
  say(`starting Redis (nothing answered at ${address})…`);
  const started = spawnSync(
    'redis-server',
    [
      '--daemonize',
      'yes',
      '--bind',
      hostname === 'localhost' ? '127.0.0.1' : hostname.replace(/^\[|\]$/g, ''),
      '--port',
      String(port || 6379),
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const after = await waitFor(check, 10_000);
  return after.ok
    ? undefined
    : `${cannot} and did not start (${(started.stderr || started.stdout || after.reason || '').trim()}): start it by hand, or set TEST_REDIS_URL`;
}

/** Sets up what it can; returns one line per thing that is still missing. */
export async function prepareTestMachine(env = process.env) {
  const problems = await Promise.all([
    ensureBrowser(),
    ensurePostgres(env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL),
    ensureRedis(env.TEST_REDIS_URL || DEFAULT_TEST_REDIS_URL),
  ]);
  return problems.filter(Boolean);
}
