/**
 * @module import/cells
 * Typed reads of CSV cells. A cell that is present but not what its column holds is an error
 * naming the line, the column and the value, so a corrupted file is refused with a reason.
 */
import { CsvError, type CsvRow } from './csv';

function show(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

/** A required non-empty text cell. */
export function text(row: CsvRow, column: string): string {
  const value = row.get(column);
  if (value === '') throw new CsvError(row.line, 'is empty', column);
  return value;
}

/** A whole number ≥ 0 (goals, runs, shots, cards), or null when the cell is empty. */
export function count(row: CsvRow, column: string): number | null {
  const value = row.get(column);
  if (value === '') return null;
  // Spreadsheets sometimes write counts as "3.0"; anything else fractional is corruption.
  if (!/^\d+(\.0+)?$/.test(value)) {
    throw new CsvError(row.line, `${show(value)} is not a whole number`, column);
  }
  return Number.parseInt(value, 10);
}

/** Decimal odds (above 1), or null when the cell is empty. */
export function decimalOdds(row: CsvRow, column: string): number | null {
  const value = row.get(column);
  if (value === '') return null;
  const n = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!(n > 1) || !Number.isFinite(n)) {
    throw new CsvError(row.line, `${show(value)} is not decimal odds above 1`, column);
  }
  return n;
}

/** An Asian handicap line in quarter goals (e.g. -0.75, 1.5), or null when empty. */
export function handicapLine(row: CsvRow, column: string): number | null {
  const value = row.get(column);
  if (value === '') return null;
  const n = /^[+-]?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || Math.abs(n * 4 - Math.round(n * 4)) > 1e-9 || Math.abs(n) > 20) {
    throw new CsvError(row.line, `${show(value)} is not a handicap line in quarter goals`, column);
  }
  // Normalise -0 to 0 so the stored line compares equal across imports.
  return n === 0 ? 0 : n;
}

/** Fails the row with a reason about one column. */
export function fail(row: CsvRow, reason: string, column?: string): never {
  throw new CsvError(row.line, reason, column);
}
