// `node scripts/code-map.mjs` (`npm run map`) writes docs/map.md, a map of the code generated from
// the source tree: each route's page and what it imports, each API call and socket event with
// the line that registers it, and the product reference's sections cited in src/.
// `--check` (in `npm run test:lint`) writes nothing and fails when docs/map.md is out of date or
// a cited section has no heading in docs/product/. `--root <dir>` reads another tree.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiRoutes } from './code-map/api-routes.mjs';
import { pageRoutes } from './code-map/page-routes.mjs';
import { renderMap } from './code-map/render-map.mjs';
import { socketMap } from './code-map/socket-events.mjs';
import { PRODUCT_DIR, specMap } from './code-map/spec-citations.mjs';

export const MAP_FILE = 'docs/map.md';
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What the map is made of, read from the tree at `root`.
 * @example collect('/repo').api.length // 120
 */
export function collect(root) {
  return {
    routes: pageRoutes(root),
    api: apiRoutes(root),
    sockets: socketMap(root),
    spec: specMap(root),
  };
}

/**
 * The text docs/map.md should have for the tree at `root`.
 * @example buildMap('/repo').startsWith('# Code map') // true
 */
export function buildMap(root) {
  return renderMap(collect(root));
}

/** Where each unresolved section is cited, a line per file: `  §9.9  src/a.ts:3,17`. */
function unresolvedList(sections) {
  return sections
    .flatMap(({ section, files }) =>
      files.map(({ file, lines }) => `  §${section}  ${file}:${lines.join(',')}`),
    )
    .join('\n');
}

const sectionCount = (n) => `${n} spec ${n === 1 ? 'section' : 'sections'}`;

/** Why the cited sections fail the check, or nothing when each has a heading. */
function specProblems({ productFound, sections }) {
  const cited = sections.map(({ section }) => `§${section}`).join(', ');
  if (!productFound) {
    return sections.length === 0
      ? []
      : [
          `${PRODUCT_DIR}/ is missing, so the ${sectionCount(sections.length)} cited in src/ ` +
            `(${cited}) cannot be resolved: add the product reference, ${PRODUCT_DIR}/*.md ` +
            'with headings such as "# §2 Screens and routes"',
        ];
  }
  const unresolved = sections.filter(({ resolved }) => !resolved);
  if (unresolved.length === 0) return [];
  return [
    `${sectionCount(unresolved.length)} cited in src/ without a heading in ${PRODUCT_DIR}/*.md ` +
      '(a heading "# §X …" at any level resolves §X): add the heading or correct the citation\n' +
      unresolvedList(unresolved),
  ];
}

function readMap(root) {
  try {
    return readFileSync(join(root, MAP_FILE), 'utf8');
  } catch {
    return null;
  }
}

/**
 * The check `npm test` runs: every reason the tree at `root` fails it (none when it passes).
 * @example checkMap('/repo') // ['docs/map.md is stale: run npm run map']
 */
export function checkMap(root) {
  const model = collect(root);
  const current = readMap(root);
  const problems = [];
  if (current === null) problems.push(`${MAP_FILE} is missing: run npm run map`);
  else if (current.replace(/\r\n?/g, '\n') !== renderMap(model))
    problems.push(`${MAP_FILE} is stale: run npm run map`);
  return [...problems, ...specProblems(model.spec)];
}

function parseArgs(argv) {
  const at = argv.indexOf('--root');
  const root = at === -1 ? REPO_ROOT : resolve(argv[at + 1] ?? '.');
  return { root, check: argv.includes('--check') };
}

/**
 * Runs the command line; returns the exit code.
 * @example main(['--check']) // 0 when docs/map.md is current and every section resolves
 */
export function main(argv) {
  const { root, check } = parseArgs(argv);
  if (check) {
    const problems = checkMap(root);
    for (const problem of problems) console.error(problem);
    if (problems.length === 0) console.log(`${MAP_FILE} is up to date`);
    return problems.length === 0 ? 0 : 1;
  }
  const model = collect(root);
  mkdirSync(join(root, dirname(MAP_FILE)), { recursive: true });
  writeFileSync(join(root, MAP_FILE), renderMap(model));
  const { routes, api, spec } = model;
  console.log(
    `wrote ${MAP_FILE}: ${routes.length} routes, ${api.length} API calls, ` +
      `${spec.sections.length} cited spec sections`,
  );
  for (const problem of specProblems(spec)) console.warn(problem);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
