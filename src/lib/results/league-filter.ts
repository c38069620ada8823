/**
 * @module results/league-filter
 * The results list's league filter (spec §2.2): a choice among the chosen sport's leagues that
 * have matches in the list, sent as a plain GET form that keeps the rest of the query.
 */
import type { Language } from '../domain/languages';
import { localName } from '../inplay/row';
import { resultsParams, type ResultsQuery } from './query';

/** A league with its count of matches in the list (read/result-facets.ts). */
export interface LeagueCount {
  id: number;
  name: string;
  kor: string | null;
  jp: string | null;
  count: number;
}

/**
 * The select's options, in the order given: the league's name in the page language and its
 * count.
 * @example leagueOptions([{ id: 8, name: 'K League 1', kor: 'K리그1', jp: null, count: 6 }], 'kr')
 * // [{ value: '8', label: 'K리그1 (6)' }]
 */
export function leagueOptions(
  leagues: readonly LeagueCount[],
  lang: Language,
): { value: string; label: string }[] {
  return leagues.map((l) => ({
    value: String(l.id),
    label: `${localName(lang, l.name, l.kor, l.jp)} (${l.count})`,
  }));
}

/**
 * The hidden fields the league form sends beside its select: the list's query without the
 * league and the page, so a new league keeps the days, list type, sport and search and starts
 * at page 1.
 * @example leagueFormFields({ list: 'result', from: 'd', to: 'd', page: 3, sportsId: 1, leagueId: 8 })
 * // [['type', 'result'], ['date_from', 'd'], ['date_to', 'd'], ['sportsId', '1']]
 */
export function leagueFormFields(q: ResultsQuery): [string, string][] {
  const rest: ResultsQuery = { ...q, page: 1 };
  delete rest.leagueId;
  return [...resultsParams(rest).entries()];
}
