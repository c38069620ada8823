/**
 * @module budgets/panel-chunks
 * Which built chunks only a lazily loaded part needs, read from the build itself: a sport's
 * match panel (the selected sport's panel may load as its own chunk, outside the in-play
 * first load and under its own budget), that is the chunks the panel bodies
 * (`SoccerPanel.…js`, …) and the panels' wording (`panel-messages-kr.…js`, …) import
 * statically; and the browser's API client, which a server-painted screen loads with its first
 * call. Minus every chunk that code outside the part imports statically or loads on its own: a
 * module the first paint needs is never counted as the part's, whatever chunk the bundler put
 * it in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A sport's body (`SoccerPanel.…js`), the loader of the bodies, or the panels' wording in one language. */
const BODY = /^(?:[A-Z][A-Za-z]*Panel|panel-bodies|panel-messages-(?:kr|en|jp))\.[\w-]+\.js$/;
const STATIC_IMPORT = /(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

interface Chunk {
  statics: string[];
  dynamics: string[];
}

const read = new Map<string, Map<string, Chunk>>();

function readChunks(dir: string): Map<string, Chunk> {
  const known = read.get(dir);
  if (known) return known;
  const chunks = new Map<string, Chunk>();
  read.set(dir, chunks);
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(path.join(dir, name), 'utf8');
    const dynamics = [...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!);
    // A dynamic import's text also matches the static pattern's `import"…"` form only with
    // a parenthesis in between, which STATIC_IMPORT does not allow.
    const statics = [...text.matchAll(STATIC_IMPORT)].map((m) => m[1]!);
    chunks.set(name, { statics, dynamics });
  }
  return chunks;
}

function closure(chunks: Map<string, Chunk>, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (seen.has(name) || !chunks.has(name)) continue;
    seen.add(name);
    stack.push(...chunks.get(name)!.statics);
  }
  return seen;
}

/**
 * File names of the chunks only the chunks named by `roots` need, from `dist/client/_astro`:
 * their static imports, minus whatever an entry or another lazily loaded chunk needs too.
 */
export function lazyOnlyChunks(astroDir: string, roots: RegExp): Set<string> {
  const chunks = readChunks(astroDir);
  const imported = new Set<string>();
  for (const c of chunks.values()) for (const n of [...c.statics, ...c.dynamics]) imported.add(n);
  const own = [...chunks.keys()].filter((n) => roots.test(n));
  // Entries (island components, renderers, page scripts) and every other lazily loaded chunk.
  const otherRoots = [...chunks.keys()].filter(
    (n) =>
      !roots.test(n) &&
      (!imported.has(n) || [...chunks.values()].some((c) => c.dynamics.includes(n))),
  );
  const elsewhere = closure(chunks, otherRoots);
  return new Set([...closure(chunks, own)].filter((n) => !elsewhere.has(n)));
}

/**
 * File names of the chunks only the panel bodies or the per-sport list layouts need (a module
 * both use, such as the details' readers), for a screen whose first paint shows neither.
 */
export function panelOrLayoutChunks(astroDir: string): Set<string> {
  return lazyOnlyChunks(astroDir, new RegExp(`${BODY.source}|^list-layouts\\.[\\w-]+\\.js$`));
}

/** File names of the chunks only the panel bodies need, from `dist/client/_astro`. */
export function panelOnlyChunks(astroDir: string): Set<string> {
  return lazyOnlyChunks(astroDir, BODY);
}

/**
 * The browser's API client (`browser-client.…js`, loaded through `api/lazy-client` with the
 * first call of a screen that paints from the server) and every chunk it imports statically.
 * Account screens import it from the start, so a route counts these as loaded on demand only
 * when its entries do not reach them (`staticClosure`).
 */
export function apiClientChunks(astroDir: string): Set<string> {
  const chunks = readChunks(astroDir);
  return closure(
    chunks,
    [...chunks.keys()].filter((n) => /^browser-client\.[\w-]+\.js$/.test(n)),
  );
}

/** The chunks the given entry chunks load statically, the entries included. */
export function staticClosure(astroDir: string, entries: Iterable<string>): Set<string> {
  return closure(readChunks(astroDir), entries);
}
