// `npm start`: on a supported Node (fetched once when the machine's is older), builds when the
// build is missing or stale, then runs the server in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ensureNativeModules,
  ensureSupportedNode,
  ROOT,
  runScript,
  say,
  STARTED_AT_VAR,
} from './node-runtime.mjs';

// The server reports its start-up time from here, across the switch of Node and the build.
process.env[STARTED_AT_VAR] ??= String(Date.now());

await runScript(async () => {
  await ensureSupportedNode();
  // Before anything else is loaded: the heap flags replace this process with a flagged one.
  const { execWithHeapFlags } = await import('./heap-flags.mjs');
  execWithHeapFlags();
  ensureNativeModules();
  const { isBuildCurrent } = await import('./build-stamp.mjs');
  if (!isBuildCurrent(ROOT)) {
    say('building the pages and the server (first start, or the sources changed)…');
    const started = Date.now();
    const { buildAll } = await import('./build.mjs');
    await buildAll({ quiet: true });
    say(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await import(pathToFileURL(path.join(ROOT, 'dist', 'main.mjs')).href);
});
