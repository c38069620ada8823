/**
 * Hostile text in the names the pages show: the operator's Korean names of
 * teams and a league carry the XSS corpus (script tags, handlers, script schemes, SVG and
 * MathML, broken markup), long unbroken names and right-to-left overrides; the team page and
 * the in-play list then render them at 360 px in Chromium: no dialog, no script run, nothing
 * wider than the screen. Names are put back at the end (the fast server is shared).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { operatorSession, type OperatorSession } from './operator-session';

const corpus = (
  JSON.parse(readFileSync(new URL('../fixtures/xss-corpus.json', import.meta.url), 'utf8')) as {
    payloads: string[];
  }
).payloads;

/** The names API takes up to 200 characters; longer ones are refused (checked below). */
const NAME_MAX = 200;
const HOSTILE = [
  ...corpus.filter((p) => p.length <= NAME_MAX),
  'W'.repeat(NAME_MAX),
  '\u202Eevil\u202D reversed \u202Bمرحبا\u202C',
  '\uFFFD\uD800 broken',
];

interface Entry {
  id: number;
  en: string;
  kor: string | null;
  jp: string | null;
}
interface LiveRow {
  home: string;
  away: string;
  home_id: number;
  league: string;
}

let operator: OperatorSession;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  operator = await operatorSession('guard');
});
test.afterAll(async () => operator?.dispose());

async function entryFor(kind: 'team' | 'league', en: string): Promise<Entry | undefined> {
  const q = encodeURIComponent(en);
  const list = (await operator.call(
    'GET',
    `/admin/names?kind=${kind}&sport_id=1&q=${q}`,
  )) as Entry[];
  return list.find((e) => e.en === en);
}

/** Counts what ran: dialogs, and the corpus's own marks if any script got through. */
async function hostilePage(page: Page): Promise<() => Promise<{ dialogs: number; wide: number }>> {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  return async () => ({
    dialogs,
    // The page's own width: anything wider than the 360 px screen would scroll sideways.
    wide: await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
  });
}

test('names carrying the XSS corpus run nothing and keep the pages within a phone screen', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const live = (await (
    await page.request.get(`${operator.baseURL}/api/games/inplay?sportsId=1`)
  ).json()) as {
    data: LiveRow[];
  };
  const rows = live.data.slice(0, 6);
  const teams = (
    await Promise.all(rows.flatMap((r) => [entryFor('team', r.home), entryFor('team', r.away)]))
  ).filter((e): e is Entry => e !== undefined);
  const league = rows[0] ? await entryFor('league', rows[0].league) : undefined;
  const entries = [...teams, ...(league ? [league] : [])];
  expect(entries.length).toBeGreaterThanOrEqual(4);
  const home = teams.find((e) => e.en === rows[0]!.home);
  if (!home) throw new Error(`no names entry for ${rows[0]!.home}`);
  const seen = await hostilePage(page);
  const found: string[] = [];
  try {
    for (let i = 0; i < HOSTILE.length; i += entries.length) {
      const round = entries.map((entry, j) => ({
        entry,
        name: HOSTILE[(i + j) % HOSTILE.length]!,
      }));
      for (const { entry, name } of round) {
        await operator.call('PUT', `/admin/names/${entry.id}`, { kor: name });
      }
      for (const path of [`/inplay/team/info/${rows[0]!.home_id}?lang=kr`, '/?lang=kr']) {
        await page.goto(`${operator.baseURL}${path}`);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        const { dialogs, wide } = await seen();
        if (dialogs > 0) found.push(`${path} round ${i}: ${dialogs} dialogs`);
        if (wide > 0) found.push(`${path} round ${i}: ${wide} px wider than the screen`);
      }
    }
    // The team page shows a hostile name as text.
    await operator.call('PUT', `/admin/names/${home.id}`, { kor: '<b>굵게</b>' });
    await page.goto(`${operator.baseURL}/inplay/team/info/${rows[0]!.home_id}?lang=kr`);
    await expect(page.locator('main')).toContainText('<b>굵게</b>');
    expect(await page.locator('main b').filter({ hasText: '굵게' }).count()).toBe(0);
    // The longest name, unbroken, stays within the screen where it is shown.
    await operator.call('PUT', `/admin/names/${home.id}`, { kor: 'W'.repeat(NAME_MAX) });
    await page.reload();
    await expect(page.locator('main')).toContainText('W'.repeat(NAME_MAX));
    expect((await seen()).wide).toBeLessThanOrEqual(0);
  } finally {
    for (const entry of entries) {
      await operator.call('PUT', `/admin/names/${entry.id}`, { kor: entry.kor ?? '' });
    }
  }
  expect(found).toEqual([]);
});

test('a name of 10 KB is refused, naming the field', async ({ request }) => {
  const entries = (await operator.call('GET', '/admin/names?kind=team&sport_id=1')) as Entry[];
  const entry = entries[0]!;
  const response = await request.put(`${operator.baseURL}/api/admin/names/${entry.id}`, {
    data: { kor: 'x'.repeat(10_240) },
    headers: { Authorization: 'Bearer invalid' },
  });
  // Without a valid token: refused before the body is read.
  expect(response.status()).toBe(401);
  const refused = await operator
    .call('PUT', `/admin/names/${entry.id}`, { kor: 'x'.repeat(10_240) })
    .then(
      () => 'accepted',
      (error: Error) => error.message,
    );
  expect(refused).toMatch(/400/);
  expect(refused).toMatch(/kor/);
});
