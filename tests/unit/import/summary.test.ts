import { describe, expect, it } from 'vitest';
import { formatSummary } from '../../../src/server/import/summary';
import type { ImportSummary } from '../../../src/server/import/types';

const summary: ImportSummary = {
  source: 'E0_2122.csv',
  league: { id: 101, name: 'Premier League', created: false },
  seasons: [{ id: 9, name: '2021/22', created: true }],
  matches: { added: 380, updated: 0, unchanged: 0 },
  teams: { matched: 17, added: 3, addedNames: ['Brentford', 'Norwich', 'Watford'] },
  books: { matched: 6, added: 0, addedNames: [] },
  odds: { added: 2280, updated: 0, unchanged: 0 },
  oddsHistory: { added: 4560, updated: 0 },
  leftOut: [],
};

describe('the import summary', () => {
  it('says where the matches went and what was added', () => {
    expect(formatSummary(summary)).toEqual([
      'E0_2122.csv → Premier League 2021/22 (new season)',
      '  matches: 380 added, 0 updated, 0 unchanged',
      '  teams: 17 matched, 3 added (Brentford, Norwich, Watford)',
      '  bookmakers: 6 matched, 0 added',
      '  odds rows: 2,280 added, 0 updated, 0 unchanged',
      '  odds history points: 4,560 added, 0 updated',
    ]);
  });

  it('ends with every fact of the file it left out', () => {
    const note =
      "line 10, column AST: on target (9) exceeds shots (8); the match's shots are left out";
    expect(formatSummary({ ...summary, leftOut: [note] }).at(-1)).toBe(`  left out: ${note}`);
  });
});
