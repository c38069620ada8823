// The build's fingerprint: a hash of every input of `npm run build`. `npm start` rebuilds when
// dist/.build-stamp differs, so a pulled change is never served from a stale build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'src',
  'public',
  'astro.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/precompress.mjs',
  'scripts/inline-script-hashes.mjs',
];

function collect(root, rel, out) {
  const full = path.join(root, rel);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const name of readdirSync(full).sort()) collect(root, path.join(rel, name), out);
  } else {
    out.push(rel);
  }
}

export function computeBuildStamp(root) {
  const files = [];
  for (const input of INPUTS) collect(root, input, files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update('\0');
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function stampFile(root) {
  return path.join(root, 'dist', '.build-stamp');
}

export function isBuildCurrent(root) {
  const file = stampFile(root);
  if (!existsSync(file) || !existsSync(path.join(root, 'dist', 'main.mjs'))) return false;
  return readFileSync(file, 'utf8').trim() === computeBuildStamp(root);
}
