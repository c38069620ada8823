/**
 * What the browser receives: no Node built-ins, no server-only packages and no secrets leak
 * into the client build, and every built file a script names is there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from './helpers/boot';

const ASSETS = path.join(DIST, 'client', '_astro');

function clientScripts(): { name: string; text: string }[] {
  return readdirSync(ASSETS)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(path.join(ASSETS, name), 'utf8') }));
}

describe('client bundle', () => {
  it('has scripts to check', () => {
    expect(clientScripts().length).toBeGreaterThan(3);
  });

  it.each([
    ['a Node built-in import', /from\s*["']node:|require\(["'](fs|path|crypto|http)["']\)/],
    ['the database drivers', /better-sqlite3|pg-pool|kysely/],
    ['server configuration', /JWT_SECRET|DATABASE_URL|REDIS_URL|jwt-secret/],
    ['the server logger', /pino/],
  ])('contains no %s', (_what, pattern) => {
    const offenders = clientScripts()
      .filter((s) => pattern.test(s.text))
      .map((s) => s.name);
    expect(offenders).toEqual([]);
  });

  it('names only built files that exist', () => {
    // A lazy chunk preloads its imports, stylesheets included, by name. The build drops the
    // browser's copy of a stylesheet that a page already carries (an island that imported one
    // did): the in-play page then asked for a missing file on every visit, and its service
    // worker, unable to keep it, never held the page whole for offline use.
    const missing = clientScripts().flatMap((s) =>
      [...s.text.matchAll(/["']\/?_astro\/([\w.~-]+\.(?:js|css))["']/g)]
        .map((m) => m[1]!)
        .filter((file) => !existsSync(path.join(ASSETS, file)))
        .map((file) => `${s.name} -> ${file}`),
    );
    expect(missing).toEqual([]);
  });
});
