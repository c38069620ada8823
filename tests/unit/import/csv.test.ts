import { describe, expect, it } from 'vitest';
import { CsvError, csvTable, parseCsv } from '../../../src/server/import/csv';

const fields = (text: string) => parseCsv(text).map((r) => r.fields);

describe('RFC 4180 reading', () => {
  it.each([
    [
      'plain fields',
      'a,b,c\n1,2,3\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'no newline at the end',
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF line ends',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'old Mac CR line ends',
      'a,b\r1,2\r',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a byte-order mark',
      '\uFEFFDiv,Date\nE0,11/08/2023\n',
      [
        ['Div', 'Date'],
        ['E0', '11/08/2023'],
      ],
    ],
    [
      'a quoted comma',
      'team,city\n"Brighton, Hove",x\n',
      [
        ['team', 'city'],
        ['Brighton, Hove', 'x'],
      ],
    ],
    ['a doubled quote', 'nick\n"the ""Toffees"""\n', [['nick'], ['the "Toffees"']]],
    [
      'a line break inside quotes',
      'a,b\n"x\r\ny",2\n',
      [
        ['a', 'b'],
        ['x\r\ny', '2'],
      ],
    ],
    [
      'empty fields',
      'a,b,c\n,,\n1,,3\n',
      [
        ['a', 'b', 'c'],
        ['', '', ''],
        ['1', '', '3'],
      ],
    ],
    ['an apostrophe is no quote', "team\nNott'm Forest\n", [['team'], ["Nott'm Forest"]]],
    ['Korean text', 'home_ko\n한화\n', [['home_ko'], ['한화']]],
    ['blank lines skipped', 'a\n\n1\n\n\n', [['a'], ['1']]],
    ['a quoted empty field', 'a\n""\n', [['a'], ['']]],
  ])('%s', (_name, text, expected) => {
    expect(fields(text)).toEqual(expected);
  });

  it('numbers each record by the line it starts on', () => {
    const records = parseCsv('h1,h2\n"multi\nline",x\n\nlast,y\n');
    expect(records.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it.each([
    ['an unclosed quote, at the line it opens', 'a,b\n1,2\n"open,3\n4,5\n', 3, /never closed/],
    ['text after a closing quote', 'a\n"x"y\n', 2, /after a closing quote/],
    ['a quote in the middle of a field', 'a\nab"c\n', 2, /quote inside an unquoted field/],
  ])('refuses %s', (_name, text, line, reason) => {
    let error: unknown;
    try {
      parseCsv(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CsvError);
    expect((error as CsvError).line).toBe(line);
    expect((error as CsvError).message).toMatch(reason);
  });
});

describe('CSV tables', () => {
  it('addresses cells by header name, trimmed, and empty for missing columns', () => {
    const table = csvTable('Date, HomeTeam ,FTHG\n11/08/2023, Burnley ,0\n');
    const row = table.rows[0]!;
    expect(table.columns).toEqual(['Date', 'HomeTeam', 'FTHG']);
    expect([row.get('HomeTeam'), row.get('FTHG'), row.get('Nope')]).toEqual(['Burnley', '0', '']);
    expect([row.has('Date'), row.has('Nope')]).toEqual([true, false]);
    expect(row.line).toBe(2);
  });

  it('drops rows of empty cells that spreadsheets append', () => {
    const table = csvTable('a,b\n1,2\n,,\n , \n');
    expect(table.rows.map((r) => r.line)).toEqual([2]);
  });

  it('accepts short rows (missing trailing cells read as empty)', () => {
    expect(csvTable('a,b,c\n1,2\n').rows[0]!.get('c')).toBe('');
  });

  it('refuses a row with more cells than the header, naming its line', () => {
    expect(() => csvTable('a,b\n1,2\n1,2,3\n')).toThrow(/line 3: 3 fields but the header has 2/);
  });

  it('refuses an empty file', () => {
    expect(() => csvTable('')).toThrow(/line 1: the file is empty/);
  });
});
