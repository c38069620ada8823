// E-sports clocks say "map N" in every language, never quarters (a League of Legends map once
// read "3쿼터", third quarter), on the in-play clock (timer label) and in period names.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../src/lib/domain/languages';
import { periodName } from '../../../../src/lib/domain/period-names';
import { timerLabel } from '../../../../src/lib/domain/timer-label';
import { createLightTranslate } from '../../../../src/lib/i18n/translate';
import { periodText, statusText, timerText } from '../../../../src/islands/inplay/labels';
import type { StatusLabel } from '../../../../src/lib/domain/status-label';
import { provideServerMessages } from '../../../../src/lib/i18n/messages.server';

provideServerMessages();

describe('e-sports clock words', () => {
  it.each<[Language, string, string]>([
    ['kr', '맵 3', '맵2'],
    ['en', 'Map 3', 'M2'],
    ['jp', 'マップ3', 'マップ2'],
  ])('%s: the in-play clock and the period say map', (lang, clock, period) => {
    const t = createLightTranslate(lang);
    const label = timerText(t, timerLabel(151, { tm: 11, ts: 38 }, 3));
    expect(label).toEqual({ unit: clock, clock: '11:38' });
    expect(label.unit).not.toMatch(/쿼터|quarter|クォーター/i);
    expect(periodText(t, periodName(151, 2))).toBe(period);
  });
});

describe('break and finished labels in every language (spec §4.19)', () => {
  const brk = (key: string, n = 0) => ({ kind: 'break', key, n }) as StatusLabel;
  const fin = (key: string, n = 0) => ({ kind: 'final', key, n, sets: [] }) as StatusLabel;
  it.each<[StatusLabel, string, string, string]>([
    [brk('halfTime'), 'HT', '하프타임', 'ハーフタイム'],
    [brk('quarterEnd', 1), 'End of 1st', '1쿼터 종료', '第1Q終了'],
    [brk('quarterEnd', 3), 'End of 3rd', '3쿼터 종료', '第3Q終了'],
    [brk('periodBreak', 1), '1st break', '1피리어드 휴식', '第1P後休憩'],
    [brk('periodBreak', 2), '2nd break', '2피리어드 휴식', '第2P後休憩'],
    [brk('awaitingOt'), 'Awaiting OT', '연장 대기', '延長待ち'],
    [brk('awaitingSo'), 'Awaiting SO', '승부치기 대기', 'SO待ち'],
    [fin('fullTime'), 'FT', '종료', '終了'],
    [fin('final'), 'Final', '종료', '終了'],
    [fin('finalOt'), 'F/OT', '종료(연장)', '終了(延長)'],
    [fin('finalSo'), 'F/SO', '종료(승부치기)', '終了(SO)'],
    [fin('finalInnings', 11), 'F/11', '종료(11회)', '終了(11回)'],
  ])('%o', (label, en, kr, jp) => {
    expect(statusText(createLightTranslate('en'), label)).toBe(en);
    expect(statusText(createLightTranslate('kr'), label)).toBe(kr);
    expect(statusText(createLightTranslate('jp'), label)).toBe(jp);
  });
});
