import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from '../../../src/lib/domain/origins';

describe('allowed origins for embedding, messages and sockets', () => {
  const allowed = ['https://community.example', 'http://localhost:3000'];
  it.each([
    [undefined, 'app.example', true],
    ['https://community.example', 'app.example', true],
    ['http://localhost:3000', 'app.example', true],
    ['https://app.example', 'app.example', true],
    ['http://127.0.0.1:4321', '127.0.0.1:4321', true],
    ['https://evil.example', 'app.example', false],
    ['https://community.example.evil.example', 'app.example', false],
    ['http://community.example', 'app.example', false],
    ['null', 'app.example', false],
  ])('%s on host %s → %s', (origin, host, ok) => {
    expect(isAllowedOrigin(origin, host, allowed)).toBe(ok);
  });
});
