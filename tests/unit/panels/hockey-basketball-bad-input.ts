/**
 * Partial and malformed live details (missing, null or malformed fields,
 * the spec's `'^'`, empty ball positions, stats as strings, unknown shapes) fed to every reader
 * of the hockey and basketball panels.
 */
export const BAD_DETAILS: readonly unknown[] = [
  undefined,
  null,
  0,
  '',
  '^',
  [],
  {},
  { info: null, sts: null, stats: null, events: null },
  { info: {}, sts: {}, stats: {}, events: [] },
  { info: { state: '^', ball_pos: '^', period: '^' } },
  { info: { state: null, ball_pos: '', period: null } },
  { info: { state: 42, ball_pos: ',', period: NaN } },
  { info: { state: {}, ball_pos: '1.5,0.2' } },
  { info: { state: [], ball_pos: 'a,b' } },
  { info: { ball_pos: '0.1,0.2,0.3' } },
  { info: { ball_pos: [0.2] } },
  { info: { ball_pos: { x: 0.2, y: 0.3 } } },
  { stats: 'fouls: 3-4' },
  { stats: { fouls: '3-4', '2points': [null, 1], time_outs: [1], shots: [1, 2, 3] } },
  { stats: [[1, 2]] },
  { events: 'goal' },
  { events: [null, 1, 'x', { id: 1, text: 'x' }, { text: '07:41 - 1st Goal' }] },
  { sts: 'x', info: { state: '10000' } },
  { sts: { possession: 'left' } },
];
