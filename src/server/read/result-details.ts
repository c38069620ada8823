/**
 * @module read/result-details
 * What the result details page (spec §2 "Result details page") renders on the server: the match
 * header, its stored statistics and the data of the tab in view, read in-process through the
 * same readers as the API's calls (`/result/info/{id}/{type}`, `/league-table/{id}`,
 * `/toplist/{id}`, `/upcoming-odds/details/{upId}`, `/relative/odds/{id}`).
 */
import { scoreSides } from '../../lib/domain/score';
import { periodOfScores, timerLabel, type TimerLabel } from '../../lib/domain/timer-label';
import type { Language } from '../../lib/domain/languages';
import type { MatchEvent } from '../../lib/domain/match';
import { localName } from '../../lib/inplay/row';
import type { ResultTab } from '../../lib/result-details/query';
import { matchStatistics, type MatchStatistics } from '../../lib/result-details/statistics';
import { halfScore } from '../../lib/inplay/row';
import { teamView, type TeamView } from '../../lib/results/row-view';
import type { AppServices } from '../services';
import { readMatchExtras } from './match-extras';
import { readMatch } from './matches';
import { loadOddsDetails, type OddsDetailsData } from './odds-details';
import { readLeague, resolveSeason } from './league-season';
import { readLeagueTables, type LeagueTables } from './tables';
import { readTopLists } from './toplists';

/** Top-list rows per group on the page (the API's default). */
const TOPLIST_ROWS = 20;

export interface ResultHeader {
  id: number;
  sportId: number;
  /** The game's English name (spec: "sports … set from the game name"). */
  gameName: string;
  /** Kick-off in Asia/Seoul, `YYYY-MM-DD HH:mm`, and as epoch seconds for the viewer's zone. */
  kickoff: string;
  time: number;
  status: string;
  /** The feed's id of a match in play (its live room), else null. */
  liveBet365Id: string | null;
  /** The clock of a match in play, else null. */
  liveClock: TimerLabel | null;
  home: TeamView;
  away: TeamView;
  score: { home: string; away: string } | null;
  half: string | null;
  league: { id: number; name: string; hasTable: boolean; hasToplist: boolean };
  season: { name: string | null; start: number | null; end: number | null };
}

export type ResultTopLists = Awaited<ReturnType<typeof readTopLists>>;

export interface ResultDetailsData {
  header: ResultHeader;
  statistics: MatchStatistics;
  events: MatchEvent[];
  /** The tab's data: only the tab in view is read. */
  odds: OddsDetailsData | null;
  tables: LeagueTables | null;
  /** How the league ranks its table (baseball by winning percentage). */
  ranking: 'points' | 'pct' | 'sets' | null;
  toplists: ResultTopLists | null;
}

const ODDS_TABS: readonly ResultTab[] = ['odds-graph', 'odds-table', 'book-history', 'odds-book'];

type Services = Pick<AppServices, 'database' | 'live'>;

async function leagueSeason(
  services: Services,
  leagueId: number,
  matchId: number,
  upcomingId: number | null,
  nowMs: number,
) {
  const { db } = services.database;
  const league = await readLeague(db, leagueId);
  if (!league) return null;
  // The season of the match the address names (upcomingId), else this match's.
  let season = await resolveSeason(db, leagueId, { upcomingId: upcomingId ?? matchId }, nowMs);
  if (season && 'error' in season)
    season = await resolveSeason(db, leagueId, { upcomingId: matchId }, nowMs);
  return season && !('error' in season) ? { league, season: season } : null;
}

/**
 * The page's data, or null when no match has this id.
 * @example await loadResultDetails(Astro.locals.services, 1234, 'kr', { tab: 'league-table', upcomingId: null })
 */
export async function loadResultDetails(
  services: Services,
  matchId: number,
  lang: Language,
  view: { tab: ResultTab; upcomingId: number | null },
  nowMs = Date.now(),
): Promise<ResultDetailsData | null> {
  const { db } = services.database;
  const m = await readMatch(db, services.live, matchId);
  if (!m) return null;
  const extras = await readMatchExtras(db, services.live, m.id);
  const wantsLeague = view.tab === 'league-table' || view.tab === 'toplist';
  const [odds, scoped] = await Promise.all([
    ODDS_TABS.includes(view.tab) ? loadOddsDetails(services, m.id, lang) : null,
    wantsLeague ? leagueSeason(services, m.league_id, m.id, view.upcomingId, nowMs) : null,
  ]);
  const started = m.status !== 'waiting';
  const game = { ...m, stats: extras.stats };
  return {
    header: {
      id: m.id,
      sportId: m.sport_id,
      gameName: m.sport,
      kickoff: m.play_time.slice(0, 16),
      time: m.time,
      status: m.status,
      liveBet365Id: m.is_inplay ? m.bet365 : null,
      // A match without details yet: its score keys say the set or map (never "waiting").
      liveClock: m.is_inplay
        ? timerLabel(m.sport_id, m.timer, m.period || periodOfScores(m.sport_id, m.scores))
        : null,
      home: teamView(game, 0, lang),
      away: teamView(game, 1, lang),
      score: started ? scoreSides(m.ss) : null,
      half: started ? halfScore({ sport_id: m.sport_id, scores: m.scores }) : null,
      league: {
        id: m.league_id,
        name: localName(lang, m.league_name, m.league_kor, m.league_jp),
        hasTable: m.league_season.has_leaguetable,
        hasToplist: m.league_season.has_topgoals,
      },
      season: {
        name: m.league_season.name,
        start: m.league_season.start_time,
        end: m.league_season.end_time,
      },
    },
    statistics: matchStatistics({
      sportId: m.sport_id,
      scores: m.scores,
      stats: extras.stats,
      ss: started ? m.ss : null,
    }),
    events: extras.events,
    odds,
    tables:
      view.tab === 'league-table' && scoped?.league.has_table
        ? await readLeagueTables(db, scoped.league, scoped.season)
        : null,
    ranking: scoped?.league.rules.ranking ?? null,
    toplists:
      view.tab === 'toplist' && scoped
        ? await readTopLists(db, scoped.league, scoped.season, TOPLIST_ROWS, nowMs)
        : null,
  };
}
