/**
 * The API client loaded with the first request, so no screen carries it in its first-load
 * weight: each method loads the shared browser client and forwards to it, and a failed load
 * rejects like a failed request.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const shared = {
  request: vi.fn(async () => 'request answer'),
  get: vi.fn(async () => 'get answer'),
  post: vi.fn(async () => 'post answer'),
};
const BROWSER_CLIENT = '../../../src/lib/api/browser-client';

afterEach(() => {
  vi.clearAllMocks();
  vi.doUnmock(BROWSER_CLIENT);
  vi.resetModules();
});

describe('lazy API client', () => {
  it('forwards get, post and request to the shared client', async () => {
    vi.doMock(BROWSER_CLIENT, () => ({ api: () => shared }));
    const { lazyApi } = await import('../../../src/lib/api/lazy-client');
    await expect(lazyApi.get('/league/1', { page: 2 })).resolves.toBe('get answer');
    await expect(lazyApi.post('/settings', { a: 1 })).resolves.toBe('post answer');
    await expect(lazyApi.request('DELETE', '/x', { body: 1 })).resolves.toBe('request answer');
    expect(shared.get).toHaveBeenCalledWith('/league/1', { page: 2 });
    expect(shared.post).toHaveBeenCalledWith('/settings', { a: 1 });
    expect(shared.request).toHaveBeenCalledWith('DELETE', '/x', { body: 1 });
  });

  it('rejects when the client cannot be loaded, so callers take their error path', async () => {
    vi.doMock(BROWSER_CLIENT, () => {
      throw new Error('chunk failed to load');
    });
    const { lazyApi } = await import('../../../src/lib/api/lazy-client');
    await expect(lazyApi.get('/league/1')).rejects.toThrow();
    expect(shared.get).not.toHaveBeenCalled();
  });
});
