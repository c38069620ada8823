/**
 * @module resilience/session
 * An administrator on the part's server: created with the admin CLI against its DATA_DIR and
 * logged in once (logins are limited to 10 per 5 minutes per client address).
 */
import { randomBytes } from 'node:crypto';
import type { TestServer } from './server';

export interface AdminSession {
  username: string;
  password: string;
  userId: number;
  token: string;
}

interface LoginAnswer {
  data?: { token?: string; user?: { id?: number } };
}

/**
 * @example const admin = await adminSession(server, 'fuzzchief')
 */
export async function adminSession(server: TestServer, username: string): Promise<AdminSession> {
  // The account rules want a letter and a digit; random text alone may lack the digit.
  const password = `pw1-${randomBytes(9).toString('base64url')}`;
  await server.createAdmin(username, password, `${username}-nick`);
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const answer = (await response.json()) as LoginAnswer;
  const token = answer.data?.token;
  const userId = answer.data?.user?.id;
  if (response.status !== 200 || !token || typeof userId !== 'number')
    throw new Error(`administrator login answered ${response.status}: ${JSON.stringify(answer)}`);
  return { username, password, userId, token };
}

/** Status of an authenticated call with the token (200 while the session lives). */
export async function sessionStatus(server: TestServer, token: string): Promise<number> {
  const response = await fetch(`${server.url}/api/admin/settings`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  return response.status;
}
