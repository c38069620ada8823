// E-sports clocks say "map N" in every language, never quarters (a League of Legends map once
// read "3쿼터", third quarter), on the in-play clock (timer label) and in period names.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../src/lib/domain/languages';
import { periodName } from '../../../../src/lib/domain/period-names';
import { timerLabel } from '../../../../src/lib/domain/timer-label';
import { createLightTranslate } from '../../../../src/lib/i18n/translate';
import { periodText, timerText } from '../../../../src/islands/inplay/labels';
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
