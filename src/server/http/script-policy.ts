/**
 * @module http/script-policy
 * Which inline scripts a page may run (issue 34 item 1). The policy used to hash every inline
 * script of the final HTML, so a script an injection put into a page was hashed and allowed
 * with the rest. Now only scripts known before any request are allowed: the product's own
 * (lib/shell/inline-scripts), Astro's island and hydration-directive scripts, and the small
 * bundled scripts the build inlined (their hashes written by scripts/inline-script-hashes.mjs
 * into dist/inline-script-hashes.json). A page carries the hashes of those it contains.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import idleScript from 'astro/runtime/client/idle.prebuilt.js';
import loadScript from 'astro/runtime/client/load.prebuilt.js';
import mediaScript from 'astro/runtime/client/media.prebuilt.js';
import onlyScript from 'astro/runtime/client/only.prebuilt.js';
import visibleScript from 'astro/runtime/client/visible.prebuilt.js';
import { PRODUCT_INLINE_SCRIPTS } from '../../lib/shell/inline-scripts';

export const INLINE_HASHES_FILE = 'inline-script-hashes.json';

/** `sha256-…` of a script's text, as a policy names it (without the quotes). */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const ASTRO_SCRIPTS = [
  islandScript,
  idleScript,
  loadScript,
  mediaScript,
  onlyScript,
  visibleScript,
];

/**
 * Every inline script hash a page may use: the product's, Astro's and those the build in
 * `distDir` inlined. Null when the build lists none (`astro dev`, which injects scripts of its
 * own): pages then allow the inline scripts they contain, as before.
 */
export function knownScriptHashes(distDir: string | undefined): ReadonlySet<string> | null {
  if (!distDir) return null;
  let built: string[];
  try {
    const file = JSON.parse(readFileSync(path.join(distDir, INLINE_HASHES_FILE), 'utf8')) as {
      hashes?: unknown;
    };
    built = Array.isArray(file.hashes) ? file.hashes.filter((h) => typeof h === 'string') : [];
  } catch {
    return null;
  }
  return new Set([...built, ...[...PRODUCT_INLINE_SCRIPTS, ...ASTRO_SCRIPTS].map(scriptHash)]);
}
