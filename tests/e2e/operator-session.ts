/**
 * An administrator's session on the fast server for the browser tests that act as the operator:
 * created with the admin CLI, logged in once (the fast server has its own login limiter), and a
 * small client for the administrator's calls.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, request as playwrightRequest } from '@playwright/test';
import { startFastServer } from './inplay-server';

const exec = promisify(execFile);

export interface OperatorSession {
  baseURL: string;
  /** Calls `/api{path}` as the administrator; fails the test on an unexpected status. */
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
  /** Ends the session's own request context (call in afterAll). */
  dispose(): Promise<void>;
}

/** Opens a session with a request context of its own, usable by every test of a file. */
export async function operatorSession(name: string): Promise<OperatorSession> {
  const { baseURL } = await startFastServer();
  const dataDir = process.env.E2E_FAST_DATA_DIR;
  if (!dataDir) throw new Error('E2E_FAST_DATA_DIR is not set: run through playwright.config.ts');
  const user = { username: `${name}${Date.now().toString(36)}`, password: 'Desk-Lamp-5150' };
  await exec(
    'npm',
    ['run', '--silent', 'admin', '--', 'create-admin', user.username, '--password', user.password],
    { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, timeout: 60_000 },
  );
  const request = await playwrightRequest.newContext();
  const login = await request.post(`${baseURL}/api/login/`, { data: user });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return {
    baseURL,
    async call(method, path, body) {
      const response = await request.fetch(`${baseURL}/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { data: body }),
      });
      expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
      return ((await response.json()) as { data: unknown }).data;
    },
    dispose: () => request.dispose(),
  };
}
