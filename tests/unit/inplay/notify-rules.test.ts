import { describe, expect, it } from 'vitest';
import { decideNotification, notifyConfig, soundPath } from '../../../src/lib/inplay/notify-rules';

describe('notification settings (spec §3, §9)', () => {
  it.each([
    [{ is_active: true, value: 5, score: true, odds: true }, 5000],
    [{ is_active: true, value: 0, score: true, odds: true }, null],
    [{ is_active: false, value: 5, score: true, odds: true }, null],
  ])('%j closes after %s ms', (duration, ms) => {
    expect(notifyConfig({ duration }).durationMs).toBe(ms);
  });
});

describe('toast and sound (spec §2 toggles)', () => {
  const config = { durationMs: 5000, score: true, odds: false };
  const flags = (is_sound: boolean, is_prompt: boolean) => ({ is_odds: true, is_sound, is_prompt });
  it.each([
    ['score', flags(true, true), { toast: true, sound: true }],
    ['score', flags(false, true), { toast: true, sound: false }],
    ['score', flags(true, false), { toast: false, sound: true }],
    ['odds', flags(true, true), { toast: false, sound: false }],
  ] as const)('%s with %j', (kind, f, decision) => {
    expect(decideNotification(kind, f, config)).toEqual(decision);
  });

  it('finds the sound by key', () => {
    const sounds = [{ key: 'score', path: '/sounds/score.wav' }];
    expect(soundPath(sounds, 'score')).toBe('/sounds/score.wav');
    expect(soundPath(sounds, 'odds')).toBeNull();
  });
});
