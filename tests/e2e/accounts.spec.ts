/**
 * The account screens in a real browser against the real server: registration waiting for
 * approval, login refusals, approval by the operator CLI and the /admin page, the daily
 * check-in in the header, logout, the 418 notices, three languages and a 360 px screen.
 * Logins are rate-limited per client (10 per 5 minutes): these tests use about eight.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const exec = promisify(execFile);
const PASSWORD = 'Secr3t-67x10';

/** `npm run admin -- …` against the test server's database. */
async function admin(...args: string[]): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const { stdout } = await exec('npm', ['run', '--silent', 'admin', '--', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    timeout: 60_000,
  });
  return stdout;
}

let counter = 0;
function newUser() {
  const suffix = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return { username: `u${suffix}`, nickname: `팬${suffix}`, password: PASSWORD };
}
type User = ReturnType<typeof newUser>;

async function registerThroughApi(request: APIRequestContext, user: User): Promise<void> {
  const response = await request.post('/api/register/', {
    data: { ...user, password_confirmation: user.password },
  });
  expect(response.status()).toBe(201);
}

async function fillLogin(page: Page, user: { username: string; password: string }) {
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeEnabled();
  await page.getByLabel('아이디', { exact: true }).fill(user.username);
  await page.getByLabel('비밀번호', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** After a successful login: the browser has loaded the page the login returned to. */
async function leftLogin(page: Page) {
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
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

const accountNav = (page: Page, name = '내 계정') => page.getByRole('navigation', { name });

test('register → waiting → approved → login → check in once → logout', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = newUser();

  await page.goto('/register');
  await expect(page.getByRole('button', { name: '가입 신청' })).toBeEnabled();
  await page.getByLabel('아이디', { exact: true }).fill(user.username);
  await page.getByLabel('닉네임', { exact: true }).fill(user.nickname);
  await page.getByLabel('비밀번호', { exact: true }).fill(user.password);
  await page.getByLabel('비밀번호 확인', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: '가입 신청' }).click();

  await expect(page.getByRole('heading', { name: '가입 신청 완료' })).toBeVisible();
  await expect(
    page.getByText('회원가입이 신청되었습니다. 관리자 승인 후 서비스를 이용하실 수 있습니다.'),
  ).toBeVisible();
  await expect(page.locator('form.account-form')).toHaveCount(0);

  await page.getByRole('link', { name: '로그인으로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, user);
  const alert = page.locator('#login-alert');
  await expect(alert).toContainText('승인 대기 중');
  await expect(alert).toContainText('관리자 승인을 기다리고 있습니다');
  expect(await page.evaluate(() => localStorage.getItem('live-score-token'))).toBeNull();

  expect(await admin('approve', user.username)).toContain(`${user.username} is now confirmed`);

  await page.getByRole('button', { name: '로그인', exact: true }).click();
  // Home is the in-play screen, which may move on to a match's own route (spec §4).
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(accountNav(page).locator(`[data-account-user="${user.username}"]`)).toContainText(
    user.nickname,
  );

  // The control is in every page's header; check in on a page that stays put.
  await page.goto('/register');
  const nav = accountNav(page);
  const checkIn = nav.getByRole('button', { name: '출석체크' });
  await expect(checkIn).toBeEnabled();
  await checkIn.click();
  const done = nav.getByRole('button', { name: '오늘 출석 완료' });
  await expect(done).toBeDisabled();
  await expect(nav.getByRole('status')).toContainText(
    /\d{4}-\d{2}-\d{2} 출석체크가 완료되었습니다/,
  );

  await page.reload();
  await expect(accountNav(page).getByRole('button', { name: '오늘 출석 완료' })).toBeDisabled();

  // A member who is not an administrator is told so on the approval page.
  await page.goto('/admin');
  await expect(page.getByRole('alert')).toHaveText('관리자만 이용할 수 있는 페이지입니다.');

  const token = await storedToken(page);
  expect(token).toBeTruthy();
  await accountNav(page).getByRole('link', { name: '로그아웃' }).click();
  await expect(accountNav(page).getByRole('link', { name: '로그인' })).toBeVisible();
  // On to the home screen (which may move on to a match's own route), not to login.
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 10_000 })
    .not.toMatch(/^\/(logout|admin|login)/);
  expect(await storedToken(page)).toBeNull();
  // The server ended the session too: the old token no longer works.
  const after = await request.get('/api/user/auth', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
});

test('registration shows its own checks and the server errors on their fields', async ({
  page,
  request,
}) => {
  const taken = newUser();
  await registerThroughApi(request, taken);

  await page.goto('/register');
  await expect(page.getByRole('button', { name: '가입 신청' })).toBeEnabled();
  const username = page.getByLabel('아이디', { exact: true });
  const confirmation = page.getByLabel('비밀번호 확인', { exact: true });
  await username.fill(taken.username);
  await page.getByLabel('닉네임', { exact: true }).fill(newUser().nickname);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await confirmation.fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: '가입 신청' }).click();
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  await expect(confirmation).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
  await expect(confirmation).toBeFocused();

  await confirmation.fill(PASSWORD);
  await expect(confirmation).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: '가입 신청' }).click();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription(/^이미 사용 중인 아이디입니다\./);
  await expect(page.locator('[data-field="username"] [data-field-error]')).toHaveText(
    '이미 사용 중인 아이디입니다.',
  );
  await expect(username).toBeFocused();
  await expect(page.locator('#register-alert')).toContainText('입력 확인');
});

test('a session ended elsewhere or by a ban lands on login with the reason', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto('/login?r=418');
  const notice = page.locator('#login-notice');
  await expect(notice).toContainText('중복 로그인');
  await expect(notice).toContainText('회원님의 계정이 다른 곳에서 로그인되었습니다.');

  const user = newUser();
  await registerThroughApi(request, user);
  await admin('approve', user.username);

  await page.goto('/login');
  await fillLogin(page, user);
  // The login page itself loads no React: the control shows once the home screen has loaded.
  await leftLogin(page);
  await expect(accountNav(page).locator('[data-account-user]')).toBeVisible();

  // A newer login in another browser ends this session: the next call answers 418.
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const second = await other.newPage();
  await second.goto('/login');
  await fillLogin(second, user);
  await leftLogin(second);
  // On a phone the account control is in the header's menu.
  await expect(second.locator('[data-account-user]')).toBeAttached();
  // The signed-in header fits a 360 px screen (on a page that stays put).
  await second.goto('/register');
  await expect(second.locator('[data-account-user]')).toBeAttached();
  await expect(second.locator('[data-account-user]')).toBeHidden();
  await second.locator('.shell-menu__button').click();
  await expect(accountNav(second).locator('[data-account-user]')).toBeVisible();
  const header = await second
    .locator('header.shell-header')
    .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(header.scroll).toBeLessThanOrEqual(header.client);
  const box = await accountNav(second).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);

  await page.reload();
  await expect(page).toHaveURL(/\/login\?r=418$/);
  await expect(page.locator('#login-notice')).toContainText(
    '회원님의 계정이 다른 곳에서 로그인되었습니다.',
  );
  expect(await storedToken(page)).toBeNull();

  // Banned during a session: the login page names the ban (spec §8 wording).
  await admin('ban', user.username);
  await second.reload();
  await expect(second).toHaveURL(/\/login\?r=418$/);
  const banned = second.locator('#login-notice');
  await expect(banned).toContainText('계정 정지');
  await expect(banned).toContainText('계정이 정지되었습니다. 고객센터에 문의해 주세요.');

  // And logging in again is refused with the same reason.
  await fillLogin(second, user);
  await expect(second.locator('#login-alert')).toContainText('계정이 정지되었습니다');
  await other.close();
});

test('an administrator approves and rejects waiting registrations on /admin', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);

  const chief = newUser();
  await admin(
    'create-admin',
    chief.username,
    '--password',
    chief.password,
    '--nickname',
    chief.nickname,
  );
  const approveMe = newUser();
  const rejectMe = newUser();
  await registerThroughApi(request, approveMe);
  await registerThroughApi(request, rejectMe);

  await fillLogin(page, chief);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(accountNav(page).getByRole('link', { name: '가입 승인' })).toBeVisible();
  const row = (u: User) => page.locator(`tr[data-admin-user="${u.username}"]`);
  await expect(row(approveMe)).toBeVisible();
  await expect(row(rejectMe)).toContainText(rejectMe.nickname);

  await page.getByRole('button', { name: `${approveMe.username} 가입 승인` }).click();
  await expect(page.getByRole('status').filter({ hasText: '승인했습니다' })).toHaveText(
    `${approveMe.username} 님의 가입을 승인했습니다.`,
  );
  await expect(row(approveMe)).toHaveCount(0);

  await page.getByRole('button', { name: `${rejectMe.username} 가입 거절` }).click();
  await expect(page.getByRole('status').filter({ hasText: '거절했습니다' })).toHaveText(
    `${rejectMe.username} 님의 가입을 거절했습니다.`,
  );
  await expect(row(rejectMe)).toHaveCount(0);

  // The list comes from the server: after a reload neither is waiting any more.
  await page.reload();
  await expect(page.locator('[data-admin="ready"]')).toBeVisible();
  await expect(row(approveMe)).toHaveCount(0);
  await expect(row(rejectMe)).toHaveCount(0);
});

test('the screens speak English and Japanese', async ({ page }) => {
  await page.goto('/login?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Username', { exact: true })).toHaveAccessibleDescription(
    'This field is required.',
  );
  await page.goto('/login?r=418&lang=en');
  await expect(page.locator('#login-notice')).toContainText('Your account is logged in elsewhere.');

  await page.goto('/register?lang=jp');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { name: '新規登録', level: 1 })).toBeVisible();
  await expect(page.getByLabel('ユーザーID', { exact: true })).toBeVisible();
  await expect(page.getByLabel('ニックネーム', { exact: true })).toBeVisible();
  await expect(page.getByLabel('パスワード(確認)', { exact: true })).toBeVisible();
  await expect(
    accountNav(page, 'マイアカウント').getByRole('link', { name: 'ログイン' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '登録を申請' })).toBeEnabled();
  await page.getByLabel('ユーザーID', { exact: true }).fill('ab');
  await page.getByRole('button', { name: '登録を申請' }).click();
  await expect(page.getByLabel('ユーザーID', { exact: true })).toHaveAccessibleDescription(
    /^4文字以上で入力してください。/,
  );
});

test('the login form works without React: checks, API refusals, then signs in and returns', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = newUser();
  await registerThroughApi(request, user);
  await admin('approve', user.username);

  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  for (const path of ['/register', '/login?next=%2Fholdem']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('astro-island'), path).toHaveCount(0);
  }
  expect(scripts.filter((s) => /\/(react|jsx-runtime)[.-]/.test(s))).toEqual([]);

  // Submitted from the keyboard with nothing filled in: both fields say so, focus goes to the first.
  const username = page.getByLabel('아이디', { exact: true });
  const password = page.getByLabel('비밀번호', { exact: true });
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeEnabled();
  await username.focus();
  await page.keyboard.press('Enter');
  for (const input of [username, password]) {
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('필수 입력 항목입니다.');
  }
  await expect(username).toBeFocused();
  // Typing clears that field's error only.
  await username.fill(user.username);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-field="username"] [data-field-error]')).toHaveCount(0);
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  // The server's refusal is shown in the alert, which takes the focus.
  await password.fill(`${user.password}x`);
  await page.keyboard.press('Enter');
  const alert = page.locator('#login-alert');
  await expect(alert).toContainText('로그인 실패');
  await expect(alert).toContainText('아이디 또는 비밀번호가 올바르지 않습니다.');
  await expect(alert).toBeFocused();
  expect(await storedToken(page)).toBeNull();

  // A rate limit names the wait the server gave (answered here, so no real attempts are used).
  await page.route('**/api/login/', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '42' },
      json: { error: { code: 'RATE_LIMITED', message: 'Too many attempts.' } },
    }),
  );
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(alert).toContainText('시도 횟수 초과');
  await expect(alert).toContainText('42초 후에 다시 시도해 주세요.');
  await page.unroute('**/api/login/');

  // The right password signs in, returns to `next` and the header's control sees the session.
  await password.fill(user.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/holdem$/, { timeout: 20_000 });
  await expect(accountNav(page).locator(`[data-account-user="${user.username}"]`)).toContainText(
    user.nickname,
  );
  expect(await storedToken(page)).toBeTruthy();
});

test('what is typed before the form is ready is kept', async ({ page }) => {
  // Deliver the form's script late, as a slow connection would.
  await page.route(/\/_astro\/login\.astro_astro_type_script_[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const username = page.getByLabel('아이디', { exact: true });
  await username.fill('early_bird');
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeEnabled();
  await expect(username).toHaveValue('early_bird');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  // Only the empty password is missing: the username typed early was seen.
  await expect(page.getByLabel('비밀번호', { exact: true })).toHaveAccessibleDescription(
    '필수 입력 항목입니다.',
  );
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
});

test('login and registration fit a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page.locator('form.account-form button[type="submit"]')).toBeEnabled();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(360);
    const box = await page.locator('form.account-form button[type="submit"]').boundingBox();
    expect(box && box.x + box.width, path).toBeLessThanOrEqual(360);
  }
});
