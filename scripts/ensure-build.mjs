// Builds only when the sources changed since the last build (tests and CI reuse a fresh build).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildCurrent } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (isBuildCurrent(root)) {
  console.log('build is current');
} else {
  const { buildAll } = await import('./build.mjs');
  await buildAll();
}
