/**
 * @module budgets/measure-route
 * What one route costs a first visit: the page's HTML and every same-origin script and style it
 * loads until the network is idle, each body gzipped at level 9 (as a CDN or the server would).
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface Resource {
  /** Path and query on the server, e.g. `/_astro/client.abc123.js`. */
  url: string;
  raw: number;
  gzip: number;
}

export interface RouteWeight {
  /** The page's HTML as the server sent it. */
  html: Resource;
  /**
   * The built chunks the HTML names (module scripts, islands' components and renderers,
   * preloads): what the page loads from the start, as opposed to what its code imports later.
   */
  entries: string[];
  /** The document's Content-Security-Policy header, as the server sent it. */
  policy: string | undefined;
  scripts: Resource[];
  styles: Resource[];
}

const CHUNK_IN_HTML = /\/_astro\/([\w.-]+\.js)\b/g;

const gzip = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

/** Bytes as kibibytes with one decimal, as the budget table writes them. */
export const kb = (bytes: number): number => Math.round(bytes / 102.4) / 10;

/** Sums the gzip bytes of a list of resources. */
export const gzipTotal = (list: readonly Resource[]): number =>
  list.reduce((sum, r) => sum + r.gzip, 0);

function weigh(url: string, body: Buffer): Resource {
  return { url, raw: body.length, gzip: gzip(body) };
}

/**
 * The route's own HTML: as the browser received it, or, when the browser had moved on to
 * another page before its body could be read (a script's redirect on a busy machine), as the
 * server sends it again. Routes that answer with a redirect weigh the first document loaded.
 */
async function ownDocument(
  page: Page,
  origin: string,
  path: string,
  body: Buffer | null,
  documents: Resource[],
): Promise<Resource> {
  if (body) return weigh(path, body);
  const again = await page.request.get(origin + path, { maxRedirects: 0 });
  if (again.status() === 200) return weigh(path, await again.body());
  const [first] = documents;
  if (!first) throw new Error(`no HTML document for ${path}`);
  return first;
}

/**
 * Loads `path` in a fresh page and records the weight of the HTML, scripts and styles.
 * @example const weight = await measureRoute(page, 'http://127.0.0.1:4391', '/login');
 */
export async function measureRoute(
  page: Page,
  origin: string,
  path: string,
  settle?: (page: Page) => Promise<void>,
): Promise<RouteWeight> {
  const bodies: Promise<{ type: string; resource: Resource } | null>[] = [];
  let entries: string[] = [];
  let policy: string | undefined;
  // The route's own document, not one a script moves on to (logout lands on the in-play screen).
  let ownBody: Promise<Buffer | null> = Promise.resolve(null);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['script', 'stylesheet', 'document'].includes(type)) return;
    if (!response.url().startsWith(origin)) return;
    const own = type === 'document' && response.url() === origin + path;
    if (own) {
      policy = response.headers()['content-security-policy'];
      ownBody = response.body().catch(() => null);
    }
    bodies.push(
      response
        .body()
        .then((body) => {
          // The last document's: the page the visitor ends on loads these.
          if (type === 'document')
            entries = [...body.toString('utf8').matchAll(CHUNK_IN_HTML)].map((m) => m[1]!);
          return {
            type,
            resource: {
              url: response.url().slice(origin.length),
              raw: body.length,
              gzip: gzip(body),
            },
          };
        })
        .catch(() => null),
    );
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  if (settle) {
    await settle(page);
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
  const seen = (await Promise.all(bodies)).filter((b) => b !== null);
  const unique = (type: string): Resource[] => [
    ...new Map(
      seen.filter((b) => b.type === type).map((b) => [b.resource.url, b.resource]),
    ).values(),
  ];
  const html = await ownDocument(page, origin, path, await ownBody, unique('document'));
  return {
    html,
    entries: [...new Set(entries)],
    policy,
    scripts: unique('script'),
    styles: unique('stylesheet'),
  };
}
