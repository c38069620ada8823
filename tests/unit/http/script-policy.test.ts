import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import loadScript from 'astro/runtime/client/load.prebuilt.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_INLINE_SCRIPTS } from '../../../src/lib/shell/inline-scripts';
import {
  INLINE_HASHES_FILE,
  knownScriptHashes,
  scriptHash,
} from '../../../src/server/http/script-policy';

describe('the scripts known before any request', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'live-score-csp-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("are the product's inline scripts, Astro's island scripts and the build's list", () => {
    writeFileSync(path.join(dir, INLINE_HASHES_FILE), JSON.stringify({ hashes: ['sha256-built'] }));
    const known = knownScriptHashes(dir);
    expect(known.has('sha256-built')).toBe(true);
    for (const text of PRODUCT_INLINE_SCRIPTS) expect(known.has(scriptHash(text))).toBe(true);
    for (const text of [islandScript, loadScript]) expect(known.has(scriptHash(text))).toBe(true);
    expect(known.has(scriptHash('steal(document.cookie)'))).toBe(false);
  });

  it('stop the start when the build has no list, naming the file and the command', () => {
    expect(() => knownScriptHashes(dir)).toThrow(/inline-script-hashes\.json.*npm run build/);
    writeFileSync(path.join(dir, INLINE_HASHES_FILE), JSON.stringify({ hashes: [1] }));
    expect(() => knownScriptHashes(dir)).toThrow(/no list of hashes/);
  });
});
