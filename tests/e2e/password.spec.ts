/**
 * Passwords in a real browser: an operator resets a user's password with the CLI, the user
 * logs in with the temporary one and is asked for a password of his own on /password, where a
 * common password is refused on its field in Korean and a good one ends his other sessions
 * while this page keeps its session. On the fast server, whose login limiter is its own (the
 * operator sessions of the other files log in there 4 times; this file 3 times).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { startFastServer } from './inplay-server';

const exec = promisify(execFile);

async function admin(...args: string[]): Promise<string> {
  const dataDir = process.env.E2E_FAST_DATA_DIR;
  if (!dataDir) throw new Error('E2E_FAST_DATA_DIR is not set: run through playwright.config.ts');
  const { stdout } = await exec('npm', ['run', '--silent', 'admin', '--', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    timeout: 60_000,
  });
  return stdout;
}

/** The stored session token, read without running script in a page that may be navigating. */
async function storedToken(page: Page): Promise<string | null> {
  const { origins } = await page.context().storageState();
  const origin = new URL(page.url()).origin;
  const entry = origins
    .find((o) => o.origin === origin)
    ?.localStorage.find((item) => item.name === 'live-score-token');
  return entry?.value ?? null;
}

test('a reset password is replaced by one of the user’s own on /password', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { baseURL } = await startFastServer();
  const username = `pw${Date.now().toString(36)}`;
  const registered = await request.post(`${baseURL}/api/register/`, {
    data: { username, nickname: username, password: 'First-Candle-4420' },
  });
  expect(registered.status()).toBe(201);
  await admin('approve', username);
  const reset = await admin('reset-password', username);
  const temporary = /\(shown once\): (\S+)/.exec(reset)?.[1] ?? '';
  expect(temporary).toMatch(/^[A-Za-z2-9]{16}$/);

  await page.goto(`${baseURL}/login?next=%2Fholdem`);
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeEnabled();
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill(temporary);
  await page.getByRole('button', { name: '로그인', exact: true }).click();

  // After an operator's reset the login goes to the password page first.
  await page.waitForURL((url) => url.pathname === '/password', { timeout: 20_000 });
  await expect(page.locator('#password-notice')).toContainText(
    '관리자가 비밀번호를 초기화했습니다',
  );
  const submit = page.getByRole('button', { name: '비밀번호 변경', exact: true });
  await expect(submit).toBeEnabled();
  const firstToken = await storedToken(page);
  expect(firstToken).toBeTruthy();

  const current = page.getByLabel('현재 비밀번호', { exact: true });
  const fresh = page.getByLabel('새 비밀번호', { exact: true });
  const confirmation = page.getByLabel('새 비밀번호 확인', { exact: true });
  // A common password passes the page's own checks; the server's list refuses it.
  await current.fill(temporary);
  await fresh.fill('qwerty12345');
  await confirmation.fill('qwerty12345');
  await submit.click();
  await expect(fresh).toHaveAttribute('aria-invalid', 'true');
  await expect(fresh).toHaveAccessibleDescription(/^너무 흔하거나 유출된 적이 있는 비밀번호입니다/);
  await expect(fresh).toBeFocused();

  await fresh.fill('Second-Candle-7731');
  await confirmation.fill('Second-Candle-7731');
  await submit.click();
  await expect(page.getByRole('heading', { name: '비밀번호 변경 완료' })).toBeVisible();

  // This page holds the new session's token; the one from before the change is refused.
  const secondToken = await storedToken(page);
  expect(secondToken).toBeTruthy();
  expect(secondToken).not.toBe(firstToken);
  const old = await request.get(`${baseURL}/api/user/auth`, {
    headers: { Authorization: `Bearer ${firstToken}` },
  });
  expect(old.status()).toBe(418);
  const now = await request.get(`${baseURL}/api/user/auth`, {
    headers: { Authorization: `Bearer ${secondToken}` },
  });
  expect(now.status()).toBe(200);

  // "Continue" goes where the login was headed, still signed in.
  await page.getByRole('link', { name: '계속' }).click();
  await page.waitForURL((url) => url.pathname === '/holdem', { timeout: 20_000 });
  const nav = page.getByRole('navigation', { name: '내 계정' });
  await expect(nav.locator(`[data-account-user="${username}"]`)).toBeVisible();
  await expect(nav.getByRole('link', { name: '비밀번호 변경' })).toHaveAttribute(
    'href',
    '/password',
  );
});

test('the password page sends a visitor without a session to login; it speaks three languages', async ({
  page,
  request,
}) => {
  const { baseURL } = await startFastServer();
  await page.goto(`${baseURL}/password?lang=en`);
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
  expect(new URL(page.url()).searchParams.get('next')).toMatch(/^\/password/);
  // The page as the server renders it, before its script would leave it.
  for (const [lang, heading, field] of [
    ['kr', '비밀번호 변경', '현재 비밀번호'],
    ['en', 'Change password', 'Current password'],
    ['jp', 'パスワード変更', '現在のパスワード'],
  ]) {
    const html = await (await request.get(`${baseURL}/password?lang=${lang}`)).text();
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).toContain(field);
  }
});
