// Builds only when the sources changed since the last build (tests and CI reuse a fresh build).
import { ensureNativeModules, ensureSupportedNode, ROOT, runScript } from './node-runtime.mjs';

await runScript(async () => {
  await ensureSupportedNode();
  ensureNativeModules();
  const { isBuildCurrent } = await import('./build-stamp.mjs');
  if (isBuildCurrent(ROOT)) {
    console.log('build is current');
  } else {
    const { buildAll } = await import('./build.mjs');
    await buildAll();
  }
});
