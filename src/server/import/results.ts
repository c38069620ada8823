/**
 * @module import/results
 * Maps a generic results file (`date, home, away, home_score, away_score` and optional `time`,
 * `status`, `stadium`) onto import matches, for any sport. Column names are matched without
 * regard to case, and the KBO file's `home_ko`/`away_ko`/`stadium_ko` are accepted. Times are
 * wall-clock times of the league's country.
 */
import { formatScore } from '../../lib/domain/score';
import {
  normaliseSeasonName,
  parseClock,
  parseMatchDate,
  zonedEpochSeconds,
} from '../../lib/domain/kickoff-time';
import type { Scores, Stats } from '../../lib/domain/match';
import { TIME_STATUS, type SportId, type TimeStatus } from '../../lib/domain/sports';
import { count, fail, text } from './cells';
import { CsvError, csvTable, type CsvRow } from './csv';
import type { ImportedMatch, ImportPlan } from './types';

export interface ResultsOptions {
  sportId: SportId;
  league: string;
  /** Season name (`2025`, `2024/25`); default: the calendar year of the first match. */
  season?: string;
  /** IANA zone of the file's wall-clock times. */
  timeZone: string;
}

/** Local time assumed for a row without a time (flagged `kickoff_time_known: false`). */
const UNKNOWN_KICKOFF = { hour: 12, minute: 0 };

const ALIASES = {
  date: ['date', 'game_date', 'match_date'],
  time: ['time', 'kickoff', 'start_time'],
  home: ['home', 'home_team', 'hometeam', 'home_ko', 'home_name'],
  away: ['away', 'away_team', 'awayteam', 'away_ko', 'away_name'],
  homeScore: ['home_score', 'home_goals', 'home_runs', 'home_points', 'fthg'],
  awayScore: ['away_score', 'away_goals', 'away_runs', 'away_points', 'ftag'],
  status: ['status', 'state'],
  stadium: ['stadium', 'stadium_ko', 'venue'],
} as const;

/** Status words of results files → feed status codes (BetsAPI `time_status`). */
const STATUS_WORDS: Record<string, TimeStatus> = {
  final: TIME_STATUS.ended,
  ft: TIME_STATUS.ended,
  ended: TIME_STATUS.ended,
  finished: TIME_STATUS.ended,
  done: TIME_STATUS.ended,
  completed: TIME_STATUS.ended,
  result: TIME_STATUS.ended,
  aet: TIME_STATUS.ended,
  pen: TIME_STATUS.ended,
  scheduled: TIME_STATUS.notStarted,
  'not started': TIME_STATUS.notStarted,
  upcoming: TIME_STATUS.notStarted,
  ns: TIME_STATUS.notStarted,
  postponed: TIME_STATUS.postponed,
  cancelled: TIME_STATUS.cancelled,
  canceled: TIME_STATUS.cancelled,
  walkover: TIME_STATUS.walkover,
  interrupted: TIME_STATUS.interrupted,
  abandoned: TIME_STATUS.abandoned,
  suspended: TIME_STATUS.suspended,
};

/**
 * The status code of a status word (case-insensitive); undefined when unknown.
 * @example statusOfText('Postponed') // 4
 */
export function statusOfText(word: string): TimeStatus | undefined {
  return STATUS_WORDS[word.trim().toLowerCase()];
}

/** Where the final score lives in `scores` for sports whose feed keys it (see domain/match). */
function scoresOf(sportId: SportId, home: number, away: number): Scores {
  const total = { home: String(home), away: String(away) };
  if (sportId === 16) return { run: total };
  if (sportId === 1 || sportId === 78) return { '2': total };
  if (sportId === 18 || sportId === 12) return { '7': total };
  return {};
}

function columnFinder(columns: readonly string[]) {
  const lower = new Map(columns.map((c) => [c.toLowerCase(), c]));
  return (names: readonly string[]) =>
    names.map((n) => lower.get(n)).find((c): c is string => c !== undefined);
}

/**
 * The import plan of one results file. Throws {@link CsvError} naming the line and column of
 * the first bad row.
 * @example mapResults(csv, 'kbo.csv', { sportId: 16, league: 'KBO', season: '2025', timeZone: 'Asia/Seoul' })
 */
export function mapResults(csv: string, source: string, options: ResultsOptions): ImportPlan {
  const table = csvTable(csv);
  const find = columnFinder(table.columns);
  const col = Object.fromEntries(
    Object.entries(ALIASES).map(([key, names]) => [key, find(names)]),
  ) as Record<keyof typeof ALIASES, string | undefined>;
  for (const key of ['date', 'home', 'away', 'homeScore', 'awayScore'] as const) {
    if (!col[key]) throw new CsvError(1, `the header has no ${ALIASES[key][0]} column`);
  }
  let season: string | undefined;
  if (options.season) {
    season = normaliseSeasonName(options.season) ?? undefined;
    if (!season) throw new CsvError(1, `season "${options.season}" is not like 2025 or 2024/25`);
  }

  const matches: ImportedMatch[] = table.rows.map((row: CsvRow) => {
    const date = parseMatchDate(text(row, col.date!));
    if (!date) {
      fail(row, `"${row.get(col.date!)}" is not a date (yyyy-mm-dd or dd/mm/yyyy)`, col.date);
    }
    let clock = UNKNOWN_KICKOFF;
    const timeText = col.time ? row.get(col.time) : '';
    if (timeText !== '') {
      const parsed = parseClock(timeText);
      if (!parsed) fail(row, `"${timeText}" is not a time of day (HH:mm)`, col.time);
      clock = parsed;
    }
    const home = text(row, col.home!);
    const away = text(row, col.away!);
    if (home.toLowerCase() === away.toLowerCase()) {
      fail(row, `the same team plays both sides ("${home}")`, col.away);
    }
    const homeScore = count(row, col.homeScore!);
    const awayScore = count(row, col.awayScore!);
    if ((homeScore === null) !== (awayScore === null)) {
      fail(row, 'only one side has a score', homeScore === null ? col.homeScore : col.awayScore);
    }
    const played = homeScore !== null && awayScore !== null;
    let status: TimeStatus = played ? TIME_STATUS.ended : TIME_STATUS.notStarted;
    const statusText = col.status ? row.get(col.status) : '';
    if (statusText !== '') {
      const known = statusOfText(statusText);
      if (known === undefined) fail(row, `"${statusText}" is not a known status`, col.status);
      status = known;
    }
    if (status === TIME_STATUS.ended && !played) {
      fail(row, 'a finished game needs both scores', col.homeScore);
    }
    const extra: Record<string, unknown> = {};
    if (timeText === '') extra.kickoff_time_known = false;
    const stadium = col.stadium ? row.get(col.stadium) : '';
    if (stadium) extra.stadium = stadium;
    const stats: Stats = {};
    if (played && options.sportId === 1) stats.goals = [homeScore, awayScore];
    return {
      line: row.line,
      // Without --season: the row's calendar year, replaced below by the file's first year.
      season: season ?? String(date.year),
      home,
      away,
      time: zonedEpochSeconds(date, clock, options.timeZone),
      status,
      ss: played ? formatScore(homeScore, awayScore) : null,
      scores: played ? scoresOf(options.sportId, homeScore, awayScore) : {},
      stats,
      extra,
      odds: [],
    };
  });
  if (!season) {
    // One file is one season: without --season, the calendar year of its first game.
    const first = Math.min(...matches.map((m) => Number(m.season)));
    for (const m of matches) m.season = String(first);
  }
  return { source, league: { sportId: options.sportId, name: options.league }, matches };
}
