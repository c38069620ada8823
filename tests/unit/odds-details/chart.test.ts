/**
 * The odds movement chart (spec §2.9): a line per priced outcome of
 * the market, oldest first, gaps while suspended, thinned by time past the cap, and every score
 * change marked even when thinning drops its line.
 */
import { describe, expect, it } from 'vitest';
import {
  hasInPlay,
  movementChart,
  spanLines,
  scoreMarks,
  thinByTime,
} from '../../../src/lib/odds-details/chart';
import type { HistoryLine, HistorySection } from '../../../src/lib/odds-details/history';

const line = (
  at: number,
  score: string | null,
  home: number | null,
  middle: number | null,
  away: number | null,
): HistoryLine => ({
  period: null,
  score,
  home,
  middle,
  away,
  at,
});

// Newest first, as history sections hold them.
const oneXTwo: HistorySection = {
  oddType: 1,
  lines: [
    line(4000, '1-1', null, null, null),
    line(3000, '1-0', 1.5, 4.0, 6.0),
    line(2000, '0-0', 2.0, 3.3, 3.6),
    line(1000, '0-0', 2.1, 3.3, 3.5),
  ],
};

describe('movement chart', () => {
  it.each([
    [1, ['home', 'draw', 'away']],
    [2, ['home', 'away']],
    [3, ['over', 'under']],
  ] as const)('odds type %i draws %j', (oddType, outcomes) => {
    const chart = movementChart({ oddType, lines: oneXTwo.lines });
    expect(chart.lines.map((l) => l.outcome)).toEqual(outcomes);
  });

  it('puts points oldest first with the right prices and a gap while suspended', () => {
    const chart = movementChart(oneXTwo);
    expect(chart.lines[0]!.points).toEqual([
      [1000, 2.1],
      [2000, 2.0],
      [3000, 1.5],
      [4000, null],
    ]);
    expect(chart.lines[1]!.points.map((p) => p[1])).toEqual([3.3, 3.3, 4.0, null]);
    expect(chart.lines[2]!.points.map((p) => p[1])).toEqual([3.5, 3.6, 6.0, null]);
  });

  it('handicap and total lines are not drawn as prices', () => {
    const chart = movementChart({
      oddType: 3,
      lines: [line(1000, null, 1.9, 2.5, 1.9), line(2000, null, 1.7, 2.5, 2.1)].reverse(),
    });
    expect(chart.lines.flatMap((l) => l.points.map((p) => p[1]))).not.toContain(2.5);
    expect(chart.lines[0]!.points).toEqual([
      [1000, 1.9],
      [2000, 1.7],
    ]);
  });

  it.each([
    ['no score at all', [null, null], []],
    ['the starting score is not a change', ['0-0', '0-0'], []],
    ['a goal', ['0-0', '1-0', '1-0'], [{ at: 2, score: '1-0' }]],
    ['a missing score in between is skipped', ['0-0', null, '0-1'], [{ at: 3, score: '0-1' }]],
    [
      'each change once',
      ['0-0', '1-0', '1-1', '1-1', '2-1'],
      [
        { at: 2, score: '1-0' },
        { at: 3, score: '1-1' },
        { at: 5, score: '2-1' },
      ],
    ],
  ] as const)('score marks: %s', (_what, scores, marks) => {
    const lines = scores.map((s, i) => line(i + 1, s, 2, 3, 4));
    expect(scoreMarks(lines)).toEqual(marks);
  });

  it.each([
    [10, 20],
    [399, 400],
    [1000, 400],
    [5000, 50],
    [3, 3],
  ])('thinning %i lines to at most %i keeps the first, the last and time order', (n, max) => {
    const lines = Array.from({ length: n }, (_, i) => line(i * 1000 + (i % 7) * 13, null, 2, 3, 4));
    const kept = thinByTime(lines, max);
    expect(kept.length).toBeLessThanOrEqual(Math.max(max, 2));
    expect(kept.length).toBe(Math.min(n, kept.length));
    expect(kept[0]).toBe(lines[0]);
    expect(kept.at(-1)).toBe(lines.at(-1));
    expect(kept.map((l) => l.at)).toEqual([...kept.map((l) => l.at)].sort((a, b) => a - b));
    if (n > max) expect(kept.length).toBeGreaterThan(max / 2);
  });

  it('keeps every score change when the lines are thinned', () => {
    const lines = Array.from({ length: 2000 }, (_, i) =>
      line(i * 1000, `${Math.floor(i / 97)}-0`, 2, 3, 4),
    ).reverse();
    const chart = movementChart({ oddType: 1, lines }, 'opening', 50);
    expect(chart.lines[0]!.points.length).toBeLessThanOrEqual(50);
    expect(chart.scores.map((m) => m.score)).toEqual(
      Array.from({ length: 20 }, (_, k) => `${k + 1}-0`),
    );
    expect(chart.scores[0]!.at).toBe(97_000);
  });

  it('since kick-off starts at the price standing at kick-off', () => {
    const oldestFirst = [...oneXTwo.lines].reverse();
    const prematch = [line(500, null, 2.2, 3.2, 3.4), line(900, null, 2.1, 3.3, 3.5)];
    const lines = [...prematch, ...oldestFirst.map((l) => ({ ...l }))];
    const span = spanLines(lines, 'inPlay');
    expect(span.map((l) => l.at)).toEqual([999, 1000, 2000, 3000, 4000]);
    expect(span[0]!.home).toBe(2.1);
    expect(spanLines(lines, 'opening')).toHaveLength(6);
    const chart = movementChart({ oddType: 1, lines: [...lines].reverse() }, 'inPlay');
    expect(chart.lines[0]!.points[0]).toEqual([999, 2.1]);
  });

  it.each([
    ['only pre-match lines', [null, null], false, 2],
    ['in play from the first line', ['0-0', '1-0'], true, 2],
  ] as const)('since kick-off with %s', (_what, scores, inPlay, drawn) => {
    const lines = scores.map((s, i) => line(i + 1, s, 2, 3, 4));
    expect(hasInPlay({ oddType: 1, lines })).toBe(inPlay);
    expect(spanLines(lines, 'inPlay')).toHaveLength(drawn);
  });
});
