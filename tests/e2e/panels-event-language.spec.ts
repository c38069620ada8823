/**
 * Feed events in the viewer's language, in a real browser: on the Korean and Japanese in-play
 * pages, the panel's state line and its summary of the simulated feed read in the page's
 * language. Every summary entry is rendered from its code (none marked as sent), and neither the
 * state line nor the summary shows the English words of the feed's texts or game states.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { EVENT_TEMPLATES } from '../../src/lib/domain/event-codes';
import { GAME_STATES } from '../../src/lib/domain/game-states';
import { startFastServer, type FastServer } from './inplay-server';

let server: FastServer;

test.describe.configure({ timeout: 60_000 });
test.beforeAll(async () => {
  // A fast simulator: timelines and states fill within seconds.
  server = await startFastServer();
});

/** Soccer, baseball, basketball and ice hockey in Korean; volleyball, tennis, American football and soccer in Japanese. */
const SPORTS = { kr: [1, 16, 18, 17], jp: [91, 13, 12, 1] } as const;

/**
 * English words of the feed: the catalogue's fixed words (`Goal`, `Corner`, `Score After`…) and
 * the game state names (`Dangerous Attack`, `TV Timeout`, `Foul Ball`, `Face Off`…). Whole
 * words of four letters or more, so that a player's name (given as the feed sends it) does not
 * count unless it is one of these words.
 */
function englishWords(): RegExp {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of text.replace(/\{\w+\}/g, ' ').split(/[^A-Za-z]+/))
      if (w.length >= 4) words.add(w);
  };
  for (const entries of Object.values(EVENT_TEMPLATES)) for (const e of entries) add(e.en);
  for (const names of Object.values(GAME_STATES)) for (const n of names) add(n);
  return new RegExp(`\\b(${[...words].join('|')})\\b`);
}
const ENGLISH = englishWords();

interface Live {
  bet365: string | null;
  is_inplay: boolean;
}

async function liveMatches(request: APIRequestContext, sport: number): Promise<string[]> {
  const res = await request.get(`${server.baseURL}/api/games/inplay?sportsId=${sport}`);
  const body = (await res.json()) as { data: Live[] };
  return body.data.filter((m) => m.is_inplay && m.bet365).map((m) => m.bet365!);
}

/**
 * The panel's state line and summary entries as the reader sees them; the summary is empty when
 * the match has no timeline entry yet.
 */
async function panelTexts(page: Page): Promise<{ state: string[]; summary: string[] }> {
  const panel = page.locator('.detail-panel');
  // The summary tab (American football's timeline) of whichever body the sport has.
  const tab = panel.locator('[data-tab="summary"], [data-tab="timeline"]').first();
  await tab.click();
  const entries = panel.locator('.panel-summary li');
  await entries
    .first()
    .waitFor({ timeout: 8_000 })
    .catch(() => undefined);
  await expect(panel.locator('.panel-summary li[data-as-sent]')).toHaveCount(0);
  const state = await panel.locator('.detail-panel__state').allInnerTexts();
  return { state, summary: await entries.allInnerTexts() };
}

for (const lang of ['kr', 'jp'] as const) {
  test(`${lang}: state lines and summaries carry no English feed words`, async ({
    page,
    request,
  }) => {
    let entries = 0;
    for (const sport of SPORTS[lang]) {
      const ids = await liveMatches(request, sport);
      expect(ids.length, `live matches of sport ${sport}`).toBeGreaterThan(0);
      await page.goto(`${server.baseURL}/all/all/${ids[0]}?sportsId=${sport}&lang=${lang}`);
      await expect(page.locator('[data-inplay-live]')).toBeVisible();
      const { state, summary } = await panelTexts(page);
      for (const text of [...state, ...summary])
        expect(text, `sport ${sport}`).not.toMatch(ENGLISH);
      entries += summary.length;
    }
    // The fast simulator has written timelines by now: the check saw real entries.
    expect(entries).toBeGreaterThan(0);
  });
}
