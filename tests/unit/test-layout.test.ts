/**
 * Unit tests mirror the code they test, so a module's tests are found from its path alone:
 * `src/lib/<path>/<name>.ts` and `src/server/<path>/<name>.ts` are tested in
 * `tests/unit/<path>/<name>.test.ts`, `src/islands/…` and `src/layouts/…` in `tests/unit/islands/…`
 * and `tests/unit/layouts/…`, `scripts/<name>.mjs` in `tests/unit/scripts/`, and the resilience
 * harness `tests/resilience/…` in `tests/unit/resilience/…`, the suites' shared helpers
 * `tests/support/…` in `tests/unit/support/…`. A module with more than one suite
 * names the others `<name>.<aspect>.test.ts` (`soccer.realism.test.ts` beside `soccer.test.ts`).
 * A name may also be a folder of modules (`schemas.test.ts` for `feed/betsapi/schemas/`).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const UNIT = path.join(ROOT, 'tests/unit');
const SELF = 'test-layout.test.ts';

/**
 * Suites of a behaviour across many modules, with no one module to be named after. Each sits
 * beside the tests of the modules it spans; keep this list short.
 */
const CROSS_MODULE = new Set([
  // Every sport's panel body against the shared bad-input corpus.
  'islands/panels/every-panel-render.test.ts',
  // The hockey and basketball bodies against their bad-input corpus, case by case.
  'islands/panels/hockey-basketball-render.test.ts',
  // What the volleyball, tennis and handball engines give their panels' court trackers.
  'feed/simulator/engines/net-court-feed.test.ts',
]);

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.astro'];

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return testFiles(full);
    return name.endsWith('.test.ts') ? [path.relative(UNIT, full)] : [];
  });
}

/** The folders a test's folder under tests/unit mirrors, per the rule above. */
function mirroredFolders(dir: string): string[] {
  const top = dir.split(path.sep)[0];
  if (top === 'islands' || top === 'layouts') return [path.join('src', dir)];
  if (top === 'scripts') return [dir];
  if (top === 'resilience' || top === 'support') return [path.join('tests', dir)];
  const folders = [path.join('src/lib', dir), path.join('src/server', dir)];
  return dir === '' ? [...folders, 'src'] : folders;
}

/** `soccer.realism` names `soccer` (or a module whose own name has a dot, `messages.server`). */
function moduleNames(stem: string): string[] {
  const dot = stem.lastIndexOf('.');
  return dot > 0 ? [stem, stem.slice(0, dot)] : [stem];
}

const isModule = (base: string) =>
  EXTENSIONS.some((ext) => existsSync(base + ext)) ||
  (existsSync(base) && statSync(base).isDirectory());

/** The source modules (or module folders) a test file's path and name point at. */
function modulesOf(file: string): string[] {
  const dir = path.dirname(file) === '.' ? '' : path.dirname(file);
  const stem = path.basename(file, '.test.ts');
  return mirroredFolders(dir).flatMap((folder) =>
    moduleNames(stem)
      .map((name) => path.join(folder, name))
      .filter((base) => isModule(path.join(ROOT, base))),
  );
}

describe('unit test layout', () => {
  const files = testFiles(UNIT).filter((f) => f !== SELF);

  it('finds the unit tests', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('names every unit test file after the module it mirrors, or lists it as cross-module', () => {
    const strays = files.filter((f) => !CROSS_MODULE.has(f) && modulesOf(f).length === 0);
    expect(strays, 'no source module at the mirrored path and name').toEqual([]);
  });

  it('points each unit test file at one module only', () => {
    const under = (f: string, root: string) => modulesOf(f).some((m) => m.startsWith(root));
    const ambiguous = files.filter((f) => under(f, 'src/lib/') && under(f, 'src/server/'));
    expect(ambiguous, 'the same path under src/lib and src/server').toEqual([]);
  });

  it('lists only cross-module suites that exist and match no single module', () => {
    const stale = [...CROSS_MODULE].filter((f) => !files.includes(f) || modulesOf(f).length > 0);
    expect(stale).toEqual([]);
  });
});
