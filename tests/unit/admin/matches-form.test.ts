import { describe, expect, it } from 'vitest';
import {
  pointsBody,
  pointsProblems,
  scoreBody,
  scoreProblems,
  streamBody,
  streamProblems,
  type PointsForm,
} from '../../../src/lib/admin/matches-form';

describe('live stream and bet365 id', () => {
  it.each([
    ['a URL and an id', { id: '7', url: 'https://tv.example/7', bet365: '123' }, {}],
    ['an empty URL (removes it)', { id: '7', url: '', bet365: '' }, {}],
    ['no match id', { id: '', url: '', bet365: '' }, { id: 'required' }],
    ['a match id that is not a number', { id: 'x7', url: '', bet365: '' }, { id: 'matchId' }],
    ['another scheme', { id: '7', url: 'javascript:alert(1)', bet365: '' }, { url: 'url' }],
    ['not a URL', { id: '7', url: 'tv.example', bet365: '' }, { url: 'url' }],
    ['a bet365 id with letters', { id: '7', url: '', bet365: '12a' }, { bet365: 'digits' }],
  ] as const)('%s', (_, form, problems) => {
    expect(streamProblems(form)).toEqual(problems);
  });

  it.each([
    [
      { id: '7', url: ' https://tv.example/7 ', bet365: ' 123 ' },
      { url: 'https://tv.example/7', bet365: '123' },
    ],
    [{ id: '7', url: '', bet365: '' }, { url: null }],
  ] as const)('sends %j as %j', (form, body) => {
    expect(streamBody(form)).toEqual(body);
  });
});

describe('score correction', () => {
  it.each([
    ['2-1', {}],
    [' 10 - 0 ', {}],
    ['2:1', { ss: 'score' }],
    ['2-', { ss: 'score' }],
    ['', { ss: 'score' }],
  ] as const)('%j', (ss, problems) => {
    expect(scoreProblems({ id: '7', ss })).toEqual(problems);
  });

  it('sends the line without spaces', () => {
    expect(scoreBody({ id: '7', ss: ' 3 - 2 ' })).toEqual({ ss: '3-2' });
  });
});

describe('league points', () => {
  const form: PointsForm = {
    league: ' K League 1 ',
    season: '2023/24',
    team: 'Ulsan',
    points: '-3',
    reason: ' Financial breach ',
    remove: false,
  };

  it.each([
    ['a deduction', {}, {}],
    ['no league', { league: ' ' }, { league: 'required' }],
    ['no season or team', { season: '', team: '' }, { season: 'required', team: 'required' }],
    ['a fraction', { points: '1.5' }, { points: 'points' }],
    ['no points', { points: '' }, { points: 'points' }],
    ['no points when removing', { points: '', remove: true }, {}],
    ['no reason', { reason: '  ' }, { reason: 'required' }],
    ['a reason over 300 characters', { reason: 'x'.repeat(301) }, { reason: 'tooLong' }],
  ] as const)('%s', (_, change, problems) => {
    expect(pointsProblems({ ...form, ...change })).toEqual(problems);
  });

  it('sends trimmed names and a number', () => {
    expect(pointsBody(form)).toEqual({
      league: 'K League 1',
      season: '2023/24',
      team: 'Ulsan',
      points: -3,
      reason: 'Financial breach',
      remove: false,
    });
  });
});
