// The hashes of the scripts Astro inlines into pages (small bundled <script> blocks of .astro
// files, kept in the page build's manifest as `inlinedScripts`), written beside the build as
// dist/inline-script-hashes.json for the page policy (src/server/http/script-policy.ts). A
// build whose manifest has no such list fails here rather than shipping pages whose scripts
// the policy would block.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const INLINE_HASHES_FILE = 'inline-script-hashes.json';

/** The JSON array that starts at `from` in `source` (strings with brackets are skipped). */
function jsonArrayAt(source, from) {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = from; i < source.length; i++) {
    const ch = source[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '[') depth++;
    else if (ch === ']' && --depth === 0) return JSON.parse(source.slice(from, i + 1));
  }
  throw new Error('unterminated inlinedScripts list in the page build');
}

/** The inlined scripts' texts of a built page entry. */
export function inlinedScripts(entrySource) {
  const key = '"inlinedScripts":';
  const at = entrySource.indexOf(key);
  if (at < 0)
    throw new Error(
      'The page build has no inlinedScripts list: the content policy cannot allow its inline scripts',
    );
  return jsonArrayAt(entrySource, at + key.length).map(([, text]) => text);
}

export function writeInlineScriptHashes(distDir) {
  const entry = readFileSync(path.join(distDir, 'server', 'entry.mjs'), 'utf8');
  const hashes = [
    ...new Set(
      inlinedScripts(entry).map(
        (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`,
      ),
    ),
  ];
  writeFileSync(path.join(distDir, INLINE_HASHES_FILE), `${JSON.stringify({ hashes }, null, 2)}\n`);
  return hashes.length;
}
