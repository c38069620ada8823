/**
 * Partial and malformed details payloads (missing, null or malformed
 * fields, the spec's '^', empty ball positions, stats as strings, unknown shapes) that every
 * panel view model of these tests is fed.
 */
export const BAD_DETAILS: readonly [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a string', 'details'],
  ['a number', 42],
  ['an array', []],
  ['empty object', {}],
  ['null parts', { info: null, sts: null, stats: null, events: null }],
  ['parts of the wrong type', { info: 'x', sts: 7, stats: 'aces', events: {} }],
  ["ball '^'", { info: { ball_pos: '^' } }],
  ['ball empty', { info: { ball_pos: '' } }],
  ['ball one number', { info: { ball_pos: '0.5' } }],
  ['ball words', { info: { ball_pos: 'left,right' } }],
  ['ball as array', { info: { ball_pos: [0.5, 0.5] } }],
  ['ball three numbers', { info: { ball_pos: '0.1,0.2,0.3' } }],
  ['stats as strings', { stats: { aces: '3-1', possession: '55', points: 'x' } }],
  ['stats pairs of junk', { stats: { aces: ['a', null], possession: [null, 45], points: [1] } }],
  ['negative stats', { stats: { aces: [-1, 2] } }],
  ['state unknown code', { info: { state: '99999' } }],
  ['state object', { info: { state: { code: 1 } } }],
  ['serve junk', { info: { serve: 'both' }, sts: { server: 3 } }],
  ['period junk', { info: { period: 'two' } }],
  ['period out of range', { info: { period: 99 } }],
  [
    'sts of the wrong shapes',
    {
      sts: {
        longestStreak: 'long',
        pointsWonOnServe: [1, 2, 3],
        lastSix: 'HHA',
        possession: 1,
        possessionBlocks: 'full',
        points: 15,
        tiebreak: 'yes',
        tiebreaks: 'none',
      },
    },
  ],
  ['sts points junk', { sts: { points: 'abc-def' } }],
  ['sts points prototype key', { sts: { points: 'toString-0' } }],
  ['possession blocks with junk', { sts: { possessionBlocks: [50, 'x', null, 200, -3] } }],
];

/** Rows whose scores are missing or malformed. */
export const BAD_SCORES: readonly [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['string', '25-20'],
  ['array', [{ home: '25', away: '20' }]],
  ['cells null', { 1: null, 2: 'x' }],
  ['cells junk', { 1: { home: 'a', away: '20' }, 2: { home: -5, away: '1' } }],
];
