import { describe, expect, it } from 'vitest';
import { mapFootballData, openingCollectedAt } from '../../../src/server/import/football-data';

const HEADER =
  'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,Referee,HS,AS,HST,AST,HF,AF,HC,AC,HY,AY,HR,AR,' +
  'B365H,B365D,B365A,IWH,IWD,IWA,MaxH,MaxD,MaxA,B365>2.5,B365<2.5,AHh,B365AHH,B365AHA,' +
  'B365CH,B365CD,B365CA,AHCh,B365CAHH,B365CAHA';
// Burnley v Man City and Arsenal v Nott'm Forest, 2023/24 (football-data.co.uk), trimmed.
const BURNLEY =
  'E0,11/08/2023,20:00,Burnley,Man City,0,3,A,0,2,A,C Pawson,6,17,1,8,11,8,6,5,0,0,1,0,' +
  '8,5.5,1.33,,,,9.5,5.68,1.39,1.67,2.2,1.5,1.86,2.07,' +
  '9,5.25,1.33,1.5,1.95,1.98';
const ARSENAL =
  "E0,12/08/2023,12:30,Arsenal,Nott'm Forest,2,1,H,2,0,H,M Oliver,15,6,7,2,12,12,8,3,2,2,0,0," +
  '1.18,7,15,1.2,7.25,14,1.21,8.5,17.5,1.44,2.75,-2,1.88,2.02,' +
  '1.18,7,15,-2,1.95,1.98';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('football-data.co.uk files', () => {
  const plan = mapFootballData(csv(BURNLEY, ARSENAL), 'E0_2023-24.csv');
  const [burnley, arsenal] = plan.matches;

  it('takes the league from the Div code, with its translations', () => {
    expect(plan.league).toEqual({
      sportId: 1,
      name: 'Premier League',
      names: { en: 'Premier League', kr: '프리미어리그', jp: 'プレミアリーグ' },
      cc: 'gb',
    });
  });

  it('reads UK local kick-off times into UTC and names the season from the first match', () => {
    expect(iso(burnley!.time)).toBe('2023-08-11T19:00:00.000Z');
    expect(iso(arsenal!.time)).toBe('2023-08-12T11:30:00.000Z');
    expect(burnley!.season).toBe('2023/24');
  });

  it('keeps full- and half-time scores, statistics and the referee', () => {
    expect(burnley).toMatchObject({
      line: 2,
      home: 'Burnley',
      away: 'Man City',
      status: 3,
      ss: '0-3',
      scores: { '1': { home: '0', away: '2' }, '2': { home: '0', away: '3' } },
      stats: {
        goals: [0, 3],
        on_target: [1, 8],
        off_target: [5, 9],
        fouls: [11, 8],
        corners: [6, 5],
        yellowcards: [0, 0],
        redcards: [1, 0],
      },
      extra: { referee: 'C Pawson', source: 'football-data.co.uk' },
    });
  });

  it('reads every bookmaker market, opening and closing, and skips empty prices', () => {
    const odds = burnley!.odds.map((o) => ({
      book: o.book.names.en,
      type: o.oddType,
      open: o.open,
      close: o.close,
    }));
    expect(odds).toEqual([
      {
        book: 'Bet365',
        type: 1,
        open: { home: 8, draw: 5.5, away: 1.33, middle: null },
        close: { home: 9, draw: 5.25, away: 1.33, middle: null },
      },
      {
        book: 'Bet365',
        type: 3,
        open: { home: 1.67, draw: null, away: 2.2, middle: 2.5 },
        close: null,
      },
      {
        book: 'Bet365',
        type: 2,
        open: { home: 1.86, draw: null, away: 2.07, middle: 1.5 },
        close: { home: 1.95, draw: null, away: 1.98, middle: 1.5 },
      },
    ]);
    expect(arsenal!.odds.find((o) => o.book.names.en === 'Interwetten')?.open).toEqual({
      home: 1.2,
      draw: 7.25,
      away: 14,
      middle: null,
    });
  });

  it('stamps opening prices when the source took them and closing prices at kick-off', () => {
    const [first] = burnley!.odds;
    expect(new Date(first!.openAt).toISOString()).toBe('2023-08-11T15:00:00.000Z');
    expect(first!.closeAt).toBe(burnley!.time * 1000);
  });

  it('lets the operator name the league and the season', () => {
    const named = mapFootballData(csv(BURNLEY), 'x.csv', {
      league: 'Serie B',
      season: '2023-2024',
    });
    expect(named.league.names?.kr).toBe('세리에 B');
    expect(named.matches[0]?.season).toBe('2023/24');
    const custom = mapFootballData(csv(BURNLEY), 'x.csv', { league: 'My Cup' });
    expect(custom.league).toEqual({ sportId: 1, name: 'My Cup' });
  });

  it('reads trimmed older files: two-digit years, a Season column, no kick-off time', () => {
    const old = mapFootballData(
      'Season,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR\n2016/17,13/08/16,Burnley,Swansea,0,1,A\n',
      'E0_1617.csv',
    );
    expect(old.league.name).toBe('Premier League');
    expect(old.matches[0]).toMatchObject({
      season: '2016/17',
      extra: { kickoff_time_known: false },
    });
    expect(iso(old.matches[0]!.time)).toBe('2016-08-13T11:00:00.000Z');
  });

  it('takes a fixture without scores as not started', () => {
    const fixture = mapFootballData(
      'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG\nE0,16/08/2025,15:00,Arsenal,Chelsea,,\n',
      'fixtures.csv',
    );
    expect(fixture.matches[0]).toMatchObject({ status: 0, ss: null, scores: {}, stats: {} });
  });
});

describe('bad rows are refused with their line, column and reason', () => {
  const replace = (row: string, index: number, value: string) => {
    const cells = row.split(',');
    cells[index] = value;
    return cells.join(',');
  };
  const col = (name: string) => HEADER.split(',').indexOf(name);

  it.each([
    [
      'an impossible date',
      col('Date'),
      '31/02/2024',
      /line 3, column Date: "31\/02\/2024" is not a date/,
    ],
    ['a date in another format', col('Date'), 'Aug 12', /column Date: "Aug 12" is not a date/],
    ['a time that is no time', col('Time'), '25:00', /column Time: "25:00" is not a time/],
    ['an empty team', col('HomeTeam'), '', /line 3, column HomeTeam: is empty/],
    ['the same team twice', col('AwayTeam'), 'Arsenal', /the same team plays both sides/],
    ['goals that are not a number', col('FTHG'), 'two', /column FTHG: "two" is not a whole number/],
    ['negative goals', col('FTAG'), '-1', /column FTAG: "-1" is not a whole number/],
    ['only one full-time score', col('FTAG'), '', /only one side has a full-time score/],
    [
      'a result that contradicts the score',
      col('FTR'),
      'A',
      /column FTR: says A but the score is 2-1/,
    ],
    ['a result letter that is none', col('FTR'), 'W', /column FTR: "W" is not H, D or A/],
    [
      'more goals at half-time than at full time',
      col('HTHG'),
      '3',
      /column HTHG: half-time 3 is above full-time 2/,
    ],
    [
      'odds that are words',
      col('B365H'),
      'evens',
      /column B365H: "evens" is not decimal odds above 1/,
    ],
    ['odds of 1 or less', col('B365D'), '0.95', /column B365D: "0.95" is not decimal odds above 1/],
    [
      'a handicap line off the quarter-goal grid',
      col('AHh'),
      '-0.3',
      /column AHh: "-0.3" is not a handicap line/,
    ],
  ])('%s', (_name, index, value, message) => {
    expect(() => mapFootballData(csv(BURNLEY, replace(ARSENAL, index, value)), 'E0.csv')).toThrow(
      message,
    );
  });

  it('keeps a match whose shots contradict themselves, leaving the shots out and saying so', () => {
    // Published files carry such slips (E0 2021/22, Newcastle v West Ham: 9 on target of 8).
    const plan = mapFootballData(csv(BURNLEY, replace(ARSENAL, col('HST'), '16')), 'E0.csv');
    expect(plan.matches).toHaveLength(2);
    const arsenal = plan.matches[1]!;
    expect(arsenal).toMatchObject({ ss: '2-1', stats: { goals: [2, 1], fouls: [12, 12] } });
    expect(arsenal.stats).not.toHaveProperty('on_target');
    expect(arsenal.stats).not.toHaveProperty('off_target');
    expect(plan.leftOut).toEqual([
      "line 3, column HST: on target (16) exceeds shots (15); the match's shots are left out",
    ]);
    expect(plan.matches[0]!.stats).toHaveProperty('on_target', [1, 8]);
  });

  it('refuses a file whose division changes', () => {
    expect(() =>
      mapFootballData(csv(BURNLEY, replace(ARSENAL, col('Div'), 'E1')), 'E0.csv'),
    ).toThrow(/line 3, column Div: division changes within the file \(E0, E1\)/);
  });

  it('asks for --league when nothing names the league', () => {
    expect(() =>
      mapFootballData('Date,HomeTeam,AwayTeam\n11/08/2023,A,B\n', 'results.csv'),
    ).toThrow(/line 1: the league is unknown .*pass --league/);
  });

  it('takes the division from the file name when there is no Div column', () => {
    const plan = mapFootballData('Date,HomeTeam,AwayTeam\n11/08/2023,A,B\n', 'E1.csv');
    expect(plan.league.name).toBe('Championship');
  });

  it('refuses a header without the team columns', () => {
    expect(() => mapFootballData('Div,Date,Team\nE0,11/08/2023,A\n', 'E0.csv')).toThrow(
      /line 1: the header has no HomeTeam column/,
    );
  });

  it('refuses a season option that is no season', () => {
    expect(() => mapFootballData(csv(BURNLEY), 'E0.csv', { season: 'last year' })).toThrow(
      /season "last year" is not like 2023\/24/,
    );
  });
});

describe('when football-data.co.uk took its opening prices', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;
  it.each([
    [
      'Friday 20:00 BST → that Friday 16:00 BST',
      '2023-08-11T19:00:00Z',
      '2023-08-11T15:00:00.000Z',
    ],
    ['Saturday 12:30 → Friday 16:00', '2023-08-12T11:30:00Z', '2023-08-11T15:00:00.000Z'],
    ['Monday 20:00 → the Friday before', '2023-08-14T19:00:00Z', '2023-08-11T15:00:00.000Z'],
    ['Tuesday 19:45 → that Tuesday 16:00', '2023-09-26T18:45:00Z', '2023-09-26T15:00:00.000Z'],
    ['Thursday 20:00 → the Tuesday before', '2023-09-28T19:00:00Z', '2023-09-26T15:00:00.000Z'],
    [
      'Friday 16:30 → the Tuesday before (less than an hour)',
      '2023-09-29T15:30:00Z',
      '2023-09-26T15:00:00.000Z',
    ],
    [
      'winter Sunday 14:00 GMT → Friday 16:00 GMT',
      '2023-12-17T14:00:00Z',
      '2023-12-15T16:00:00.000Z',
    ],
  ])('%s', (_name, kickoff, opening) => {
    expect(new Date(openingCollectedAt(at(kickoff)) * 1000).toISOString()).toBe(opening);
  });
});
