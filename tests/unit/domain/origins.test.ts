import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, namesMachineDirectly, ownOrigins } from '../../../src/lib/domain/origins';

describe('allowed origins for embedding, messages, sockets and writes', () => {
  const allowed = ['https://community.example', 'http://localhost:3000'];
  const own = ['https://app.example'];
  it.each([
    [undefined, true],
    ['https://community.example', true],
    ['http://localhost:3000', true],
    ['https://app.example', true],
    // Scheme-exact: the same host over plain http is another origin.
    ['http://app.example', false],
    ['http://community.example', false],
    ['https://app.example:8443', false],
    ['https://evil.example', false],
    ['https://community.example.evil.example', false],
    ['null', false],
  ])('%s → %s', (origin, ok) => {
    expect(isAllowedOrigin(origin, own, allowed)).toBe(ok);
  });
});

describe("the site's own origins of a request", () => {
  it.each([
    // Configured: only those, whatever the Host says (a rebinding name cannot get in).
    [['https://scores.example'], 'evil.example', 'http', ['https://scores.example']],
    [['https://scores.example'], '127.0.0.1:4321', 'http', ['https://scores.example']],
    // Not configured: the Host when it names the machine directly, with the request's scheme.
    [[], '127.0.0.1:4321', 'http', ['http://127.0.0.1:4321']],
    [[], 'LOCALHOST:4321', 'http', ['http://localhost:4321']],
    [[], 'localhost:443', 'https', ['https://localhost']],
    [[], '[::1]:4321', 'http', ['http://[::1]:4321']],
    [[], '10.0.0.7', 'https', ['https://10.0.0.7']],
    // A DNS name is what a rebinding attack sends: not the site's own unless configured.
    [[], 'rebound.evil.example:4321', 'http', []],
    [[], 'scores.example', 'https', []],
    [[], undefined, 'http', []],
    [[], 'bad host', 'http', []],
  ] as const)('configured %j, Host %s over %s → %j', (configured, host, scheme, expected) => {
    expect(ownOrigins({ configured, host, scheme })).toEqual(expected);
  });

  it.each([
    ['127.0.0.1', true],
    ['192.168.0.10:4321', true],
    ['localhost', true],
    ['app.localhost:80', true],
    ['[::1]', true],
    ['127.0.0.1.nip.example', false],
    ['localhost.evil.example', false],
    ['example.com', false],
  ])('%s names the machine directly: %s', (host, expected) => {
    expect(namesMachineDirectly(host)).toBe(expected);
  });
});
