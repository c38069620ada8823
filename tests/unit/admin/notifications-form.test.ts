import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/lib/domain/settings';
import {
  notificationBody,
  notificationForm,
  notificationProblems,
  soundsBody,
  soundsProblems,
} from '../../../src/lib/admin/notifications-form';

const form = notificationForm(DEFAULT_SETTINGS.notification);
const range = { 'duration.value': { kind: 'range', min: 0, max: 600 } };

describe('notification defaults', () => {
  it.each([
    ['5', {}, 5],
    [' 0 ', {}, 0],
    ['600', {}, 600],
    ['601', range, null],
    ['-1', range, null],
    ['2.5', range, null],
    ['', range, null],
    ['abc', range, null],
  ] as const)('%j seconds: problems %j, value %j', (seconds, problems, value) => {
    const next = { ...form, seconds };
    expect(notificationProblems(next)).toEqual(problems);
    if (value !== null) expect(notificationBody(next).duration.value).toBe(value);
  });

  it('sends the switches as they are', () => {
    expect(notificationBody({ is_active: false, seconds: '10', score: false, odds: true })).toEqual(
      {
        duration: { is_active: false, value: 10, score: false, odds: true },
      },
    );
  });
});

describe('sound paths', () => {
  it.each([
    ['/sounds/goal.wav', false],
    ['https://cdn.example.com/goal.mp3', false],
    ['http://cdn.example.com/goal.mp3', false],
    [' /sounds/goal.wav ', false],
    ['sounds/goal.wav', true],
    ['//evil.example.com/x.wav', true],
    ['javascript:alert(1)', true],
    ['data:audio/wav;base64,AAAA', true],
    ['https://user:pw@example.com/x.wav', true],
  ])('%j is refused: %s', (path, refused) => {
    const sounds = [
      { key: 'score', path: '/sounds/score.wav' },
      { key: 'odds', path },
    ];
    expect(soundsProblems(sounds)).toEqual(refused ? { '1.path': { kind: 'assetUrl' } } : {});
  });

  it('sends trimmed paths under their keys', () => {
    expect(soundsBody([{ key: 'score', path: ' /a.wav ' }])).toEqual([
      { key: 'score', path: '/a.wav' },
    ]);
  });
});
