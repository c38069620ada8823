/**
 * @module import/summary
 * The text an import prints per file: where the matches went and what was added, updated or
 * left unchanged (matches, teams, bookmakers, odds).
 */
import type { ImportCounts, ImportSummary } from './types';

const n = (value: number) => value.toLocaleString('en-US');

function counts(c: ImportCounts): string {
  return `${n(c.added)} added, ${n(c.updated)} updated, ${n(c.unchanged)} unchanged`;
}

function named(added: number, names: readonly string[]): string {
  return names.length > 0 && names.length <= 10
    ? `${n(added)} added (${names.join(', ')})`
    : `${n(added)} added`;
}

/**
 * Summary lines of one imported file.
 * @example formatSummary(summary)[1] // '  matches: 380 added, 0 updated, 0 unchanged'
 */
export function formatSummary(s: ImportSummary): string[] {
  const seasons = s.seasons.map((x) => x.name + (x.created ? ' (new season)' : '')).join(', ');
  return [
    `${s.source} → ${s.league.name}${s.league.created ? ' (new league)' : ''} ${seasons}`,
    `  matches: ${counts(s.matches)}`,
    `  teams: ${n(s.teams.matched)} matched, ${named(s.teams.added, s.teams.addedNames)}`,
    `  bookmakers: ${n(s.books.matched)} matched, ${named(s.books.added, s.books.addedNames)}`,
    `  odds rows: ${counts(s.odds)}`,
    `  odds history points: ${n(s.oddsHistory.added)} added, ${n(s.oddsHistory.updated)} updated`,
    ...s.leftOut.map((note) => `  left out: ${note}`),
  ];
}

/** True when the import changed nothing (a repeated import of the same file). */
export function changedNothing(s: ImportSummary): boolean {
  return (
    s.matches.added +
      s.matches.updated +
      s.teams.added +
      s.books.added +
      s.odds.added +
      s.odds.updated +
      s.oddsHistory.added +
      s.oddsHistory.updated ===
      0 &&
    !s.league.created &&
    s.seasons.every((x) => !x.created)
  );
}
