/**
 * The operator console at /admin in a real browser against the real server: sections by
 * keyboard, a site setting saved and read back through the public API, a menu hidden, a
 * refused sound path shown on its field, an account banned with a reason, the audit log
 * showing both, and every section on a 360 px screen (with axe's checks); then a notice created,
 * switched off, deleted, restored and deleted again through the form and its row; then a match's
 * live stream and score corrected and a favicon uploaded. What the tests change is put back at
 * the end, for the files that run after them. Last, a second browser already open sees the site
 * name, a hidden menu, a rich-text popup and maintenance mode within 2 s of each save.
 * Logins are rate-limited per client (10 per 5 minutes): this file uses two at most.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, SERIOUS } from './axe-check';

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
  return { username: `c${suffix}`, nickname: `콘솔${suffix}`, password: PASSWORD };
}

async function storedToken(page: Page): Promise<string> {
  const { origins } = await page.context().storageState();
  const origin = new URL(page.url()).origin;
  const token = origins
    .find((o) => o.origin === origin)
    ?.localStorage.find((item) => item.name === 'live-score-token')?.value;
  if (!token) throw new Error('no session stored');
  return token;
}

async function setting(request: APIRequestContext, token: string, key: string) {
  const response = await request.get('/api/admin/settings', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data[key];
}

async function putSetting(request: APIRequestContext, token: string, key: string, value: unknown) {
  const response = await request.put(`/api/admin/settings/${key}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: value,
  });
  expect(response.status(), key).toBe(200);
}

/**
 * The first test's administrator session, kept for the next: logins are limited to 10 per
 * 5 minutes per client, and the account tests before these use most of them.
 */
let session: { username: string; storage: { name: string; value: string }[] } | undefined;

/** Logs in through the form the console sends a visitor to, and lands on the console. */
async function logIn(page: Page, username: string): Promise<string> {
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const origin = new URL(page.url()).origin;
  const { origins } = await page.context().storageState();
  session = { username, storage: origins.find((o) => o.origin === origin)?.localStorage ?? [] };
  return storedToken(page);
}

/** Opens `path` as the kept administrator, or as a new one logged in through the form. */
async function asAdministrator(
  page: Page,
  path: string,
): Promise<{ token: string; username: string }> {
  if (session) {
    await page.addInitScript((items) => {
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, session.storage);
    await page.goto(path);
    return { token: await storedToken(page), username: session.username };
  }
  const chief = newUser();
  await admin('create-admin', chief.username, '--password', PASSWORD, '--nickname', chief.nickname);
  await page.goto(path);
  return { token: await logIn(page, chief.username), username: chief.username };
}

const section = (page: Page, name: string) => page.locator(`[data-admin-section="${name}"]`);
const group = (page: Page, name: string) => page.locator(`[data-admin-group="${name}"]`);

test('an administrator runs the site from the console', async ({ page, request }) => {
  test.setTimeout(60_000);
  const chief = newUser();
  await admin('create-admin', chief.username, '--password', PASSWORD, '--nickname', chief.nickname);
  const member = newUser();
  const registered = await request.post('/api/register/', {
    data: { ...member, password_confirmation: PASSWORD },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/admin?section=site');
  const token = await logIn(page, chief.username);
  const original = {
    home: await setting(request, token, 'home'),
    menus: await setting(request, token, 'menus'),
  };

  try {
    // The approvals are the first section; the arrows, Home and End move between the tabs.
    await expect(page.locator('[data-admin="ready"]')).toBeVisible();
    const approvals = page.getByRole('tab', { name: '가입 승인' });
    await expect(approvals).toHaveAttribute('aria-selected', 'true');
    await approvals.focus();
    await page.keyboard.press('ArrowRight');
    const site = page.getByRole('tab', { name: '사이트' });
    await expect(site).toBeFocused();
    await expect(site).toHaveAttribute('aria-selected', 'true');
    await expect(section(page, 'site')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\?section=site$/);
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: '작업 기록' })).toBeFocused();
    await expect(section(page, 'audit')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(approvals).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(section(page, 'site')).toBeVisible();

    // A name over the limit is refused on its field, which takes the focus.
    const siteName = page.getByLabel('사이트 이름', { exact: true });
    await siteName.fill('x'.repeat(121));
    await group(page, 'home').getByRole('button', { name: '저장' }).click();
    await expect(siteName).toHaveAttribute('aria-invalid', 'true');
    await expect(siteName).toHaveAccessibleDescription(/^120자 이내로 입력해 주세요\./);
    await expect(siteName).toBeFocused();

    const name = `콘솔 ${Date.now().toString(36)}`;
    await siteName.fill(name);
    await group(page, 'home').getByRole('button', { name: '저장' }).click();
    await expect(group(page, 'home').getByRole('status')).toHaveText('저장했습니다.');
    await expect(siteName).not.toHaveAttribute('aria-invalid', 'true');
    await expect
      .poll(async () => {
        const response = await request.get('/api/settings/home');
        return ((await response.json()) as { data: { site_name: string } }).data.site_name;
      })
      .toBe(name);

    // Hide the team menu.
    await page.getByRole('tab', { name: '메뉴' }).click();
    await expect(page).toHaveURL(/\/admin\?section=menus$/);
    const team = group(page, 'menus').getByLabel('팀', { exact: true });
    await expect(team).toBeChecked();
    await team.uncheck();
    await group(page, 'menus').getByRole('button', { name: '저장' }).click();
    await expect(group(page, 'menus').getByRole('status')).toHaveText('저장했습니다.');
    await expect
      .poll(async () => {
        const response = await request.get('/api/settings/menu');
        const menus = ((await response.json()) as { data: { key: string; is_hide: boolean }[] })
          .data;
        return menus.find((m) => m.key === 'team')?.is_hide;
      })
      .toBe(true);

    // A path the server refuses shows the server's message on that field (answered here, as
    // the console's own check already refuses every path the server would).
    await page.getByRole('tab', { name: '알림·사운드' }).click();
    await page.route('**/api/admin/settings/sounds', (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: {
            code: 'VALIDATION',
            message: 'Invalid body field "1.path"',
            details: [{ field: '1.path', message: 'The file is not on the allowed host' }],
          },
        },
      }),
    );
    const odds = page.getByLabel('odds 사운드 경로', { exact: true });
    await odds.fill('https://cdn.example.com/odds.wav');
    await group(page, 'sounds').getByRole('button', { name: '저장' }).click();
    await expect(odds).toHaveAttribute('aria-invalid', 'true');
    await expect(odds).toHaveAccessibleDescription(/^The file is not on the allowed host/);
    await page.unroute('**/api/admin/settings/sounds');

    // Find the member, ban them with a reason.
    await page.getByRole('tab', { name: '회원' }).click();
    const accounts = section(page, 'accounts');
    await accounts.getByLabel('아이디 또는 닉네임', { exact: true }).fill(member.username);
    await accounts.getByRole('button', { name: '검색' }).click();
    const row = accounts.locator(`tr[data-admin-account="${member.username}"]`);
    await expect(row).toContainText('승인 대기');
    await expect(accounts.locator('tr[data-admin-account]')).toHaveCount(1);
    await row.getByRole('button', { name: `${member.username} 정지` }).click();
    const dialog = page.getByRole('dialog', { name: `${member.username} 님의 계정을 정지할까요?` });
    await dialog.getByLabel('사유 (선택)').fill('e2e: spam');
    await dialog.getByRole('button', { name: '정지' }).click();
    await expect(dialog).toBeHidden();
    await expect(accounts.getByRole('status')).toHaveText(`${member.username} 님을 정지했습니다.`);
    await expect(row).toContainText('정지됨');

    // The audit log has both changes.
    await page.getByRole('tab', { name: '작업 기록' }).click();
    const audit = section(page, 'audit');
    await expect(audit.locator('tr[data-admin-audit="settings.update"]').first()).toBeVisible();
    await audit.getByLabel('작업', { exact: true }).selectOption('user.ban');
    await audit.getByRole('button', { name: '검색' }).click();
    const ban = audit.locator('tr[data-admin-audit="user.ban"]').first();
    await expect(ban).toContainText(chief.username);
    await expect(ban).toContainText('"w" → "b"');
    await expect(ban).toContainText('사유: e2e: spam');
    await expect(audit.locator('tr[data-admin-audit="settings.update"]')).toHaveCount(0);

    // Every section fits a 360 px screen, without a serious or critical axe violation.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const name of [
      'approvals',
      'site',
      'menus',
      'notices',
      'matches',
      'notifications',
      'accounts',
      'audit',
    ]) {
      await page.locator(`[data-admin-tab="${name}"]`).click();
      await expect(section(page, name).locator('button').first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, name).toBeLessThanOrEqual(360);
      expect(await axeViolations(page, SERIOUS), name).toEqual([]);
    }
  } finally {
    await putSetting(request, token, 'home', original.home);
    await putSetting(request, token, 'menus', original.menus);
  }
});

interface NoticeJson {
  id: number;
  title: string;
  body: string;
  status: boolean;
  deleted_at: number | null;
}

async function notices(request: APIRequestContext, token: string): Promise<NoticeJson[]> {
  const response = await request.get('/api/admin/notices', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: NoticeJson[] }).data;
}

test('an administrator resets a member’s password from the console', async ({ page, request }) => {
  test.setTimeout(60_000);
  const member = newUser();
  const registered = await request.post('/api/register/', {
    data: { ...member, password_confirmation: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  await admin('approve', member.username);

  await asAdministrator(page, '/admin');
  await page.getByRole('tab', { name: '회원' }).click();
  const accounts = section(page, 'accounts');
  await accounts.getByLabel('아이디 또는 닉네임', { exact: true }).fill(member.username);
  await accounts.getByRole('button', { name: '검색' }).click();
  const row = accounts.locator(`tr[data-admin-account="${member.username}"]`);
  await expect(row).toContainText('승인됨');
  await row.getByRole('button', { name: `${member.username}의 비밀번호 초기화` }).click();
  const dialog = page.getByRole('dialog', { name: /비밀번호를 초기화할까요/ });
  await dialog.getByLabel('사유 (선택)').fill('e2e: lost it');
  await dialog.getByRole('button', { name: '비밀번호 초기화' }).click();
  await expect(dialog).toBeHidden();
  // The temporary password is shown once, in the outcome the operator reads out.
  const status = accounts.getByRole('status');
  await expect(status).toContainText(`${member.username}의 임시 비밀번호입니다`);
  const shown = /: ([A-Za-z2-9]{16})$/.exec((await status.textContent()) ?? '')?.[1];
  expect(shown).toBeTruthy();

  // The audit log names the reset, never the password.
  await page.getByRole('tab', { name: '작업 기록' }).click();
  const audit = section(page, 'audit');
  await audit.getByLabel('작업', { exact: true }).selectOption('user.reset-password');
  await audit.getByRole('button', { name: '검색' }).click();
  const entry = audit.locator('tr[data-admin-audit="user.reset-password"]').first();
  await expect(entry).toContainText('사유: e2e: lost it');
  await expect(entry).not.toContainText(shown!);
});

test('an administrator manages a notice from the console', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { token, username } = await asAdministrator(page, '/admin?section=notices');
  const chief = { username };
  const title = `e2e 공지 ${Date.now().toString(36)}`;

  try {
    await page.getByRole('tab', { name: '공지' }).click();
    await expect(page).toHaveURL(/\/admin\?section=notices$/);
    const list = section(page, 'notices');
    const form = group(page, 'notice');
    await expect(list.locator('[data-admin-list="notices"]')).toHaveAttribute(
      'data-admin-phase',
      'ready',
    );

    // A title is needed: the field says so and takes the focus.
    const titleField = form.getByLabel('제목', { exact: true });
    await form.getByRole('button', { name: '저장' }).click();
    await expect(titleField).toHaveAttribute('aria-invalid', 'true');
    await expect(titleField).toHaveAccessibleDescription(/^제목을 입력해 주세요\./);
    await expect(titleField).toBeFocused();

    // A popup with rich text; the server keeps the allowed tags only. It is for the Japanese
    // pages, which the other browser tests (sharing this server) hardly open while it is on.
    await form.getByLabel('종류', { exact: true }).selectOption('popup');
    await titleField.fill(title);
    await form.getByLabel('언어', { exact: true }).selectOption('jp');
    const body = form.getByLabel('내용', { exact: true });
    await expect(body).toHaveAccessibleDescription(/h2–h4.*mailto/);
    await body.fill(
      '<h2>점검 안내</h2><p><strong>굵게</strong> <a href="https://example.com">링크</a></p><script>window.hit=1</script>',
    );
    // A field the server refuses shows the server's message on it (answered here).
    await page.route('**/api/admin/notices', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: {
              error: {
                code: 'VALIDATION',
                message: 'Invalid body field "body"',
                details: [{ field: 'body', message: 'Too much markup' }],
              },
            },
          })
        : route.fallback(),
    );
    await form.getByRole('button', { name: '저장' }).click();
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(body).toHaveAccessibleDescription(/^Too much markup/);
    await page.unroute('**/api/admin/notices');

    await form.getByRole('button', { name: '저장' }).click();
    await expect(form.getByRole('status')).toHaveText('저장했습니다.');
    await expect(form.locator('legend')).toHaveText(/^공지 수정 #\d+$/);
    expect(await page.evaluate(() => 'hit' in window)).toBe(false);

    const stored = (await notices(request, token)).find((n) => n.title === title);
    expect(stored?.body).toContain('<strong>굵게</strong>');
    expect(stored?.body).toContain('href="https://example.com"');
    expect(stored?.body).not.toContain('<script');
    const row = list.locator(`tr[data-admin-notice="${stored?.id}"]`);
    await expect(row).toContainText(title);
    await expect(row).toContainText('팝업');
    await expect(row).toContainText('日本語');
    await expect(row).toHaveAttribute('data-status', 'on');
    const status = list.locator('p[role="status"]').first();
    const action = (name: string) => row.locator(`[data-admin-notice-action="${name}"]`);

    // Off: the row says so and pages no longer get it.
    await action('status').click();
    await expect(status).toHaveText(`‘${title}’: 끄기 완료.`);
    await expect(row).toHaveAttribute('data-status', 'off');
    await expect(row).toContainText('꺼짐');
    const shown = await request.get('/api/notices?lang=jp');
    const shownIds = ((await shown.json()) as { data: NoticeJson[] }).data.map((n) => n.id);
    expect(shownIds).not.toContain(stored?.id);

    // Delete (confirmed), restore, delete again.
    const remove = async () => {
      await action('delete').click();
      const dialog = page.getByRole('dialog', { name: `‘${title}’ 공지를 삭제할까요?` });
      await dialog.getByRole('button', { name: '삭제' }).click();
      await expect(dialog).toBeHidden();
      await expect(status).toHaveText(`‘${title}’: 삭제 완료.`);
      await expect(row).toHaveAttribute('data-deleted', 'true');
      await expect(row).toContainText('삭제됨');
      await expect(row.locator('[data-admin-notice-action]')).toHaveCount(1);
    };
    await remove();
    await action('restore').click();
    await expect(status).toHaveText(`‘${title}’: 복원 완료.`);
    await expect(row).not.toHaveAttribute('data-deleted', 'true');
    await expect(action('edit')).toBeVisible();
    await remove();

    // The audit log has each step, newest first.
    const audit = await request.get(
      `/api/admin/audit?action=notice.&actor=${encodeURIComponent(chief.username)}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(audit.status()).toBe(200);
    const entries = ((await audit.json()) as { data: { action: string; target: string }[] }).data;
    expect(entries.filter((e) => e.target === `notice:${stored?.id}`).map((e) => e.action)).toEqual(
      ['notice.delete', 'notice.restore', 'notice.delete', 'notice.status', 'notice.create'],
    );
  } finally {
    // Other browser tests share the server: leave this notice deleted whatever happened.
    for (const notice of await notices(request, token)) {
      if (notice.title === title && notice.deleted_at === null) {
        await request.delete(`/api/admin/notices/${notice.id}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
      }
    }
  }
});

/** A match row of the public API; the URL itself is not in it, only whether one is set. */
interface LiveMatchJson {
  id: number;
  ss: string | null;
  isBroadcast: boolean;
}

/** The 8-byte PNG signature and a few bytes: enough for the server's content check. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49]);

test('an administrator corrects a match and uploads a favicon', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { token } = await asAdministrator(page, '/admin?section=matches');
  const headers = { Authorization: `Bearer ${token}` };
  const live = await request.get('/api/games/inplay');
  expect(live.status()).toBe(200);
  // One without a stream, so its former URL is known (none) and can be put back.
  const rows = ((await live.json()) as { data: LiveMatchJson[] }).data;
  const match = rows.find((m) => !m.isBroadcast);
  if (!match) throw new Error('no match in play without a stream on the e2e server');
  const broadcast = async () => {
    const response = await request.get(`/api/games/${match.id}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: LiveMatchJson }).data.isBroadcast;
  };
  const originalHome = await setting(request, token, 'home');

  try {
    await page.getByRole('tab', { name: '경기', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\?section=matches$/);

    // A live-stream URL for the match: the API then says it has one.
    const stream = group(page, 'stream');
    const url = `https://tv.example.com/e2e/${match.id}`;
    await stream.getByLabel('경기 ID', { exact: true }).fill(String(match.id));
    await stream.getByLabel('중계 URL', { exact: true }).fill(url);
    await stream.getByRole('button', { name: '저장' }).click();
    await expect(stream.getByRole('status')).toHaveText('저장했습니다.');
    await expect.poll(broadcast).toBe(true);

    // A score line in another form is refused on its field; a good one says where it went.
    const score = group(page, 'score');
    const line = score.getByLabel('스코어 (예: 2-1)', { exact: true });
    await score.getByLabel('경기 ID', { exact: true }).fill(String(match.id));
    await line.fill('2:1');
    await score.getByRole('button', { name: '저장' }).click();
    await expect(line).toHaveAttribute('aria-invalid', 'true');
    await line.fill(match.ss ?? '0-0');
    await score.getByRole('button', { name: '저장' }).click();
    await expect(score.getByRole('status')).toHaveText('저장했습니다.');
    await expect(score.locator('[data-admin-outcome]')).toHaveText(
      /라이브 피드|피드 노드|저장된 결과/,
    );

    // A favicon: a text file is refused on the file field, a PNG fills the path field.
    await page.getByRole('tab', { name: '사이트', exact: true }).click();
    const home = group(page, 'home');
    const file = home.getByLabel('파비콘 파일', { exact: true });
    await file.setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await expect(file).toHaveAccessibleDescription(/png/);
    await file.setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
    const favicon = home.getByLabel('파비콘 경로', { exact: true });
    await expect(favicon).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.png$/);
    await expect(file).not.toHaveAttribute('aria-invalid', 'true');
    const path = await favicon.inputValue();
    await home.getByRole('button', { name: '저장' }).click();
    await expect(home.getByRole('status')).toHaveText('저장했습니다.');
    expect(await setting(request, token, 'home')).toMatchObject({ favicon: path });
  } finally {
    const reset = await request.patch(`/api/games/${match.id}`, {
      headers,
      data: { url: null },
    });
    expect(reset.status()).toBe(200);
    await putSetting(request, token, 'home', originalHome);
  }
});

test('an administrator sets one language’s search texts and the maintenance message', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { token } = await asAdministrator(page, '/admin?section=site');
  const original = {
    home: await setting(request, token, 'home'),
    seo: await setting(request, token, 'seo'),
  };
  const visitor = await page.context().newPage();
  const stamp = Date.now().toString(36);
  try {
    await expect(page.getByRole('tab', { name: '사이트', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // English pages get their own title and description; Korean ones keep the shared texts.
    const seo = group(page, 'seo');
    await seo.getByLabel('언어', { exact: true }).selectOption('en');
    await seo.getByLabel('SEO 제목', { exact: true }).fill(`Scores in English ${stamp}`);
    await seo.getByLabel('SEO 설명', { exact: true }).fill(`Every score, in English ${stamp}`);
    await seo.getByRole('button', { name: '저장' }).click();
    await expect(seo.getByRole('status')).toHaveText('저장했습니다.');
    const base = new URL(page.url()).origin;
    await visitor.goto(`${base}/game/results/inplay?lang=en`);
    await expect(visitor).toHaveTitle(new RegExp(`Scores in English ${stamp}$`));
    await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `Every score, in English ${stamp}`,
    );
    await visitor.goto(`${base}/game/results/inplay?lang=kr`);
    await expect(visitor).not.toHaveTitle(new RegExp(stamp));

    // Maintenance with the operator's words: a visitor sees them (as text); the console stays.
    // The visitor's open page would reload on the push: it leaves first, so only this test's
    // own navigation loads the maintenance screen.
    await visitor.goto('about:blank');
    const home = group(page, 'home');
    const words = `<b>점검</b> ${stamp}: 10시에 돌아옵니다`;
    await home.getByLabel('점검 안내 문구 (비우면 기본 문구)', { exact: true }).fill(words);
    await home.getByLabel('점검 모드', { exact: true }).check();
    await home.getByRole('button', { name: '저장' }).click();
    await expect(home.getByRole('status')).toHaveText('저장했습니다.');
    await visitor.goto(`${base}/?lang=en`);
    await expect(visitor.locator('[data-maintenance-message]')).toHaveText(words);
    await expect(visitor.locator('[data-maintenance-message] b')).toHaveCount(0);
    await page.reload();
    await expect(group(page, 'home')).toBeVisible();
  } finally {
    await putSetting(request, token, 'home', original.home);
    await putSetting(request, token, 'seo', original.seo);
    await visitor.close();
  }
  await page.goto('/?lang=en');
  await expect(page.locator('[data-page="maintenance"]')).toHaveCount(0);
});

/** How soon a saved change must reach a page already open. */
const PUSH_MS = 2_000;

test('each change saved in the console reaches a second browser already open within 2 s', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const { token } = await asAdministrator(page, '/admin?section=site');
  const headers = { Authorization: `Bearer ${token}` };
  const original = {
    home: await setting(request, token, 'home'),
    menus: await setting(request, token, 'menus'),
  };
  const stamp = Date.now().toString(36);
  const title = `Tonight ${stamp}`;
  const base = new URL(page.url()).origin;
  // Another browser: its own context, its own socket, nothing shared with the console's.
  const elsewhere = await browser.newContext();
  const visitor = await elsewhere.newPage();
  try {
    await visitor.goto(`${base}/game/results/inplay?lang=en`);
    await expect(visitor.locator('[data-connection="online"]')).toBeVisible();
    // A reload would lose this mark.
    await visitor.evaluate(() => ((window as { stillOpen?: boolean }).stillOpen = true));
    await expect(page.getByRole('tab', { name: '사이트', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const home = group(page, 'home');
    await home.getByLabel('사이트 이름', { exact: true }).fill(`Pushed ${stamp}`);
    await home.getByRole('button', { name: '저장' }).click();
    await expect(visitor.locator('.shell-brand__name')).toHaveText(`Pushed ${stamp}`, {
      timeout: PUSH_MS,
    });

    await page.getByRole('tab', { name: '메뉴' }).click();
    const menus = group(page, 'menus');
    await menus.getByLabel('베팅내역', { exact: true }).uncheck();
    await menus.getByRole('button', { name: '저장' }).click();
    await expect(visitor.locator('[data-action="betList"]')).toBeHidden({ timeout: PUSH_MS });
    await expect(visitor.locator('[data-action="results"]')).toBeVisible();

    await page.getByRole('tab', { name: '공지' }).click();
    const form = group(page, 'notice');
    await form.getByLabel('종류', { exact: true }).selectOption('popup');
    await form.getByLabel('제목', { exact: true }).fill(title);
    await form.getByLabel('언어', { exact: true }).selectOption('en');
    await form
      .getByLabel('내용', { exact: true })
      .fill('<p>Kick-off at <strong>20:00</strong></p><img src=x onerror="window.hit=1">');
    await form.getByRole('button', { name: '저장' }).click();
    const popup = visitor.locator('[data-notice-popup]').filter({ hasText: title });
    await expect(popup).toBeVisible({ timeout: PUSH_MS });
    await expect(popup.locator('strong')).toHaveText('20:00');
    expect(await visitor.evaluate(() => 'hit' in window)).toBe(false);
    expect(await visitor.evaluate(() => (window as { stillOpen?: boolean }).stillOpen)).toBe(true);

    // Maintenance: the push arrives within 2 s and the page reloads into the maintenance screen.
    await page.getByRole('tab', { name: '사이트', exact: true }).click();
    await home.getByLabel('점검 모드', { exact: true }).check();
    await home.getByRole('button', { name: '저장' }).click();
    await expect(visitor.locator('[data-page="maintenance"]')).toBeVisible({
      timeout: PUSH_MS + 5_000,
    });
    // The console that turned it on stays usable.
    await expect(home.getByRole('status')).toHaveText('저장했습니다.');
  } finally {
    await putSetting(request, token, 'home', original.home);
    await putSetting(request, token, 'menus', original.menus);
    for (const notice of await notices(request, token)) {
      if (notice.title === title && notice.deleted_at === null) {
        await request.delete(`/api/admin/notices/${notice.id}`, { headers });
      }
    }
    await elsewhere.close();
  }
});
