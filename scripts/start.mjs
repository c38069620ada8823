// `npm start`: builds when the build is missing or stale, then runs the server in this process.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildCurrent } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!isBuildCurrent(root)) {
  console.log('Building (first start or sources changed)…');
  const { buildAll } = await import('./build.mjs');
  await buildAll();
}
await import(pathToFileURL(path.join(root, 'dist', 'main.mjs')).href);
