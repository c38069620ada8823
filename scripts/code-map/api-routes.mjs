// The HTTP calls of the API, read from how the server registers them: route declarations
// (`method: 'get', path: '/…'`, whatever helper wraps them) in src/server/api/routes, and direct
// router calls (`app.get('/…', …)`) anywhere in src/server.
import { posix } from 'node:path';
import { blankComments, byText, lineAt, readText, walk } from './source-files.mjs';

export const ROUTES_DIR = 'src/server/api/routes';
const SERVER_DIR = 'src/server';
const CODE = /\.(ts|mts|js|mjs)$/;

const METHOD_PROP = /\bmethod:\s*(['"`])(get|post|put|patch|delete|head|options)\1/gi;
const PATH_PROP = /\bpath:\s*(['"`])(\/[^'"`\n]*)\1/g;
const DIRECT_CALL = /\.(get|post|put|patch|delete|all)\(\s*(['"`])(\/[^'"`\n]*)\2/g;
const BASE_PATH = /\.basePath\(\s*(['"`])([^'"`\n]+)\1\s*\)/g;
/** A method and its path sit in one declaration, a few lines apart. */
const NEAR = 800;
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'ALL'];

/**
 * One form for every path: OpenAPI-style parameters (`:id` → `{id}`, a template's `${action}`
 * → `{action}`), joined to the base path the router is mounted on.
 * @example apiPath('/api', '/games/:id') // '/api/games/{id}'
 */
export function apiPath(base, path) {
  const params = path.replace(/\$\{\s*([^}]+?)\s*\}/g, '{$1}').replace(/:(\w+)/g, '{$1}');
  const joined = `${base.replace(/\/$/, '')}${params}`;
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** The base paths set with `.basePath('/…')`, each for the folder of the file that sets it. */
function basePaths(root, files) {
  const bases = [];
  for (const rel of files) {
    for (const m of blankComments(readText(root, rel)).matchAll(BASE_PATH)) {
      bases.push({ dir: `${posix.dirname(rel)}/`, base: m[2] });
    }
  }
  // The deepest folder wins when base paths nest.
  return bases.sort((a, b) => b.dir.length - a.dir.length || byText(a.dir, b.dir));
}

function baseFor(bases, rel) {
  return bases.find(({ dir }) => rel.startsWith(dir))?.base ?? '';
}

/** Declared routes of one file: each `method:` paired with the nearest `path:` literal. */
function declaredRoutes(code) {
  const methods = [...code.matchAll(METHOD_PROP)];
  const paths = [...code.matchAll(PATH_PROP)];
  const used = new Set();
  const found = [];
  methods.forEach((m, i) => {
    const from = i > 0 ? methods[i - 1].index : -Infinity;
    const to = i + 1 < methods.length ? methods[i + 1].index : Infinity;
    const candidates = paths
      .filter((p) => !used.has(p) && p.index > from && p.index < to)
      .filter((p) => Math.abs(p.index - m.index) <= NEAR)
      .sort((a, b) => Math.abs(a.index - m.index) - Math.abs(b.index - m.index));
    const path = candidates[0];
    if (!path) return;
    used.add(path);
    found.push({ method: m[2].toUpperCase(), path: path[2], index: path.index });
  });
  return found;
}

function directRoutes(code) {
  return [...code.matchAll(DIRECT_CALL)].map((m) => ({
    method: m[1].toUpperCase(),
    path: m[3],
    index: m.index,
  }));
}

/**
 * @typedef {object} ApiRoute
 * @property {string} method upper case: `GET`, `POST`…
 * @property {string} path with its base and `{name}` parameters: `/api/games/{id}`
 * @property {string} file
 * @property {number} line the line of the path
 */

/**
 * Every HTTP call of the API with the file and line that registers it, sorted by path and
 * method.
 * @example apiRoutes('/repo')[0] // { method: 'GET', path: '/api/admin/audit', file: 'src/server/api/routes/audit.ts', line: 22 }
 * @param {string} root
 * @returns {ApiRoute[]}
 */
export function apiRoutes(root) {
  const serverFiles = walk(root, SERVER_DIR).filter((rel) => CODE.test(rel));
  const routeFiles = walk(root, ROUTES_DIR).filter((rel) => CODE.test(rel));
  const bases = basePaths(root, serverFiles);
  const routes = [];
  const add = (rel, code, found) => {
    for (const { method, path, index } of found) {
      routes.push({
        method,
        path: apiPath(baseFor(bases, rel), path),
        file: rel,
        line: lineAt(code, index),
      });
    }
  };
  for (const rel of routeFiles) {
    const code = blankComments(readText(root, rel));
    add(rel, code, declaredRoutes(code));
  }
  for (const rel of [...new Set([...serverFiles, ...routeFiles])]) {
    const code = blankComments(readText(root, rel));
    add(rel, code, directRoutes(code));
  }
  const order = (method) => METHOD_ORDER.indexOf(method);
  return routes.sort(
    (a, b) =>
      byText(a.path, b.path) ||
      order(a.method) - order(b.method) ||
      byText(a.file, b.file) ||
      a.line - b.line,
  );
}
