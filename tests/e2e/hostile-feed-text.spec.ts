/**
 * Hostile text from the provider: the BetsAPI stand-in sends a match in play
 * whose timeline texts carry the XSS corpus, as whole texts (shown as sent) and as the player of
 * a goal the catalogue reads (shown through its template), with a 10 KB text, an unbroken one,
 * right-to-left overrides and broken UTF-16, and whose referee and stadium names are hostile too.
 * The built server, started here with FEED=betsapi, stores them; the in-play panel's summary
 * and the match's details page show them at 360 px in Chromium: no dialog, every text shown as
 * text, nothing wider than the screen.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  FIXTURE_TOKEN,
  fixture,
  startFakeBetsApi,
  type FakeBetsApi,
} from '../fixtures/betsapi/server';
import { freePort } from '../support/free-port';

const corpus = (
  JSON.parse(readFileSync(new URL('../fixtures/xss-corpus.json', import.meta.url), 'utf8')) as {
    payloads: string[];
  }
).payloads;

const MATCH_ID = 2654397;
const BET365_ID = '93624166';
/** What the feed keeps of a timeline text (schemas/events.ts EVENT_TEXT_MAX). */
const TEXT_MAX = 500;
const LONG = 'W'.repeat(TEXT_MAX);
const REVERSED = '\u202Eevil\u202D reversed \u202Bمرحبا\u202C';
const HOSTILE_TEXTS = [
  ...corpus,
  LONG,
  `${'<b>'.repeat(20)}${'x'.repeat(10_240)}`,
  REVERSED,
  '\uD800 broken \uFFFD',
];
/**
 * Goals whose scorer is markup without brackets (the player slot takes no brackets): the
 * catalogue reads them, and the scorer fills its template. With the corpus's bracketed payloads
 * the same texts are shown as sent, whole.
 */
const SCORERS = [
  '<script>alert`1`</script>',
  '<img src=x onerror=alert`1`>',
  '<svg/onload=alert`1`>',
  '"><iframe src=javascript:alert`1`>',
];
const goal = (scorer: string, i: number) =>
  `${10 + i}' - ${i + 1}${['st', 'nd', 'rd'][i] ?? 'th'} Goal - ${scorer} - Man City`;
const GOALS = SCORERS.map(goal);
const BRACKETED_GOALS = corpus.slice(0, 4).map((payload, i) => goal(payload, i + SCORERS.length));

function hostileView(): unknown {
  const view = structuredClone(fixture('view-kickoff.json')) as {
    results: { events: { id: string; text: string }[]; extra: Record<string, unknown> }[];
  };
  const row = view.results[0]!;
  row.events = [...HOSTILE_TEXTS, ...GOALS, ...BRACKETED_GOALS].map((text, i) => ({
    id: String(70_000 + i),
    text,
  }));
  row.extra.referee = { id: '881', name: corpus[1], cc: 'gb' };
  row.extra.stadium_data = { id: '606', name: corpus[2], city: REVERSED, country: 'England' };
  return view;
}

interface FeedServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** The built server on its own port and data folder, fed by the stand-in. */
async function startFeedServer(api: FakeBetsApi): Promise<FeedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-hostile-feed-'));
  const child: ChildProcess = spawn(process.execPath, ['dist/main.mjs'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ROLE: 'all',
      FEED: 'betsapi',
      BETSAPI_TOKEN: FIXTURE_TOKEN,
      BETSAPI_BASE_URL: api.url,
      BETSAPI_RATE_LIMIT: '36000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
        const res = await fetch(`${baseURL}/api/inplay/find/${MATCH_ID}`).catch(() => undefined);
        return res?.status;
      },
      { timeout: 45_000, intervals: [250] },
    )
    .toBe(200)
    .catch(async (error: unknown) => {
      await stop();
      throw error;
    });
  return { baseURL, stop };
}

/** Counts dialogs; reads how far the page is wider than its screen. */
function watch(page: Page) {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  return async () => ({
    dialogs,
    wide: await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
  });
}

/** Markup under `root` that could run script: handlers, script-scheme links, scripts, frames. */
function injected(page: Page, root: string): Promise<string[]> {
  return page.locator(root).evaluate((el) =>
    [el, ...el.querySelectorAll('*')].flatMap((node) => {
      const found: string[] = [];
      const tag = node.tagName.toLowerCase();
      if (tag === 'iframe' || (tag === 'script' && /alert/.test(node.textContent ?? '')))
        found.push(tag);
      for (const attr of node.attributes) {
        if (/^on/i.test(attr.name)) found.push(`${tag}[${attr.name}]`);
        if (/^\s*(javascript|data|vbscript):/i.test(attr.value)) found.push(`${tag}[${attr.name}]`);
      }
      return found;
    }),
  );
}

let api: FakeBetsApi;
let server: FeedServer;

test.describe.configure({ timeout: 60_000 });
test.beforeAll(async () => {
  test.setTimeout(60_000);
  api = await startFakeBetsApi();
  api.on('v3/events/inplay', (q) =>
    q.get('sport_id') === '1'
      ? { file: 'inplay-soccer-kickoff.json' }
      : { file: 'inplay-empty.json' },
  );
  api.on('v1/event/view', { json: hostileView() });
  api.on('v2/event/odds', { file: 'odds-live.json' });
  server = await startFeedServer(api);
});
test.afterAll(async () => {
  await server?.stop();
  await api?.close();
});

test('provider timeline texts carrying the XSS corpus run nothing and fit a phone screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const seen = watch(page);

  // The in-play panel's summary: every entry, each shown as text.
  await page.goto(`${server.baseURL}/all/all/${BET365_ID}?sportsId=1&lang=en`);
  const panel = page.locator('[data-soccer-panel]');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('tab', { name: 'Summary' }).click();
  const entries = panel.locator('.panel-summary li');
  await expect(entries).toHaveCount(HOSTILE_TEXTS.length + GOALS.length + BRACKETED_GOALS.length, {
    timeout: 20_000,
  });
  const shown = await entries.allTextContents();
  for (const text of [...corpus, ...BRACKETED_GOALS]) expect(shown).toContain(text);
  expect(shown).toContain(LONG);
  // The 10 KB text is kept cut to the feed's limit, not dropped with the timeline.
  expect(shown.some((text) => text.length === TEXT_MAX && text.startsWith('<b><b>'))).toBe(true);
  // The goals are read: their scorers appear inside the catalogue's wording, not as sent.
  const goals = panel.locator('.panel-summary li:not([data-as-sent])');
  await expect(goals).toHaveCount(GOALS.length);
  const read = await goals.allTextContents();
  for (const scorer of SCORERS) expect(read.some((text) => text.includes(scorer))).toBe(true);
  expect(await injected(page, '.panel-summary')).toEqual([]);
  expect(await seen()).toEqual({ dialogs: 0, wide: 0 });

  // The match's details page renders the same timeline on the server.
  await page.goto(`${server.baseURL}/game/result/info/${MATCH_ID}?sports=soccer&lang=en`);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('main')).toContainText(corpus[0]!);
  expect(await injected(page, 'main')).toEqual([]);
  expect(await seen()).toEqual({ dialogs: 0, wide: 0 });
});
