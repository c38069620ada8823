/**
 * @module http/script-policy
 * Which inline scripts a page may run: only those known before any request. Hashing every
 * inline script of a page's final HTML would hash and allow a script an injection put there
 * along with the rest, so the list is made before the first page renders: the product's own
 * (lib/shell/inline-scripts), Astro's island and hydration-directive scripts, and the small
 * bundled scripts the build inlined (hashed by scripts/inline-script-hashes.mjs into
 * dist/inline-script-hashes.json). React writes no script of its own: islands render to a
 * string (astro.config.ts). A page's policy names those of the list it contains.
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

/**
 * `sha256-…` of a script's text, as a policy names it (without the quotes).
 * @example scriptHash('a()') // 'sha256-…'
 */
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

/** The build's list, or why there is none. */
function builtHashes(distDir: string): string[] {
  const file = path.join(distDir, INLINE_HASHES_FILE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${file} cannot be read: the pages' inline scripts cannot be allowed without it. Build with \`npm run build\`, which writes it.`,
      { cause: error },
    );
  }
  const hashes = (parsed as { hashes?: unknown }).hashes;
  if (!Array.isArray(hashes) || !hashes.every((h) => typeof h === 'string'))
    throw new Error(`${file} holds no list of hashes: build again with \`npm run build\`.`);
  return hashes;
}

/**
 * Every inline script hash a page of the build in `distDir` may use: the product's, Astro's
 * and those the build inlined. A build without its list stops the start rather than serving
 * pages whose policy would have to allow whatever they contain.
 * @example knownScriptHashes('dist').has(scriptHash(THEME_BOOT_SCRIPT)) // true
 */
export function knownScriptHashes(distDir: string): ReadonlySet<string> {
  return new Set([
    ...builtHashes(distDir),
    ...[...PRODUCT_INLINE_SCRIPTS, ...ASTRO_SCRIPTS].map(scriptHash),
  ]);
}
