/**
 * @module import/football-data
 * Maps a football-data.co.uk results file onto import matches, driven by its header (columns
 * differ by season and league): date and UK kick-off time, teams, full- and half-time scores,
 * shots, shots on target, fouls, corners, cards, referee, and every bookmaker's 1X2, over/under
 * 2.5 and Asian handicap prices, opening and closing.
 * @see https://www.football-data.co.uk/notes.txt
 */
import { formatScore } from '../../lib/domain/score';
import {
  localParts,
  normaliseSeasonName,
  parseClock,
  parseMatchDate,
  seasonOfFirstMatch,
  zonedEpochSeconds,
  type LocalDate,
} from '../../lib/domain/kickoff-time';
import { ODD_TYPES, type Quote } from '../../lib/domain/odds';
import { TIME_STATUS } from '../../lib/domain/sports';
import { count, decimalOdds, fail, handicapLine, text } from './cells';
import { CsvError, csvTable, type CsvRow } from './csv';
import { bookColumns, type BookColumns } from './football-data-books';
import { footballDataLeagueNamed, leagueOfDivision } from './football-data-leagues';
import { resultOf, type ResultColumns } from './football-data-scores';
import type { ImportedMatch, ImportedOdds, ImportPlan, LeagueRef } from './types';

/** football-data.co.uk gives every kick-off in UK local time, whatever the league's country. */
export const SOURCE_TIME_ZONE = 'Europe/London';

/** Kick-off assumed when a file has no `Time` column (files before 2019/20): local noon. */
const UNKNOWN_KICKOFF = { hour: 12, minute: 0 };

const HOUR_S = 3_600;
const DAY_S = 86_400;

export interface FootballDataOptions {
  /** League name overriding the file's `Div` code. */
  league?: string;
  /** Season name overriding the file's `Season` column or the date of its first match. */
  season?: string;
}

/** The first of several spellings a header uses for one field (main files vs extra leagues). */
function pick(columns: ReadonlySet<string>, ...names: string[]): string | undefined {
  return names.find((n) => columns.has(n));
}

/**
 * When football-data.co.uk took its "opening" prices: Friday afternoon for weekend matches,
 * Tuesday afternoon for midweek ones (its notes), i.e. the latest Tuesday or Friday 16:00 UK
 * at least an hour before kick-off.
 * @example openingCollectedAt(1691780400) // Friday 11/08/2023 15:00 UTC for a 20:00 kick-off
 */
export function openingCollectedAt(kickoff: number): number {
  const p = localParts(kickoff * 1000, SOURCE_TIME_ZONE);
  for (let back = 0; back < 7; back++) {
    const d = new Date(Date.UTC(p.year, p.month - 1, p.day - back));
    const weekday = d.getUTCDay();
    if (weekday !== 2 && weekday !== 5) continue;
    const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    const t = zonedEpochSeconds(date, { hour: 16, minute: 0 }, SOURCE_TIME_ZONE);
    if (t <= kickoff - HOUR_S) return t;
  }
  return kickoff - 2 * DAY_S;
}

function leagueFor(
  rows: readonly CsvRow[],
  columns: ReadonlySet<string>,
  source: string,
  options: FootballDataOptions,
): LeagueRef {
  if (options.league) {
    return footballDataLeagueNamed(options.league) ?? { sportId: 1, name: options.league.trim() };
  }
  const divs = new Set(rows.map((r) => r.get('Div')).filter(Boolean));
  if (divs.size > 1) {
    const second = rows.find((r) => r.get('Div') !== rows[0]!.get('Div'))!;
    fail(second, `division changes within the file (${[...divs].join(', ')})`, 'Div');
  }
  const div = [...divs][0] ?? /^([A-Z]+\d?)(?:[_.-]|$)/.exec(source)?.[1];
  const byDiv = div ? leagueOfDivision(div) : undefined;
  if (byDiv) return byDiv;
  const named = columns.has('League') ? rows[0]?.get('League') : undefined;
  if (named) return { sportId: 1, name: named };
  throw new CsvError(
    1,
    `the league is unknown (no known Div code${div ? ` for "${div}"` : ''}): pass --league`,
  );
}

function quoteOf(
  row: CsvRow,
  book: BookColumns,
  market: 'winner' | 'total' | 'handicap',
  phase: 'open' | 'close',
): Quote | null {
  if (market === 'winner') {
    const c = book.winner[phase];
    if (!c) return null;
    const [home, draw, away] = [c.home, c.draw, c.away].map((col) => decimalOdds(row, col));
    // A bookmaker that did not price this match leaves its cells empty: no quote, no error.
    if (home == null || draw == null || away == null) return null;
    return { home, draw, away, middle: null };
  }
  if (market === 'total') {
    const c = book.total[phase];
    if (!c) return null;
    const over = decimalOdds(row, c.over);
    const under = decimalOdds(row, c.under);
    if (over == null || under == null) return null;
    return { home: over, draw: null, away: under, middle: c.line };
  }
  const c = book.handicap[phase];
  if (!c) return null;
  const home = decimalOdds(row, c.home);
  const away = decimalOdds(row, c.away);
  const line = handicapLine(row, c.line);
  if (home == null || away == null || line == null) return null;
  return { home, draw: null, away, middle: line };
}

function oddsOf(row: CsvRow, books: readonly BookColumns[], kickoff: number): ImportedOdds[] {
  const out: ImportedOdds[] = [];
  const openAt = openingCollectedAt(kickoff) * 1000;
  for (const book of books) {
    for (const market of ['winner', 'total', 'handicap'] as const) {
      const open = quoteOf(row, book, market, 'open');
      const close = quoteOf(row, book, market, 'close');
      if (!open && !close) continue;
      out.push({
        book: book.book,
        oddType: ODD_TYPES[market],
        openAt,
        closeAt: kickoff * 1000,
        open,
        close,
      });
    }
  }
  return out;
}

interface RowFacts {
  row: CsvRow;
  date: LocalDate;
}

/**
 * The import plan of one football-data.co.uk file. Throws {@link CsvError} naming the line and
 * column of the first bad row.
 * @example mapFootballData(readFileSync('E0.csv', 'utf8'), 'E0.csv').matches.length // 380
 */
export function mapFootballData(
  csv: string,
  source: string,
  options: FootballDataOptions = {},
): ImportPlan {
  const table = csvTable(csv);
  const columns = new Set(table.columns);
  const home = pick(columns, 'HomeTeam', 'Home');
  const away = pick(columns, 'AwayTeam', 'Away');
  for (const [name, column] of [
    ['Date', pick(columns, 'Date')],
    ['HomeTeam', home],
    ['AwayTeam', away],
  ] as const) {
    if (!column) throw new CsvError(1, `the header has no ${name} column`);
  }
  const results: ResultColumns = {
    fthg: pick(columns, 'FTHG', 'HG'),
    ftag: pick(columns, 'FTAG', 'AG'),
    ftr: pick(columns, 'FTR', 'Res'),
    htr: pick(columns, 'HTR'),
  };
  const hasTime = columns.has('Time');
  const books = bookColumns(table.columns);
  const league = leagueFor(table.rows, columns, source, options);

  const facts: RowFacts[] = table.rows.map((row) => {
    const date = parseMatchDate(text(row, 'Date'));
    if (!date) fail(row, `"${row.get('Date')}" is not a date (dd/mm/yy or dd/mm/yyyy)`, 'Date');
    return { row, date };
  });
  const fileSeason = seasonOfFile(facts, columns, options);

  const leftOut: string[] = [];
  const matches: ImportedMatch[] = facts.map(({ row, date }) => {
    const season = fileSeason ?? seasonOfRow(row);
    const homeName = text(row, home!);
    const awayName = text(row, away!);
    if (homeName.toLowerCase() === awayName.toLowerCase()) {
      fail(row, `the same team plays both sides ("${homeName}")`, away);
    }
    const timeText = hasTime ? row.get('Time') : '';
    const time = zonedEpochSeconds(date, clockOf(row, timeText), SOURCE_TIME_ZONE);
    const extra = extraOf(row, timeText);
    const { ft, scores, stats } = resultOf(row, results, leftOut);
    return {
      line: row.line,
      season,
      home: homeName,
      away: awayName,
      time,
      status: ft ? TIME_STATUS.ended : TIME_STATUS.notStarted,
      ss: ft ? formatScore(ft[0], ft[1]) : null,
      scores,
      stats,
      extra,
      odds: oddsOf(row, books, time),
    };
  });
  return { source, league, matches, leftOut };
}

/** The season every match of the file belongs to, when the file does not name one per row. */
function seasonOfFile(
  facts: readonly RowFacts[],
  columns: ReadonlySet<string>,
  options: FootballDataOptions,
): string | undefined {
  if (options.season) {
    const season = normaliseSeasonName(options.season) ?? undefined;
    if (!season) throw new CsvError(1, `season "${options.season}" is not like 2023/24`);
    return season;
  }
  const earliest = facts.map((f) => f.date).sort((a, b) => dayNumber(a) - dayNumber(b))[0];
  return earliest && !columns.has('Season') ? seasonOfFirstMatch(earliest) : undefined;
}

/** The row's own `Season` column. */
function seasonOfRow(row: CsvRow): string {
  const season = normaliseSeasonName(text(row, 'Season')) ?? undefined;
  if (!season) fail(row, `"${row.get('Season')}" is not a season like 2023/24`, 'Season');
  return season;
}

/** Kick-off time of day: the `Time` cell, or local noon when the file gives none. */
function clockOf(row: CsvRow, timeText: string): { hour: number; minute: number } {
  if (timeText === '') return UNKNOWN_KICKOFF;
  const parsed = parseClock(timeText);
  if (!parsed) fail(row, `"${timeText}" is not a time of day (HH:mm)`, 'Time');
  return parsed;
}

/** What the match row keeps besides scores: source, referee, attendance, unknown kick-off. */
function extraOf(row: CsvRow, timeText: string): Record<string, unknown> {
  const extra: Record<string, unknown> = { source: 'football-data.co.uk' };
  if (timeText === '') extra.kickoff_time_known = false;
  const referee = row.get('Referee');
  if (referee) extra.referee = referee;
  const attendance = count(row, 'Attendance');
  if (attendance !== null) extra.attendance = attendance;
  return extra;
}

function dayNumber(d: LocalDate): number {
  return Date.UTC(d.year, d.month - 1, d.day);
}
