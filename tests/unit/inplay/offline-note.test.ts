// While the data cannot be current, the in-play screen says since when, in Seoul time and the
// page's language; while it is live or on its way, it says nothing.
import { describe, expect, it } from 'vitest';
import { offlineNote } from '../../../src/lib/inplay/offline-note';
import { provideServerMessages } from '../../../src/lib/i18n/messages.server';
import { createLightTranslate } from '../../../src/lib/i18n/translate';
import type { ConnectionStatus } from '../../../src/lib/socket/connection';

provideServerMessages();

// 2026-11-27 05:06 UTC is 14:06 in Seoul.
const RENDERED = Date.UTC(2026, 10, 27, 5, 6);
const LATER = Date.UTC(2026, 10, 27, 5, 41, 59);

describe('offlineNote', () => {
  it.each<[ConnectionStatus, number, 'kr' | 'en' | 'jp', string | null]>([
    ['nonetwork', 0, 'en', 'Offline · last updated 14:06'],
    ['nonetwork', LATER, 'en', 'Offline · last updated 14:41'],
    ['failed', LATER, 'en', 'Cannot connect · last updated 14:41'],
    ['nonetwork', LATER, 'kr', '오프라인 · 마지막 업데이트 14:41'],
    ['failed', 0, 'jp', '接続できません · 最終更新 14:06'],
    // A frame older than the page (a page opened from the cache) does not move the time back.
    ['nonetwork', RENDERED - 3_600_000, 'jp', 'オフライン · 最終更新 14:06'],
    ['online', LATER, 'en', null],
    ['offline', LATER, 'en', null],
    ['connecting', 0, 'kr', null],
    ['idle', 0, 'kr', null],
  ])('%s, live at %i, in %s: %s', (status, liveAt, lang, expected) => {
    expect(offlineNote(status, RENDERED, liveAt, createLightTranslate(lang))).toBe(expected);
  });
});

describe('offlineNote while the server says its live data is held back', () => {
  const stale = { stale: true, reason: 'bus', since: LATER } as const;
  it.each<[ConnectionStatus, 'kr' | 'en' | 'jp', string | null]>([
    ['online', 'en', 'Live scores delayed · last updated 14:41'],
    ['online', 'kr', '실시간 점수 지연 · 마지막 업데이트 14:41'],
    ['online', 'jp', 'ライブスコア遅延中 · 最終更新 14:41'],
    // Without the network, the note says so first.
    ['nonetwork', 'en', 'Offline · last updated 14:41'],
    // Between connections the server's word no longer holds.
    ['connecting', 'en', null],
  ])('%s in %s: %s', (status, lang, expected) => {
    expect(offlineNote(status, RENDERED, LATER, createLightTranslate(lang), stale)).toBe(expected);
  });

  it('says nothing once the server says the data is current again', () => {
    const current = { stale: false, reason: null, since: null };
    expect(offlineNote('online', RENDERED, LATER, createLightTranslate('en'), current)).toBeNull();
  });
});
