/**
 * @module secrets
 * Secrets the operator may leave unset: generated once and kept in DATA_DIR (mode 0600), so
 * tokens stay valid across restarts without any setup.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The JWT signing secret: JWT_SECRET when set, else the one stored in DATA_DIR, else a new one.
 * All web nodes of a scaled-out deployment must share it: set JWT_SECRET there.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'jwt-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not created yet.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
