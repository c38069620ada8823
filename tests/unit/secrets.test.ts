import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../src/server/secrets';

// JWT_SECRET unset = generated once and kept in DATA_DIR, so tokens
// stay valid across restarts.
describe('resolveJwtSecret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'secrets-')), 'data');
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('generates a secret once, keeps it in DATA_DIR readable by the owner only', () => {
    const first = resolveJwtSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, dataDir)).toBe(first);
  });

  it('uses JWT_SECRET when set and leaves DATA_DIR alone', () => {
    expect(resolveJwtSecret('configured-secret', dataDir)).toBe('configured-secret');
    expect(() => statSync(path.join(dataDir, 'jwt-secret'))).toThrow();
  });

  it('replaces a stored secret too short to sign with', () => {
    resolveJwtSecret(undefined, dataDir);
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'short\n');
    const replaced = resolveJwtSecret(undefined, dataDir);
    expect(replaced).not.toBe('short');
    expect(replaced.length).toBeGreaterThanOrEqual(32);
  });
});
