// Runs a TypeScript entry (benchmarks, admin tools) by bundling it with esbuild first:
// node scripts/run-ts.mjs <file.ts> [args…]
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureNativeModules, ensureSupportedNode, runScript } from './node-runtime.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [args…]');
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
