/**
 * @module import/types
 * What a file mapper hands the writer: matches by team name (resolved to ids by the writer),
 * their odds per bookmaker as opening and closing quotes, and the league and season they
 * belong to. Mappers are pure; only the writer touches the database.
 */
import type { Scores, Stats } from '../../lib/domain/match';
import type { OddTypeId, Quote } from '../../lib/domain/odds';
import type { SportId, TimeStatus } from '../../lib/domain/sports';

export interface Names {
  en: string;
  kr: string;
  jp: string;
}

/** A bookmaker as a source names it; matched to `books` by its English name. */
export interface BookRef {
  names: Names;
}

/** One market of one bookmaker: the first price published and the last before kick-off. */
export interface ImportedOdds {
  book: BookRef;
  oddType: OddTypeId;
  /** When the opening price was taken, epoch ms. */
  openAt: number;
  /** Kick-off (closing price), epoch ms. */
  closeAt: number;
  open: Quote | null;
  close: Quote | null;
}

export interface ImportedMatch {
  /** Line of the file the match came from (for error messages). */
  line: number;
  season: string;
  home: string;
  away: string;
  /** Kick-off, epoch seconds (UTC). */
  time: number;
  status: TimeStatus;
  ss: string | null;
  scores: Scores;
  stats: Stats;
  extra: Record<string, unknown>;
  odds: ImportedOdds[];
}

/** The league a file's matches belong to, as the operator or the file names it. */
export interface LeagueRef {
  sportId: SportId;
  /** Name as given (`Premier League`, `KBO`); matched against names, translations and tabs. */
  name: string;
  /** Translations when the source knows them (used only when the league must be created). */
  names?: Names;
  /** Country code for a league that must be created. */
  cc?: string;
}

export interface ImportPlan {
  /** File name, for the summary. */
  source: string;
  league: LeagueRef;
  matches: ImportedMatch[];
  /** Facts of the file left out, each naming its line and column (the rest is imported). */
  leftOut?: string[];
}

export interface ImportCounts {
  added: number;
  updated: number;
  unchanged: number;
}

export interface ImportSummary {
  source: string;
  league: { id: number; name: string; created: boolean };
  seasons: { id: number; name: string; created: boolean }[];
  matches: ImportCounts;
  teams: { matched: number; added: number; addedNames: string[] };
  books: { matched: number; added: number; addedNames: string[] };
  /** Current prices per match, bookmaker and market (opening and closing). */
  odds: ImportCounts;
  /** Price points of the odds history (opening and closing). */
  oddsHistory: { added: number; updated: number };
  /** What the plan left out of the file, as it says. */
  leftOut: string[];
}
