/**
 * The code map (scripts/code-map.mjs) read from a small source tree: routes and what their pages
 * import, API calls at their lines, socket events, cited spec sections, and the check `npm test`
 * runs on docs/map.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAP_FILE, buildMap, checkMap, collect } from '../../../scripts/code-map.mjs';
import { apiPath } from '../../../scripts/code-map/api-routes.mjs';
import { routeOf } from '../../../scripts/code-map/page-routes.mjs';
import { compactPaths } from '../../../scripts/code-map/render-map.mjs';
import { bySection, lineCitations } from '../../../scripts/code-map/spec-citations.mjs';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), '../../../scripts/code-map.mjs');

const TREE: Record<string, string> = {
  'src/pages/index.astro': [
    '---',
    "import Shell from '../layouts/Shell.astro';",
    "import App from '../islands/inplay/App';",
    "import { rows } from '../lib/inplay/rows.js';",
    "import type { Row } from '../lib/domain/row';",
    "import { listMatches } from '../server/read/match-list';",
    "import '../styles/inplay.css';",
    "import dayjs from 'dayjs';",
    '---',
    '<Shell><App rows={rows} /></Shell>',
  ].join('\n'),
  'src/pages/game/results/[type].astro':
    "---\nimport Shell from '../../../layouts/Shell.astro';\n---\n",
  'src/pages/inplay/team/info/[...id].astro': '<p>team</p>\n',
  'src/pages/_draft.astro': '<p>not a route</p>\n',
  'src/pages/ping.ts': 'export const GET = () => new Response("ok");\n',
  'src/layouts/Shell.astro': '<slot />\n',
  'src/islands/inplay/App.tsx': 'export default function App() { return null; }\n',
  'src/lib/inplay/rows.ts':
    '// Rows of spec §2.1; ETags as RFC 9110 §13.1.2, §15.5 say.\nexport const rows = [];\n',
  'src/lib/domain/row.ts': '/** A row (spec §3 "Types", §9). */\nexport type Row = object;\n',
  'src/lib/domain/events.ts':
    "export const EVENTS = {\n  score: 'inplay',\n  odds: 'odds',\n} as const;\n",
  'src/server/read/match-list.ts': 'export const listMatches = () => [];\n',
  'src/styles/inplay.css': '/* Spec §2.1 */\n',
  'src/server/api/create-api.ts': [
    "const api = new Hono().basePath('/api');",
    "api.get('/openapi.json', (c) => c.json({}));",
  ].join('\n'),
  'src/server/api/routes/games.ts': [
    "import { defineRoute } from '../route-kit';", // 1
    'export const gameRoutes = [', // 2
    '  defineRoute({', // 3
    "    method: 'get',", // 4
    "    path: '/games/{id}',", // 5
    '    handler: () => ({ data: {} }),', // 6
    '  }),', // 7
    '  defineRoute({', // 8
    "    method: 'post',", // 9
    '    // The spec writes `/games/{id}/score/` with the slash.', // 10
    '    path: `/games/{id}/${action}`,', // 11
    "    handler: ({ c }) => ({ data: { path: c.req.path, where: 'x' } }),", // 12
    '  }),', // 13
    "  // defineRoute({ method: 'delete', path: '/games/{id}' }),", // 14
    '];', // 15
  ].join('\n'),
  'src/server/realtime/hub.ts': [
    "import { EVENTS } from '../../lib/domain/events';",
    "const LIVE = 'inplay';",
    'const nsp = io.of(LIVE);',
    "nsp.on('connection', (socket) => socket.on('match:subscribe', onSubscribe));",
    'nsp.emit(EVENTS.score, payload);',
    'nsp.emit(name, payload);',
  ].join('\n'),
  'docs/product/screens.md':
    '# §2 Screens and routes\n\n## §2.1 In-play main screen\n\n# §3 Types\n',
};

let root: string;

function write(files: Record<string, string>) {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
}

function runCheck() {
  return spawnSync(process.execPath, [SCRIPT, '--check', '--root', root], { encoding: 'utf8' });
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'code-map-'));
  write(TREE);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('code map routes', () => {
  it.each([
    ['index.astro', '/'],
    ['404.astro', '/404'],
    ['bet/history/[type].astro', '/bet/history/:type'],
    ['inplay/team/info/[...id].astro', '/inplay/team/info/*id'],
    ['[...inplay].astro', '/*inplay'],
    ['odds/index.astro', '/odds'],
  ])('reads %s as %s', (file, route) => {
    expect(routeOf(file)).toBe(route);
  });

  it('finds every route of src/pages except those named with a leading underscore', () => {
    const routes = collect(root).routes.map(({ route, file, kind }) => [route, file, kind]);
    expect(routes).toEqual([
      ['/', 'src/pages/index.astro', 'page'],
      ['/game/results/:type', 'src/pages/game/results/[type].astro', 'page'],
      ['/inplay/team/info/*id', 'src/pages/inplay/team/info/[...id].astro', 'page'],
      ['/ping', 'src/pages/ping.ts', 'endpoint'],
    ]);
    expect(collect(root).routes[3]?.methods).toEqual(['GET']);
  });

  it('lists the files a page imports at run time, wherever their folders are', () => {
    expect(collect(root).routes[0]?.imports).toEqual([
      'src/islands/inplay/App.tsx',
      'src/layouts/Shell.astro',
      'src/lib/inplay/rows.ts',
      'src/server/read/match-list.ts',
      'src/styles/inplay.css',
    ]);
  });

  it.each([
    [
      ['src/a/x.ts', 'src/a/y.ts', 'src/a/Z.tsx'],
      ['src/a/{x,y}.ts', 'src/a/Z.tsx'],
    ],
    [['src/layouts/Shell.astro'], ['src/layouts/Shell.astro']],
  ])('joins files of one folder: %j', (paths, compact) => {
    expect(compactPaths(paths)).toEqual(compact);
  });
});

describe('code map API', () => {
  it.each([
    ['/api', '/games/{id}', '/api/games/{id}'],
    ['/api', '/games/:id', '/api/games/{id}'],
    ['/api', '/users/{id}/${action}', '/api/users/{id}/{action}'],
    ['', '/health', '/health'],
  ])('writes %s + %s as %s', (base, path, full) => {
    expect(apiPath(base, path)).toBe(full);
  });

  it('gives each call the line of its path, under the base path, and skips commented ones', () => {
    expect(collect(root).api).toEqual([
      { method: 'GET', path: '/api/games/{id}', file: 'src/server/api/routes/games.ts', line: 5 },
      {
        method: 'POST',
        path: '/api/games/{id}/{action}',
        file: 'src/server/api/routes/games.ts',
        line: 11,
      },
      { method: 'GET', path: '/api/openapi.json', file: 'src/server/api/create-api.ts', line: 2 },
    ]);
  });

  it('finds namespaces and events, resolving names through constants', () => {
    const { events, namespaces } = collect(root).sockets;
    expect(namespaces.map(({ name, line }) => [name, line])).toEqual([['/inplay', 3]]);
    expect(events.map(({ kind, name, expr, line }) => [kind, name ?? `(${expr})`, line])).toEqual([
      ['emits', 'inplay', 5],
      ['emits', '(name)', 6],
      ['listens', 'match:subscribe', 4],
    ]);
  });
});

describe('code map spec sections', () => {
  it.each([
    ['spec §4 and §7.2', ['4', '7.2']],
    ['Conditional GET (RFC 9110 §13.1.2): see spec §7', ['7']],
    ['RFC 9110 §13.1.2, §15.5', []],
    ['the checks NIST SP 800-63B §5.1.1.2 asks of a verifier', []],
    ['OWASP ASVS §2.1.1', []],
    ['at the end of spec §4.', ['4']],
  ])('reads %j as %j', (line, sections) => {
    expect(lineCitations(line)).toEqual(sections);
  });

  it('orders sections as they are read', () => {
    expect(['10', '2.10', '2.1', '2', '1'].sort(bySection)).toEqual([
      '1',
      '2',
      '2.1',
      '2.10',
      '10',
    ]);
  });

  it('counts the citations of each section per file and marks those without a heading', () => {
    const { sections } = collect(root).spec;
    expect(sections.map(({ section, total, resolved }) => [section, total, resolved])).toEqual([
      ['2.1', 2, true],
      ['3', 1, true],
      ['9', 1, false],
    ]);
    expect(sections[0]?.files).toEqual([
      { file: 'src/lib/inplay/rows.ts', lines: [1] },
      { file: 'src/styles/inplay.css', lines: [1] },
    ]);
  });

  it('reports a cited section without a heading, with where it is cited', () => {
    write({ [MAP_FILE]: buildMap(root) });
    expect(checkMap(root)).toEqual([
      expect.stringMatching(
        /^1 spec section cited in src\/ without a heading.*\n {2}§9 {2}src\/lib\/domain\/row\.ts:1$/,
      ),
    ]);
  });

  it('says so on its own when docs/product/ is missing', () => {
    rmSync(join(root, 'docs/product'), { recursive: true });
    write({ [MAP_FILE]: buildMap(root) });
    expect(checkMap(root)).toEqual([expect.stringMatching(/^docs\/product\/ is missing/)]);
    expect(buildMap(root)).toContain('There is no `docs/product/` yet');
  });
});

describe('code map check', () => {
  it('passes a current map when every section resolves', () => {
    write({ 'docs/product/types.md': '# §9 Defaults\n' });
    write({ [MAP_FILE]: buildMap(root) });
    const run = runCheck();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('fails when the map is missing or no longer matches the code', () => {
    write({ 'docs/product/types.md': '# §9 Defaults\n' });
    expect(runCheck().stderr).toContain(`${MAP_FILE} is missing: run npm run map`);
    write({ [MAP_FILE]: buildMap(root) });
    write({ 'src/pages/odds/dropping.astro': '<p>dropping</p>\n' });
    const run = runCheck();
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('docs/map.md is stale: run npm run map');
  });

  it('writes the same map twice, with no absolute path in it', () => {
    const first = buildMap(root);
    expect(buildMap(root)).toBe(first);
    expect(first).not.toContain(root);
  });
});
