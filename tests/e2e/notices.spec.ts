/**
 * The operator's notices in a real browser: a popup published while a page is open
 * appears within 2 s, closes and stays closed; and the XSS corpus, sent through every rich-text
 * and text field an operator fills (notice titles and bodies of popups, banners and the marquee,
 * the site name), runs no script, neither when pushed to an open page nor when the page is
 * rendered anew. Every notice is deleted again: the browser tests share the fast server.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { operatorSession, type OperatorSession } from './operator-session';

const PUSH_MS = 2_000;
const corpus = JSON.parse(
  readFileSync(new URL('../fixtures/xss-corpus.json', import.meta.url), 'utf8'),
) as { payloads: string[] };

let operator: OperatorSession;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  operator = await operatorSession('editor');
});
test.afterAll(async () => operator?.dispose());

interface Created {
  id: number;
}

async function publish(notice: Record<string, unknown>): Promise<number> {
  return ((await operator.call('POST', '/admin/notices', notice)) as Created).id;
}

/** Counts every dialog (alert, confirm, prompt) the page opens, dismissing it. */
function countDialogs(page: Page): () => number {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  return () => dialogs;
}

/**
 * The page has had every chance to run what a payload carries: each image has loaded or failed
 * (an `onerror` would have fired) and a frame and a task have passed (a timer of 0 would have).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/** Markup in the notices area that could run script, if any got through. */
function liveScript(page: Page): Promise<string[]> {
  return page.locator('[data-notices]').evaluate((root) => {
    const found: string[] = [];
    for (const el of root.querySelectorAll('*')) {
      if (/^(SCRIPT|IFRAME|OBJECT|EMBED|BASE|META|FORM)$/.test(el.tagName)) found.push(el.tagName);
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        if (
          /^(href|src|action|formaction)$/i.test(attr.name) &&
          /^\s*(javascript|data|vbscript):/i.test(attr.value)
        )
          found.push(`${el.tagName} ${attr.name}=${attr.value}`);
      }
    }
    return found;
  });
}

test('a popup published while the page is open shows within 2 s, and closed stays closed', async ({
  page,
}) => {
  await page.goto(`${operator.baseURL}/game/results/inplay?lang=en`);
  await expect(page.locator('[data-connection="online"]')).toBeVisible();
  const id = await publish({
    kind: 'popup',
    title: 'Cup final tonight',
    body: '<p>Kick-off at <strong>20:00</strong> — <a href="https://example.com/final">details</a></p>',
  });
  try {
    const popup = page.locator(`[data-notice-popup="${id}"]`);
    await expect(popup).toBeVisible({ timeout: PUSH_MS });
    await expect(popup.getByRole('heading')).toHaveText('Cup final tonight');
    await expect(popup.locator('strong')).toHaveText('20:00');
    await expect(popup.getByRole('link', { name: 'details' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.locator(`[data-notice-popup="${id}"]`)).toBeHidden();
    // Switched off by the operator: gone from the open page too.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(popup).toBeVisible();
    // The switch-off is pushed: the reloaded page must be listening again first.
    await expect(page.locator('[data-connection="online"]')).toBeVisible();
    await operator.call('POST', `/admin/notices/${id}/status`, { status: false });
    await expect(popup).toHaveCount(0, { timeout: PUSH_MS });
  } finally {
    await operator.call('DELETE', `/admin/notices/${id}`);
  }
});

test('the XSS corpus runs no script through any field, pushed or rendered', async ({ page }) => {
  test.setTimeout(60_000);
  const dialogs = countDialogs(page);
  await page.goto(`${operator.baseURL}/game/results/inplay?lang=en`);
  await expect(page.locator('[data-connection="online"]')).toBeVisible();
  const before = (
    (await operator.call('GET', '/admin/settings')) as { home: Record<string, unknown> }
  ).home;
  const ids: number[] = [];
  try {
    for (const [i, payload] of corpus.payloads.entries()) {
      const kind = (['popup', 'banner', 'marquee'] as const)[i % 3];
      ids.push(await publish({ kind, title: `${payload} #${i}`, body: payload }));
    }
    await operator.call('PUT', '/admin/settings/home', {
      ...before,
      site_name: corpus.payloads[1],
    });
    // Pushed: the open page redraws its notices from each event.
    const boxes = corpus.payloads.filter((_, i) => i % 3 !== 2).length;
    await expect(page.locator('[data-notice], [data-notice-popup]')).toHaveCount(boxes, {
      timeout: 10_000,
    });
    await expect(page.locator('.shell-brand__name')).toHaveText(corpus.payloads[1]!);
    await page.mouse.move(200, 300);
    await settled(page);
    expect(await liveScript(page)).toEqual([]);
    // Rendered anew by the server.
    await page.reload();
    await expect(page.locator('.shell-brand__name')).toHaveText(corpus.payloads[1]!);
    await settled(page);
    expect(await liveScript(page)).toEqual([]);
    expect(dialogs()).toBe(0);
  } finally {
    for (const id of ids) await operator.call('DELETE', `/admin/notices/${id}`);
    await operator.call('PUT', '/admin/settings/home', before);
  }
});
