// The web app's routes, read from src/pages the way Astro reads it, with what each page imports.
import { posix } from 'node:path';
import { byText, importSpecifiers, readText, resolveImport, walk } from './source-files.mjs';

export const PAGES_DIR = 'src/pages';

const PAGE_EXTENSIONS = ['.astro', '.md', '.mdx', '.html'];
const ENDPOINT_EXTENSIONS = ['.ts', '.js', '.mjs'];
const ENDPOINT_METHODS =
  /^export\s+(?:const|(?:async\s+)?function)\s+(GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD|ALL)\b/gm;

/**
 * The URL route of a file under src/pages: `[name]` is one segment (`:name`), `[...name]` any
 * number of them, none included (`*name`), and `index` names its folder.
 * @example routeOf('inplay/team/info/[...id].astro') // '/inplay/team/info/*id'
 */
export function routeOf(pagePath) {
  const segments = pagePath.replace(/\.[^./]+$/, '').split('/');
  if (segments.at(-1) === 'index') segments.pop();
  const route = segments
    .map((s) => s.replace(/\[\.\.\.([^\]]+)\]/g, '*$1').replace(/\[([^\]]+)\]/g, ':$1'))
    .join('/');
  return `/${route}`;
}

/** The part of src/ a repository path belongs to (`layouts`, `islands`, `lib`, …). */
export function kindOf(rel) {
  const [top, second] = rel.split('/');
  return top === 'src' && second ? second : top;
}

/** The imports of a page that resolve to files of the repository, sorted and unique. */
function pageImports(root, rel) {
  const text = readText(root, rel);
  const resolved = importSpecifiers(text)
    .map((specifier) => resolveImport(root, rel, specifier))
    .filter((target) => target !== null);
  return [...new Set(resolved)].sort(byText);
}

/**
 * @typedef {object} PageRoute
 * @property {string} route URL pattern: `/bet/history/:type`, `/inplay/team/info/*id`
 * @property {string} file the page or endpoint under src/pages
 * @property {'page' | 'endpoint'} kind
 * @property {string[]} methods what an endpoint exports (`GET`, `POST`…); none for a page
 * @property {string[]} imports repository files the file imports directly
 */

/**
 * Every route of src/pages: its URL, its file, whether it is a page or an endpoint (with the
 * methods it exports), and the repository files it imports directly. Files and folders named
 * with a leading `_` are not routes (Astro's rule).
 * @example pageRoutes('/repo')[0] // { route: '/404', file: 'src/pages/404.astro', kind: 'page', … }
 * @param {string} root
 * @returns {PageRoute[]}
 */
export function pageRoutes(root) {
  const routes = [];
  for (const rel of walk(root, PAGES_DIR)) {
    const inPages = rel.slice(PAGES_DIR.length + 1);
    if (inPages.split('/').some((segment) => segment.startsWith('_'))) continue;
    const ext = posix.extname(rel);
    const isPage = PAGE_EXTENSIONS.includes(ext);
    if (!isPage && !ENDPOINT_EXTENSIONS.includes(ext)) continue;
    const methods = isPage
      ? []
      : [...readText(root, rel).matchAll(ENDPOINT_METHODS)].map((m) => m[1]).sort(byText);
    routes.push({
      route: routeOf(inPages),
      file: rel,
      kind: isPage ? 'page' : 'endpoint',
      methods,
      imports: pageImports(root, rel),
    });
  }
  return routes.sort((a, b) => byText(a.route, b.route) || byText(a.file, b.file));
}
