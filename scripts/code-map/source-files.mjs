// The source tree as the code map reads it: files found by walking (never a fixed list, so that
// moved folders are picked up), their text, line numbers and relative imports.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

/** Folders never walked: dependencies, build output and anything hidden. */
const SKIPPED = new Set(['node_modules', 'dist']);

/**
 * Plain code-unit order, the same on every machine and locale (unlike `localeCompare`).
 * @example ['b', 'a'].sort(byText) // ['a', 'b']
 */
export function byText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Every file under `dir` (relative to `root`), as sorted repository paths with `/`
 * separators; none when `dir` does not exist.
 * @example walk('/repo', 'src/pages') // ['src/pages/404.astro', …]
 */
export function walk(root, dir) {
  const found = [];
  const visit = (rel) => {
    let entries;
    try {
      entries = readdirSync(join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
      const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory()) visit(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  visit(dir);
  return found.sort(byText);
}

/** The text of a repository file with `\n` line ends. */
export function readText(root, rel) {
  return readFileSync(join(root, rel), 'utf8').replace(/\r\n?/g, '\n');
}

/** Whether a repository path names a file. */
export function isFile(root, rel) {
  try {
    return statSync(join(root, rel)).isFile();
  } catch {
    return false;
  }
}

/**
 * The 1-based line of a character offset.
 * @example lineAt('a\nb', 2) // 2
 */
export function lineAt(text, index) {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * The text with every comment blanked out (newlines kept, so offsets and lines still match),
 * for scanning code without matching commented-out calls. Quotes cannot span lines, so a
 * misread regular expression literal confuses at most the rest of its line.
 * @example blankComments("a(); // b()") // 'a();       '
 */
export function blankComments(text) {
  const out = text.split('');
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote || (c === '\n' && quote !== '`')) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '/' && text[i + 1] === '/') {
      for (; i < text.length && text[i] !== '\n'; i++) out[i] = ' ';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      for (; i < stop; i++) if (text[i] !== '\n') out[i] = ' ';
      i--;
    }
  }
  return out.join('');
}

const IMPORT_FROM = /^[ \t]*import\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const IMPORT_BARE = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;
const IMPORT_DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * The module specifiers a file imports at run time: static, side-effect and dynamic imports
 * (`import type` statements are left out: they vanish from the built code).
 * @example importSpecifiers("import A from './a';\nimport type B from './b';") // ['./a']
 */
export function importSpecifiers(text) {
  const found = [];
  for (const m of text.matchAll(IMPORT_FROM)) if (!m[1]) found.push(m[3]);
  for (const m of text.matchAll(IMPORT_BARE)) found.push(m[1]);
  for (const m of text.matchAll(IMPORT_DYNAMIC)) found.push(m[1]);
  return found;
}

const SUFFIXES = ['', '.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.astro', '.json'];
const INDEXES = ['/index.ts', '/index.tsx', '/index.js', '/index.mjs'];

/**
 * The repository path a relative import of `from` names, trying the extensions and index
 * files the bundler would (and `.js` written for a `.ts` file); null for packages and misses.
 * @example resolveImport('/repo', 'src/pages/a.astro', '../lib/x') // 'src/lib/x.ts'
 */
export function resolveImport(root, from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier.split('?')[0]));
  const candidates = [...SUFFIXES.map((s) => base + s), ...INDEXES.map((s) => base + s)];
  const swapped = base.replace(/\.(m?)js(x?)$/, '.$1ts$2');
  if (swapped !== base) candidates.unshift(swapped);
  return candidates.find((rel) => isFile(root, rel)) ?? null;
}
