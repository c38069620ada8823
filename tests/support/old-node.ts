/**
 * An older Node than package.json's `engines` accepts, for the tests of the path a user with
 * one takes: the machine's own (these machines ship Node 20) when it has one, else Node 20
 * fetched from the npm registry into the test cache. And an environment like a fresh shell's,
 * with that Node first on PATH and nothing inherited from the npm or Vitest running the tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  installedLayout,
  isSupported,
  nodeCacheDir,
  probeNode,
  requiredVersion,
} from '../../scripts/node-runtime.mjs';

const OLD_MAJOR = 20;

function candidates(): string[] {
  const fromPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, 'node'));
  return [...new Set([...fromPath, '/usr/bin/node', '/usr/local/bin/node'])];
}

let found: { binary: string; version: string } | undefined;

/** The path and version of a Node older than the supported range (18 or newer). */
export function oldNode(): { binary: string; version: string } {
  if (found) return found;
  const required = requiredVersion();
  for (const binary of candidates()) {
    if (!existsSync(binary)) continue;
    const version = probeNode(binary);
    if (version && !isSupported(version, required) && Number(version.split('.')[0]) >= 18)
      return (found = { binary, version });
  }
  const dir = path.join(nodeCacheDir(), `test-${OLD_MAJOR}-${process.platform}-${process.arch}`);
  const layout = installedLayout(dir);
  if (!existsSync(layout.binary)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    const installed = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        dir,
        '--no-save',
        '--ignore-scripts',
        `node-${process.platform}-${process.arch}@${OLD_MAJOR}`,
      ],
      { stdio: 'inherit' },
    );
    if (installed.status !== 0) throw new Error(`could not fetch Node ${OLD_MAJOR} for the test`);
  }
  return (found = { binary: layout.binary, version: probeNode(layout.binary)! });
}

/** Variables a fresh shell would not have: npm's script variables, Vitest's, the runtime's own. */
const INHERITED = /^(npm_|VITEST|LIVE_SCORE_|NODE_ENV$|NODE_OPTIONS$|INIT_CWD$|TEST$|CI$|E2E_)/i;

/**
 * A fresh shell's environment with `node` first on PATH and the fetched Node the tests run under
 * taken off it. The Node cache stays the user's unless `extra` names another.
 */
export function shellWith(node: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!INHERITED.test(key)) env[key] = value;
  const cache = nodeCacheDir();
  const dirs = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => dir && dir !== path.dirname(node) && !dir.startsWith(cache + path.sep))
    .filter((dir) => !dir.includes(`${path.sep}node_modules${path.sep}`));
  env.PATH = [path.dirname(node), ...dirs].join(path.delimiter);
  env.LIVE_SCORE_NODE_CACHE = cache;
  return { ...env, ...extra };
}
