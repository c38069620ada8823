import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  connectOrigins,
  pagePolicy,
  scriptHashes,
  securityHeaders,
} from '../../../src/server/http/security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("a page's script policy", () => {
  it.each([
    ['an inline script', '<script>a()</script>', [sha('a()')]],
    ['a module script', '<script type="module">b()</script>', [sha('b()')]],
    ['text/javascript', "<script type='text/javascript'>c()</script>", [sha('c()')]],
    [
      'a script file',
      '<script src="/x.js"></script><script type="module" src="/y.js"></script>',
      [],
    ],
    ['a data block', '<script type="application/json" id="cfg">{"a":1}</script>', []],
    ['the same script twice', '<script>a()</script><p></p><script>a()</script>', [sha('a()')]],
    ['a multi-line script', '<script>\n  x = "<b>";\n</script >', [sha('\n  x = "<b>";\n')]],
    ['no script', '<p>plain</p>', []],
  ])('hashes %s', (_, html, hashes) => {
    expect(scriptHashes(html)).toEqual(hashes);
  });

  const known = new Set([sha('a()').slice(1, -1)]);
  const policyOf = (html: string) =>
    pagePolicy(html, {
      embedOrigins: ['https://community.example'],
      knownScripts: known,
      connectOrigins: connectOrigins(['https://api.example/api', '/socket.io']),
    });

  it('allows this site and the known inline scripts only, framed by the embedding sites', () => {
    const policy = policyOf('<script>a()</script>');
    expect(policy.split('; ')).toEqual([
      "frame-ancestors 'self' https://community.example",
      "object-src 'none'",
      "base-uri 'none'",
      "default-src 'self'",
      `script-src 'self' ${sha('a()')}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "connect-src 'self' https://api.example wss://api.example",
      "frame-src 'self' https:",
      "media-src 'self' data: https:",
      "worker-src 'self'",
      "manifest-src 'self'",
      "form-action 'self'",
    ]);
    expect(/script-src[^;]*/.exec(policy)?.[0]).not.toContain('unsafe');
  });

  it('does not allow a script an injection put into the page', () => {
    const injected = '<script>a()</script><p><script>steal(document.cookie)</script></p>';
    const policy = policyOf(injected);
    expect(policy).toContain(sha('a()'));
    expect(policy).not.toContain(sha('steal(document.cookie)'));
  });

  it('allows the inline scripts a page contains when no list is known (astro dev)', () => {
    const policy = pagePolicy('<script>b()</script>', { embedOrigins: [], knownScripts: null });
    expect(policy).toContain(sha('b()'));
  });

  it.each([
    [['/api', ''], []],
    [
      ['https://api.example/api', ''],
      ['https://api.example', 'wss://api.example'],
    ],
    [
      ['http://a.example/api', 'http://a.example'],
      ['http://a.example', 'ws://a.example'],
    ],
    [['not a url'], []],
  ])('connects to %j as %j', (urls, origins) => {
    expect(connectOrigins(urls)).toEqual(origins);
  });
});

describe('headers of every response', () => {
  it('forbids framing by others with X-Frame-Options when no site may embed the app', () => {
    expect(securityHeaders([])['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(securityHeaders(['https://community.example'])).not.toHaveProperty('X-Frame-Options');
  });
});
