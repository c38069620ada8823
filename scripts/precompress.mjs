// Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to every text asset
// of the client build, so the server sends scripts and styles compressed without compressing
// them per process (src/server/http/static-files.ts picks the copy the browser accepts).
// Compressing at build time affords the slowest, smallest settings.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text types worth compressing (the same list the server compresses on demand). */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
]);
/** Smaller files are sent as they are (as the server's MIN_COMPRESS_BYTES). */
const MIN_BYTES = 1024;

function textAssets(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) textAssets(full, out);
    else if (COMPRESSIBLE.has(path.extname(entry.name)) && statSync(full).size >= MIN_BYTES)
      out.push(full);
  }
  return out;
}

/** Compresses every text asset under `clientDir`; returns how many files and bytes. */
export async function precompressAssets(clientDir) {
  const files = textAssets(clientDir);
  let raw = 0;
  let packed = 0;
  // A few at a time: zlib runs on the thread pool, four threads by default.
  for (let i = 0; i < files.length; i += 4) {
    await Promise.all(
      files.slice(i, i + 4).map(async (file) => {
        const bytes = readFileSync(file);
        const [br, gzipped] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gz(bytes, { level: 9 }),
        ]);
        writeFileSync(`${file}.br`, br);
        writeFileSync(`${file}.gz`, gzipped);
        raw += bytes.length;
        packed += br.length;
      }),
    );
  }
  return { files: files.length, raw, packed };
}
