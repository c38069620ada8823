/**
 * @module budgets/panel-chunks
 * Which built chunks only a sport's match panel needs (issue 15 budgets: the selected sport's
 * panel may load as its own chunk, outside the in-play first load). Read from the build itself:
 * the chunks the panel bodies (`SoccerPanel.…js`, …) and the panels' wording
 * (`panel-messages-kr.…js`, …) import statically, minus every chunk that
 * code outside the panels imports statically or loads on its own. A module the first paint
 * needs is never counted as the panels', whatever chunk the bundler put it in.
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

function readChunks(dir: string): Map<string, Chunk> {
  const chunks = new Map<string, Chunk>();
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

/** File names of the chunks only the panel bodies need, from `dist/client/_astro`. */
export function panelOnlyChunks(astroDir: string): Set<string> {
  const chunks = readChunks(astroDir);
  const imported = new Set<string>();
  for (const c of chunks.values()) for (const n of [...c.statics, ...c.dynamics]) imported.add(n);
  const bodies = [...chunks.keys()].filter((n) => BODY.test(n));
  // Entries (island components, renderers, page scripts) and every other lazily loaded chunk.
  const otherRoots = [...chunks.keys()].filter(
    (n) =>
      !BODY.test(n) &&
      (!imported.has(n) || [...chunks.values()].some((c) => c.dynamics.includes(n))),
  );
  const elsewhere = closure(chunks, otherRoots);
  const panels = closure(chunks, bodies);
  return new Set([...panels].filter((n) => !elsewhere.has(n)));
}
