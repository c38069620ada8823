import { describe, expect, it } from 'vitest';
import {
  redirectAfterTeapot,
  redirectAfterUnauthorized,
} from '../../../src/lib/domain/auth-redirects';

describe('after a 401 (spec §4 "Auth")', () => {
  it.each([
    ['/', 'home', null],
    ['/major/odds', 'home', '/login'],
    ['/', 'inplay', '/login'],
    ['/all/all/123', 'inplay', '/login'],
    ['/login', 'inplay', null],
    ['/register', 'inplay', null],
    ['/login', 'home', '/login'],
  ] as const)('%s with landing_page %s → %s', (path, landingPage, target) => {
    expect(redirectAfterUnauthorized({ path, landingPage })).toBe(target);
  });
});

describe('after a 418', () => {
  it.each([
    ['/', '', '/login?r=418'],
    ['/login', '', '/login?r=418'],
    ['/login', '?r=0', '/login?r=418'],
    ['/login', '?r=418', null],
  ])('%s%s → %s', (path, search, target) => {
    expect(redirectAfterTeapot({ path, search })).toBe(target);
  });
});
