import { describe, expect, it } from 'vitest';
import { mapResults, statusOfText } from '../../../src/server/import/results';

const KBO = [
  'date,time,stadium_ko,home_ko,away_ko,home_score,away_score',
  '2025-03-22,14:00,잠실,LG,롯데,12,2',
  '2025-04-01,18:30,대전,한화,KIA,3,3',
  '2025-10-04,17:00,고척,키움,삼성,1,4',
].join('\n');

const options = { sportId: 16 as const, league: 'KBO', timeZone: 'Asia/Seoul' };
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('generic results files', () => {
  const plan = mapResults(KBO, 'kbo.csv', { ...options, season: '2025' });

  it('reads Korean team names, scores, ties and local times', () => {
    expect(plan.league).toEqual({ sportId: 16, name: 'KBO' });
    expect(plan.matches.map((m) => [m.home, m.away, m.ss, m.status])).toEqual([
      ['LG', '롯데', '12-2', 3],
      ['한화', 'KIA', '3-3', 3],
      ['키움', '삼성', '1-4', 3],
    ]);
    expect(iso(plan.matches[0]!.time)).toBe('2025-03-22T05:00:00.000Z');
  });

  it('keeps baseball totals under `run` and the stadium in extra', () => {
    expect(plan.matches[0]).toMatchObject({
      scores: { run: { home: '12', away: '2' } },
      extra: { stadium: '잠실' },
      season: '2025',
      line: 2,
    });
  });

  it('names the season after the first game when not told', () => {
    const across = mapResults(
      'date,home,away,home_score,away_score\n2024-12-30,A,B,1,0\n2025-01-02,B,A,2,2\n',
      'x.csv',
      { sportId: 1, league: 'Cup', timeZone: 'UTC' },
    );
    expect(across.matches.map((m) => m.season)).toEqual(['2024', '2024']);
    expect(across.matches[0]).toMatchObject({
      scores: { '2': { home: '1', away: '0' } },
      stats: { goals: [1, 0] },
      extra: { kickoff_time_known: false },
    });
    expect(iso(across.matches[0]!.time)).toBe('2024-12-30T12:00:00.000Z');
  });

  it('reads statuses: postponed games need no score', () => {
    const withStatus = mapResults(
      'Date,Home,Away,Home_Score,Away_Score,Status\n2025-05-05,LG,두산,,,Postponed\n2025-05-06,LG,두산,5,4,Final\n',
      'x.csv',
      options,
    );
    expect(withStatus.matches.map((m) => [m.status, m.ss])).toEqual([
      [4, null],
      [3, '5-4'],
    ]);
  });

  it.each([
    [
      'a finished game without scores',
      '2025-05-05,LG,두산,,,final',
      /line 2, column Home_Score: a finished game needs both scores/,
    ],
    [
      'an unknown status',
      '2025-05-05,LG,두산,1,0,rained',
      /line 2, column Status: "rained" is not a known status/,
    ],
    ['a bad date', '05-2025-05,LG,두산,1,0,', /line 2, column Date: "05-2025-05" is not a date/],
    [
      'a score that is no number',
      '2025-05-05,LG,두산,1,x,',
      /line 2, column Away_Score: "x" is not a whole number/,
    ],
    [
      'one score only',
      '2025-05-05,LG,두산,1,,',
      /line 2, column Away_Score: only one side has a score/,
    ],
    ['a team against itself', '2025-05-05,LG,lg,1,0,', /the same team plays both sides/],
  ])('refuses %s', (_name, row, message) => {
    expect(() =>
      mapResults(`Date,Home,Away,Home_Score,Away_Score,Status\n${row}\n`, 'x.csv', options),
    ).toThrow(message);
  });

  it('refuses a header without the score columns', () => {
    expect(() => mapResults('date,home,away\n2025-01-01,A,B\n', 'x.csv', options)).toThrow(
      /line 1: the header has no home_score column/,
    );
  });
});

describe('status words', () => {
  it.each([
    ['final', 3],
    ['FT', 3],
    ['Ended', 3],
    ['scheduled', 0],
    ['Not Started', 0],
    ['postponed', 4],
    ['cancelled', 5],
    ['canceled', 5],
    ['walkover', 6],
    ['abandoned', 8],
    ['suspended', 10],
    ['rained out', undefined],
  ])('%s → %s', (word, status) => {
    expect(statusOfText(word)).toBe(status);
  });
});
