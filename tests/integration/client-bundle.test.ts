/**
 * What the browser receives: no Node built-ins, no server-only packages and no secrets leak
 * into the client build.
 */
import { readdirSync, readFileSync } from 'node:fs';
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
});
