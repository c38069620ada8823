import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookColumns } from '../../../src/server/import/football-data-books';

const FULL = new URL('../../fixtures/football-data/E0_2023-24_full.csv', import.meta.url);
const header = readFileSync(FULL, 'utf8').split(/\r?\n/)[0]!.split(',');

describe('bookmaker columns of football-data.co.uk files', () => {
  const books = bookColumns(header);
  const byName = new Map(books.map((b) => [b.book.names.en, b]));

  it('finds the six bookmakers of the 2023/24 file and no market-wide columns', () => {
    expect([...byName.keys()].sort()).toEqual(
      ['Bet365', 'BetVictor', 'Bwin', 'Interwetten', 'Pinnacle', 'William Hill'].sort(),
    );
  });

  it('reads Bet365 opening and closing prices of all three markets', () => {
    expect(byName.get('Bet365')).toMatchObject({
      winner: {
        open: { home: 'B365H', draw: 'B365D', away: 'B365A' },
        close: { home: 'B365CH', draw: 'B365CD', away: 'B365CA' },
      },
      total: {
        open: { over: 'B365>2.5', under: 'B365<2.5', line: 2.5 },
        close: { over: 'B365C>2.5', under: 'B365C<2.5', line: 2.5 },
      },
      handicap: {
        open: { home: 'B365AHH', away: 'B365AHA', line: 'AHh' },
        close: { home: 'B365CAHH', away: 'B365CAHA', line: 'AHCh' },
      },
    });
  });

  it('merges Pinnacle 1X2 (PS…) with its totals and handicaps (P…)', () => {
    expect(byName.get('Pinnacle')).toMatchObject({
      winner: { open: { home: 'PSH' }, close: { home: 'PSCH' } },
      total: { open: { over: 'P>2.5' }, close: { over: 'PC>2.5' } },
      handicap: { open: { home: 'PAHH' }, close: { home: 'PCAHH' } },
    });
  });

  it('keeps BetVictor (VC) apart from its closing columns (VCC…)', () => {
    const vc = byName.get('BetVictor')!;
    expect(vc.winner).toEqual({
      open: { home: 'VCH', draw: 'VCD', away: 'VCA' },
      close: { home: 'VCCH', draw: 'VCCD', away: 'VCCA' },
    });
    expect(vc.total).toEqual({});
  });

  it.each([
    ['a trimmed season file', ['Date', 'HomeTeam', 'B365H', 'B365D', 'B365A'], ['Bet365']],
    [
      'an unknown bookmaker with a full triple',
      ['XYZH', 'XYZD', 'XYZA', 'XYZCH', 'XYZCD', 'XYZCA'],
      ['XYZ'],
    ],
    ['an incomplete triple', ['B365H', 'B365D'], []],
    ['only market-wide columns', ['MaxH', 'MaxD', 'MaxA', 'AvgH', 'AvgD', 'AvgA', 'BbMxH'], []],
    [
      'an old file with per-book handicap lines',
      ['B365AHH', 'B365AHA', 'B365AH', 'BbAHh'],
      ['Bet365'],
    ],
    ['handicap prices without any line column', ['B365AHH', 'B365AHA'], []],
  ])('%s', (_name, columns, names) => {
    expect(bookColumns(columns).map((b) => b.book.names.en)).toEqual(names);
  });

  it('takes the per-book handicap line of old files before the shared one', () => {
    const [b365] = bookColumns(['B365AHH', 'B365AHA', 'B365AH', 'BbAHh']);
    expect(b365?.handicap.open).toEqual({ home: 'B365AHH', away: 'B365AHA', line: 'B365AH' });
  });

  it('names an unknown bookmaker by its prefix in every language', () => {
    const [book] = bookColumns(['XYZH', 'XYZD', 'XYZA']);
    expect(book?.book.names).toEqual({ en: 'XYZ', kr: 'XYZ', jp: 'XYZ' });
  });
});
