// Builds the pages (astro build, middleware mode) and bundles the server entry next to them:
// dist/client (static), dist/server/entry.mjs (pages), dist/main.mjs (the process entry).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { computeBuildStamp, stampFile } from './build-stamp.mjs';
import { writeInlineScriptHashes } from './inline-script-hashes.mjs';
import { precompressAssets } from './precompress.mjs';
import { ensureNativeModules, ensureSupportedNode, runScript } from './node-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `quiet` keeps Astro's report to itself unless the build fails (npm start shows one line). */
export async function buildAll({ quiet = false } = {}) {
  const astro = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'],
    {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    },
  );
  if (astro.status !== 0) {
    if (quiet) process.stderr.write(`${astro.stdout ?? ''}${astro.stderr ?? ''}`);
    throw new Error(`astro build failed (exit ${astro.status ?? astro.signal})`);
  }
  await precompressAssets(path.join(root, 'dist', 'client'));
  writeInlineScriptHashes(path.join(root, 'dist'));
  await buildServer();
  writeFileSync(stampFile(root), `${computeBuildStamp(root)}\n`);
}

/** Bundles src/server/main.ts; dependencies stay in node_modules. */
export async function buildServer(outfile = path.join(root, 'dist', 'main.mjs')) {
  await build({
    entryPoints: [path.join(root, 'src', 'server', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runScript(async () => {
    await ensureSupportedNode();
    ensureNativeModules();
    const started = Date.now();
    await buildAll();
    console.log(`build complete in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}
