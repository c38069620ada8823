/**
 * The API contract as a whole: `/api/openapi.json` lists every call of spec §7 with a method a
 * REST client would expect, `/api/docs` renders it, and random and malformed parameters thrown
 * at every GET path (fast-check) never produce a 5xx; a 400 names a field the route declares.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootServer, type BootedServer } from './helpers/boot';

let server: BootedServer;

/** Spec §7, as written there (method, path); the calls without a method there are reads. */
const SPEC_CALLS: [string, string][] = [
  // Login/registration
  ['post', '/login/'],
  ['post', '/login/dummy'],
  ['post', '/logout'],
  ['post', '/register/code'],
  ['get', '/register/registration'],
  ['post', '/register/'],
  ['get', '/register/domain-check'],
  // User
  ['get', '/user/auth'],
  ['get', '/user/balance'],
  ['get', '/user/by/column/{col}'],
  ['get', '/unauth-user/{type}/{data}'],
  ['post', '/user/check-in'],
  ['get', '/user/check-in'],
  ['get', '/user/auth/status/check'],
  ['get', '/user/lost-points/{level}'],
  ['get', '/user/manual'],
  // In-play
  ['get', '/inplay/relative/list/{type}'],
  ['get', '/inplay/relative/count/{type}'],
  ['get', '/inplay/all/count/betting/all'],
  ['get', '/games/inplay'],
  ['get', '/games/inplay/type/{type}'],
  ['get', '/inplay/{status}'],
  ['get', '/inplay/find/{id}'],
  ['get', '/games/{id}'],
  ['get', '/games/{id}/{userId}'],
  ['patch', '/games/{id}'],
  ['get', '/inplay/result/list'],
  ['get', '/inplay/line-up/{id}'],
  ['get', '/league/{sportsID}'],
  ['post', '/upcoming-sports-favorites'],
  ['get', '/upcoming-sports-favorites/{userId}'],
  ['post', '/inplay/update/upcoming'],
  // Results
  ['get', '/result/{type}'],
  ['get', '/result/list/game/{type}'],
  ['get', '/result/counts/{list}'],
  ['get', '/result/bet365/sub/{key}'],
  ['get', '/powerball/results'],
  ['get', '/result/info/{id}/{type}'],
  // Settings
  ['get', '/settings/menu'],
  ['get', '/unauth-settings/sound'],
  ['get', '/unauth-settings/lang/default'],
  ['get', '/unauth-settings/theme'],
  ['get', '/unauth-settings/notification/default'],
  ['get', '/settings/home'],
  ['post', '/settings/set-game-settings'],
  ['get', '/display/count'],
  // Other data
  ['get', '/upcoming-odds/details/{upId}'],
  ['get', '/upcoming-odds/type/{upId}'],
  ['get', '/upcoming-events/details/{id}'],
  ['get', '/upcoming-events/type/{upId}'],
  ['get', '/upcoming-sports/{id}'],
  ['get', '/relative/{id}'],
  ['get', '/relative/odds/{id}'],
  ['get', '/relative/list'],
  ['get', '/relative/list/new'],
  ['get', '/relative/list/count'],
  ['get', '/relative/list/sports'],
  ['get', '/players/{id}'],
  ['get', '/toplist/{id}'],
  ['get', '/team/info/{id}'],
  ['get', '/book/list'],
  ['get', '/book/type/{id}'],
  ['get', '/league-table/{id}'],
];

/** Path parameter names are the implementer's; trailing slashes are optional (Hono strict off). */
const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/\/$/, '');

interface Parameter {
  name: string;
  in: 'path' | 'query';
}
interface Operation {
  parameters?: Parameter[];
  security?: unknown[];
}
interface OpenApi {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let doc: OpenApi;
let sampleId = 1;

beforeAll(async () => {
  server = await bootServer({ ROLE: 'all', SIM_SEED: 'contract-test', SIM_SPEED: '20' });
  doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApi;
  const live = (await (await fetch(`${server.url}/api/inplay/all?rows=1`)).json()) as {
    data: { id: number }[];
  };
  sampleId = live.data[0]?.id ?? 1;
}, 60_000);
afterAll(async () => server?.stop());

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 served under /api', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0]!.url).toMatch(/\/api$/);
  });

  it('lists every spec §7 call with its method', () => {
    const documented = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths))
      for (const method of Object.keys(methods)) documented.add(`${method} ${shapeOf(path)}`);
    const missing = SPEC_CALLS.filter(([m, p]) => !documented.has(`${m} ${shapeOf(p)}`)).map(
      ([m, p]) => `${m.toUpperCase()} ${p}`,
    );
    expect(missing).toEqual([]);
  });

  it('has a readable reference page', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('/api/openapi.json');
  });
});

describe('random and malformed parameters at every GET path', () => {
  const weird = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.integer({ min: -1e12, max: 1e12 }).map(String),
    fc.double({ noNaN: false }).map(String),
    fc.constantFrom(
      '',
      '0',
      '-1',
      'null',
      'undefined',
      'NaN',
      'Infinity',
      'infinite',
      'true',
      '[]',
      '{}',
      '%',
      '..',
      '9'.repeat(40),
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '2026-02-30',
      '2026-11-23 25:61:00',
      'ｆｕｌｌ',
      '한국어',
    ),
  );

  it('never answers 5xx; a 400 names a field the route declares', async () => {
    const gets = Object.entries(doc.paths).filter(([, methods]) => methods.get);
    expect(gets.length).toBeGreaterThan(45);
    const value = fc.oneof(weird, fc.constant(String(sampleId)));
    for (const [path, methods] of gets) {
      const declared = new Set((methods.get!.parameters ?? []).map((p) => p.name));
      const pathNames = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      const queryNames = (methods.get!.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
      const query = fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...queryNames, 'unknown_param'), fc.string({ maxLength: 8 })),
          value,
        ),
        { maxLength: 6 },
      );
      const pathValues = fc.tuple(...pathNames.map(() => value));
      await fc.assert(
        fc.asyncProperty(pathValues, query, async (values, pairs) => {
          let url = path;
          pathNames.forEach((name, i) => {
            // An empty segment would address another route; send something instead.
            url = url.replace(`{${name}}`, encodeURIComponent(values[i] || '-'));
          });
          const search = new URLSearchParams(pairs).toString();
          const res = await fetch(`${server.url}/api${url}${search ? `?${search}` : ''}`);
          const text = await res.text();
          expect(res.status, `${url}?${search}: ${text.slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400) {
            const body = JSON.parse(text) as {
              error: { code: string; message: string; details?: { field: string }[] };
            };
            expect(body.error.code).toBeTruthy();
            expect(body.error.message).toBeTruthy();
            if (res.status === 400) {
              expect(body.error.details?.length, text).toBeGreaterThan(0);
              for (const d of body.error.details!)
                expect(
                  declared.has(d.field.split('.')[0]!) || ['query', 'path'].includes(d.field),
                  text,
                ).toBe(true);
            }
          }
        }),
        { numRuns: 25, seed: 20261123 },
      );
    }
  }, 240_000);
});
