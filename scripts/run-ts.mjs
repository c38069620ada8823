// Runs a TypeScript entry (benchmarks, admin tools) by bundling it with esbuild first:
// node scripts/run-ts.mjs [--server-heap] <file.ts> [args…]
// --server-heap: run with the V8 and allocator settings `npm start` gives the server
// (scripts/heap-flags.mjs), for benchmarks that run the server in their own process.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureNativeModules, ensureSupportedNode, runScript } from './node-runtime.mjs';

const serverHeap = process.argv[2] === '--server-heap';
if (serverHeap) {
  const { execWithHeapFlags } = await import('./heap-flags.mjs');
  execWithHeapFlags();
}
const [entry, ...args] = process.argv.slice(serverHeap ? 3 : 2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs [--server-heap] <file.ts> [args…]');
  process.exit(2);
}
await runScript(async () => {
  await ensureSupportedNode();
  ensureNativeModules();
});
const { build } = await import('esbuild');
// Inside the project, so the bundle's bare imports resolve from its node_modules.
const dir = path.resolve('node_modules', '.cache', 'run-ts');
mkdirSync(dir, { recursive: true });
const outfile = path.join(dir, `${path.basename(entry).replace(/\.ts$/, '')}-${process.pid}.mjs`);
await build({
  entryPoints: [path.resolve(entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: 'inline',
  logLevel: 'warning',
  absWorkingDir: process.cwd(),
});
process.argv = [process.argv[0], path.resolve(entry), ...args];
process.on('exit', () => rmSync(outfile, { force: true }));
await import(pathToFileURL(outfile).href);
