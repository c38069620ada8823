/**
 * @module import/football-data-scores
 * The result of one football-data.co.uk row: full- and half-time scores, checked against each
 * other and against the file's result letters, and the match statistics (shots, corners, fouls,
 * cards, offsides).
 * @see https://www.football-data.co.uk/notes.txt
 */
import type { Scores, Stats } from '../../lib/domain/match';
import { count, fail } from './cells';
import type { CsvRow } from './csv';

/** The header's spelling of the result columns (undefined when the file has none). */
export interface ResultColumns {
  fthg: string | undefined;
  ftag: string | undefined;
  ftr: string | undefined;
  htr: string | undefined;
}

/**
 * Scores and statistics of a row; `ft` is null for a match not played yet. Throws a CsvError
 * for a score that contradicts itself; statistics that do are left out and said in `leftOut`.
 * @example resultOf(row, { fthg: 'FTHG', ftag: 'FTAG', ftr: 'FTR', htr: 'HTR' }, []).ft // [2, 1]
 */
export function resultOf(
  row: CsvRow,
  columns: ResultColumns,
  leftOut: string[],
): { ft: [number, number] | null; scores: Scores; stats: Stats } {
  const { fthg, ftag } = columns;
  const ft = fthg && ftag ? pair(row, fthg, ftag) : null;
  if (!ft && fthg && ftag && (row.get(fthg) !== '' || row.get(ftag) !== '')) {
    fail(row, 'only one side has a full-time score', row.get(fthg) === '' ? fthg : ftag);
  }
  const scores: Scores = {};
  if (!ft) return { ft, scores, stats: {} };
  checkResult(row, columns.ftr, ft[0], ft[1]);
  const ht = pair(row, 'HTHG', 'HTAG');
  if (ht) {
    if (ht[0] > ft[0]) fail(row, `half-time ${ht[0]} is above full-time ${ft[0]}`, 'HTHG');
    if (ht[1] > ft[1]) fail(row, `half-time ${ht[1]} is above full-time ${ft[1]}`, 'HTAG');
    checkResult(row, columns.htr, ht[0], ht[1]);
    scores['1'] = { home: String(ht[0]), away: String(ht[1]) };
  }
  scores['2'] = { home: String(ft[0]), away: String(ft[1]) };
  return { ft, scores, stats: statsOf(row, ft, leftOut) };
}

const RESULT_LETTER = (home: number, away: number) => (home > away ? 'H' : home < away ? 'A' : 'D');

function checkResult(row: CsvRow, column: string | undefined, home: number, away: number) {
  if (!column) return;
  const letter = row.get(column);
  if (letter === '') return;
  if (!['H', 'D', 'A'].includes(letter)) fail(row, `"${letter}" is not H, D or A`, column);
  if (letter !== RESULT_LETTER(home, away)) {
    fail(row, `says ${letter} but the score is ${home}-${away}`, column);
  }
}

/** [home, away] of two count columns when both are present. */
function pair(row: CsvRow, home: string, away: string): [number, number] | null {
  const h = count(row, home);
  const a = count(row, away);
  return h === null || a === null ? null : [h, a];
}

/**
 * The match statistics of a row. Published files carry the odd contradiction (more shots on
 * target than shots): the match and its other statistics are kept, the shots of that match left
 * out and said in `leftOut`, as one slip in a season's file must not keep the season out.
 */
function statsOf(row: CsvRow, goals: [number, number], leftOut: string[]): Stats {
  const stats: Stats = { goals };
  const shots = pair(row, 'HS', 'AS');
  const onTarget = pair(row, 'HST', 'AST');
  const over =
    shots && onTarget ? ([0, 1] as const).find((i) => onTarget[i] > shots[i]) : undefined;
  if (over !== undefined) {
    const column = over === 0 ? 'HST' : 'AST';
    leftOut.push(
      `line ${row.line}, column ${column}: on target (${onTarget![over]}) exceeds shots (${shots![over]}); the match's shots are left out`,
    );
  } else {
    if (onTarget) stats.on_target = onTarget;
    // Spec §5: shots = on target + off target, so off target is what the feed's stats carry.
    if (shots && onTarget) stats.off_target = [shots[0] - onTarget[0], shots[1] - onTarget[1]];
  }
  const rest: [string, string, string][] = [
    ['corners', 'HC', 'AC'],
    ['fouls', 'HF', 'AF'],
    ['yellowcards', 'HY', 'AY'],
    ['redcards', 'HR', 'AR'],
    ['offsides', 'HO', 'AO'],
  ];
  for (const [key, h, a] of rest) {
    const p = pair(row, h, a);
    if (p) stats[key] = p;
  }
  return stats;
}
