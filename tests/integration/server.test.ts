/**
 * The real server in-process: pages, API and static files on one port, languages, settings
 * driving the shell, maintenance mode and security headers.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/lib/domain/settings';
import { bootServer, DIST, type BootedServer } from './helpers/boot';

let server: BootedServer;

beforeAll(async () => {
  if (!existsSync(path.join(DIST, 'server', 'entry.mjs'))) {
    throw new Error('No page build in dist/: run `npm run build` (npm test does it first).');
  }
  server = await bootServer({ EMBED_ALLOWED_ORIGINS: 'https://community.example' });
});
afterAll(async () => server?.stop());

async function page(pathname: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}${pathname}`, init);
  return { res, html: await res.text() };
}

/**
 * Checks a page's script policy against what it holds: this site's files and each of its own
 * inline scripts by hash, and nothing that would let other script run.
 */
function expectScriptPolicy(res: Response, html: string): void {
  const policy = res.headers.get('content-security-policy') ?? '';
  const scripts = /(?:^|; )script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
  expect(scripts[0]).toBe("'self'");
  expect(scripts.join(' ')).not.toMatch(/unsafe/);
  // Styles may be inline (islands and charts set them); nothing may be eval'd or come from anywhere.
  expect(policy).not.toMatch(/unsafe-eval|\*/);
  const inline = [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, body = ''] of inline) {
    const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(scripts).toContain(hash);
  }
}

describe('health', () => {
  it('reports status, database, feed and uptime', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 'ok',
      db: { ok: true, dialect: 'sqlite' },
      bus: { kind: 'memory', connected: true, down_since: null },
      feed: { provider: 'simulator', running: false },
      role: 'web',
    });
    expect(typeof body.uptime).toBe('number');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers unknown API paths with a JSON 404 naming the path', async () => {
    const res = await fetch(`${server.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API route for GET /api/nope' },
    });
  });
});

describe('pages', () => {
  it('renders the in-play screen in Korean by default', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="ko"');
    expect(html).toContain('스포츠 인플레이');
    expect(html).toContain('data-page="inplay"');
  });

  it.each([
    ['en', 'en', 'Sports In-play'],
    ['jp', 'ja', 'スポーツ インプレー'],
    ['kr', 'ko', '스포츠 인플레이'],
  ])('?lang=%s renders <html lang="%s"> and remembers it in a cookie', async (lang, iso, label) => {
    const { res, html } = await page(`/?lang=${lang}`);
    expect(html).toContain(`<html lang="${iso}"`);
    expect(html).toContain(label);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`lang=${lang};`));
  });

  it('uses the lang cookie when the query has none, and the query over the cookie', async () => {
    expect((await page('/', { headers: { cookie: 'lang=jp' } })).html).toContain('<html lang="ja"');
    expect((await page('/?lang=en', { headers: { cookie: 'lang=jp' } })).html).toContain(
      '<html lang="en"',
    );
    expect((await page('/?lang=xx', { headers: { cookie: 'lang=en' } })).html).toContain(
      '<html lang="en"',
    );
  });

  it.each([
    '/major/odds/1234',
    '/inplay/1',
    '/inplay/team/list',
    '/powerball/1',
    '/holdem',
    '/badugi',
    '/bet/history/inplay',
    '/game/results/powerball',
    '/login',
    '/embed-demo',
    '/maintenance',
  ])('%s exists', async (pathname) => {
    const { res, html } = await page(pathname);
    expect(res.status).toBe(200);
    expect(html).toContain('<h1');
  });

  it.each([
    '/nowhere',
    '/all/soccer',
    '/inplay/team/info/abc',
    '/bet/history/casino',
    '/all/all/1/2',
    // The odds details pop-up shows a match: an unknown one is not found (no feed runs here).
    '/inplay/odds/details/8',
    '/inplay/odds/details/abc',
    // So are a result's details and a head-to-head of a match that does not exist.
    '/game/result/info/77?sports=soccer',
    '/inplay/game/details/1?upcomingId=77',
    // And a league, team or player the database does not hold.
    '/inplay/league/details/3',
    '/inplay/league/info/3',
    '/inplay/player/info/5',
    '/inplay/team/info/9',
    '/inplay/team/list/9',
  ])('%s is the not-found page with status 404', async (pathname) => {
    const { res, html } = await page(pathname);
    expect(res.status).toBe(404);
    expect(html).toContain('data-page="not-found"');
  });

  it.each([
    ['/inplay/game/details/10', 'sportId'],
    ['/inplay/relative/list/info', 'ids'],
    ['/game/result/info/abc', 'id'],
    ['/inplay/league/info', 'id'],
    ['/inplay/league/details/3?season_id=x', 'season_id'],
  ])('%s answers 400 naming %s', async (pathname, field) => {
    const { res, html } = await page(pathname);
    expect(res.status).toBe(400);
    expect(html).toContain(`data-bad-field="${field}"`);
    expect(html).toContain('<h1');
  });

  it('shows the bet list and results action tabs with the spec links', async () => {
    const { html } = await page('/');
    expect(html).toContain('href="/bet/history/inplay"');
    expect(html).toContain('href="/game/results/inplay"');
  });

  it('sends no secret to the browser: the public config is an allow-list', async () => {
    const { html } = await page('/');
    const match = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    expect(Object.keys(JSON.parse(match![1]!) as object).sort()).toEqual(
      ['apiBase', 'embedAllowedOrigins', 'feed', 'hideSportsTab', 'socketUrl'].sort(),
    );
    expect(html).not.toMatch(/jwt|secret|DATABASE_URL/i);
  });
});

describe('settings drive the shell', () => {
  it('takes the title and favicon from the settings, with fallbacks', async () => {
    const before = await page('/');
    expect(before.html).toMatch(/<title>인플레이 \| 라이브스코어<\/title>/);
    expect(before.html).toContain('<link rel="icon" href="/favicon.svg"');
    // Without the operator's description, the product's own in the page language (search
    // engines and Lighthouse want one on every page).
    expect(before.html).toMatch(/<meta name="description" content="축구, 야구[^"]+"/);
    expect((await page('/?lang=en')).html).toMatch(
      /<meta name="description" content="Live scores, in-play odds[^"]+"/,
    );
    // Only in the head: the browser's messages do not carry it.
    expect(before.html.split('축구, 야구, 농구').length - 1).toBe(1);
    // Installable: the manifest with PNG icons Chrome asks for.
    expect(before.html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    const body = (await manifest.json()) as {
      display: string;
      start_url: string;
      icons: { src: string; sizes: string }[];
    };
    expect(body.display).toBe('standalone');
    expect(body.start_url).toBe('/');
    expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of body.icons)
      expect((await fetch(`${server.url}${icon.src}`)).status).toBe(200);

    await server.app.services.settings.set('home', {
      ...DEFAULT_SETTINGS.home,
      site_name: 'Score Town',
      favicon: '/custom.ico',
    });
    const named = await page('/');
    expect(named.html).toContain('<title>인플레이 | Score Town</title>');
    expect(named.html).toContain(
      '<link rel="icon" href="/custom.ico" data-fallback="/favicon.svg"',
    );

    await server.app.services.settings.set('seo', {
      title: 'SEO Title',
      description: 'Live scores',
    });
    const seo = await page('/');
    expect(seo.html).toContain('<title>인플레이 | SEO Title</title>');
    expect(seo.html).toContain('<meta name="description" content="Live scores"');
  });

  it('shows and hides game tabs by the display settings', async () => {
    const tabs = (html: string) => [...html.matchAll(/data-tab="(\w+)"/g)].map((m) => m[1]);
    expect(tabs((await page('/')).html)).toEqual(['inplay', 'powerball']);
    await server.app.services.settings.set('display', {
      powerball: { hide_menu: true, disabled: false },
      holdem: { hide_menu: false, disabled: false },
      badugi: { hide_menu: false, disabled: false },
    });
    expect(tabs((await page('/')).html)).toEqual(['inplay', 'holdem', 'badugi']);
    const history = (await page('/bet/history/inplay')).html;
    expect(history).toMatch(
      /<span class="tab tab--disabled" aria-disabled="true" data-tab="holdem"/,
    );
    await server.app.services.settings.set('display', DEFAULT_SETTINGS.display);
  });

  it('hides the action tabs whose menus the operator hid, keeping them for a pushed change', async () => {
    const actions = (html: string) =>
      [...html.matchAll(/<a class="action-tab[^"]*"[^>]*data-action="(\w+)"[^>]*>/g)].map((m) => ({
        key: m[1],
        hidden: / hidden[ >]/.test(m[0]),
      }));
    expect(actions((await page('/game/results/inplay')).html)).toEqual([
      { key: 'betList', hidden: false },
      { key: 'results', hidden: false },
    ]);
    await server.app.services.settings.set('menus', [{ key: 'results', is_hide: true }]);
    expect(actions((await page('/game/results/inplay')).html)).toEqual([
      { key: 'betList', hidden: false },
      { key: 'results', hidden: true },
    ]);
    await server.app.services.settings.set('menus', [{ key: 'results', is_hide: false }]);
  });

  it("titles and describes each language's pages with its own SEO texts, else the shared ones", async () => {
    await server.app.services.settings.set('seo', {
      title: 'Shared Scores',
      description: 'Shared description',
      languages: { en: { title: 'English Scores', description: '' } },
    });
    const en = (await page('/major?lang=en')).html;
    expect(en).toMatch(/<title>[^<]*English Scores<\/title>/);
    expect(en).toContain('content="Shared description"');
    expect((await page('/major?lang=kr')).html).toMatch(/<title>[^<]*Shared Scores<\/title>/);
    await server.app.services.settings.set('seo', DEFAULT_SETTINGS.seo);
  });

  it.each(['/major', '/game/results/inplay', '/login', '/admin'])(
    "%s allows only this site's scripts and its own inline ones",
    async (pathname) => {
      // Twice: the second may be the kept page, which must carry the same policy.
      for (let i = 0; i < 2; i++) {
        const { res, html } = await page(pathname);
        expect(res.status).toBe(200);
        expectScriptPolicy(res, html);
      }
    },
  );

  it('serves the maintenance page with 503 while maintenance is on', async () => {
    await server.app.services.settings.set('home', { ...DEFAULT_SETTINGS.home, maintenance: true });
    const { res, html } = await page('/major');
    expect(res.status).toBe(503);
    expect(html).toContain('data-page="maintenance"');
    expectScriptPolicy(res, html);
    // The operator's own words, as text.
    await server.app.services.settings.set('home', {
      ...DEFAULT_SETTINGS.home,
      maintenance: true,
      maintenance_message: 'Back at <b>06:00</b> KST',
    });
    expect((await page('/major')).html).toContain('Back at &lt;b&gt;06:00&lt;/b&gt; KST');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // The operator can still log in and turn it off from the console.
    for (const open of ['/admin', '/login']) {
      const { res: answer, html: body } = await page(open);
      expect(answer.status, open).toBe(200);
      expect(body, open).not.toContain('data-page="maintenance"');
    }
    await server.app.services.settings.set('home', DEFAULT_SETTINGS.home);
    expect((await page('/major')).res.status).toBe(200);
  });
});

/** A raw GET (fetch would decode the body and hide how it travelled). */
function rawGet(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      get(`${server.url}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      }).on('error', reject);
    },
  );
}

describe('page compression', () => {
  it.each([
    ['a page nobody shares', '/inplay/team/list?lang=en'],
    ['a kept page on its first visit', `/inplay/league/details/101?lang=en&first=${Date.now()}`],
    ['the not-found page', '/no-such-page'],
  ])(
    'sends %s compressed as the browser accepts, whole to one that accepts none',
    async (_what, url) => {
      const br = await rawGet(url, { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      const html = brotliDecompressSync(br.body).toString();
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toContain('</body></html>');
      const plain = await rawGet(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toMatch(/^<!DOCTYPE html>/i);
      expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
    },
  );
});

describe('static files and headers', () => {
  it('serves hashed assets with a year of caching and revalidates by ETag', async () => {
    const { html } = await page('/');
    const asset = /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await fetch(`${server.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('etag')!;
    const again = await fetch(`${server.url}${asset}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('cannot be tricked into reading files outside the build', async () => {
    for (const p of ['/../package.json', '/_astro/../../package.json', '/%2e%2e/package.json']) {
      const res = await fetch(`${server.url}${p}`);
      expect(await res.text()).not.toContain('"name": "live-score"');
    }
  });

  it('allows framing only by itself and the configured embedders', async () => {
    for (const pathname of ['/', '/api/health']) {
      const { res } = await fetch(`${server.url}${pathname}`).then(async (r) => ({
        res: r,
        body: await r.text(),
      }));
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy.split('; ')[0], pathname).toBe(
        "frame-ancestors 'self' https://community.example",
      );
      expect(policy, pathname).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      // X-Frame-Options cannot name the embedding site: left to the policy.
      expect(res.headers.get('x-frame-options')).toBeNull();
    }
  });
});
