/**
 * @module api/routes/other-data
 * Spec §7 "Other data": odds details and types of a match, its events, one upcoming match with
 * its league tables and odds series, players, top lists, teams, bookmakers and their price
 * history, and league tables; plus the administrator's in-play correction
 * `POST /inplay/update/upcoming`.
 */
import { z } from 'zod';
import { EVENT_KINDS } from '../../../lib/domain/event-parse';
import { isGiven } from '../../../lib/domain/list-query';
import { marketName, summarizeOdds } from '../../../lib/domain/odds-summary';
import { HttpError } from '../../contracts/http-error';
import { correctMatch } from '../match-correction';
import { auditActor } from './audit';
import { bookNamesById, readBooks } from '../read/books';
import { eventTypeRows, readParsedEvents } from '../read/events';
import { MAX_ROWS, prepareListQuery } from '../read/match-list';
import { MAIN_BOOK_ID, readMatch, type MatchRow } from '../read/matches';
import { historySeries, oddsDetailRow, readBookQuotes, readHistory } from '../read/odds';
import { readPlayer } from '../read/players';
import {
  listSeasons,
  readLeague,
  readLeagueTables,
  resolveSeason,
  type LeagueInfo,
  type SeasonInfo,
} from '../read/tables';
import { readTeam } from '../read/teams';
import { readTopLists } from '../read/toplists';
import { defineRoute, validationError, type AnyRoute } from '../route-kit';
import type { RouteDeps } from './route-deps';
import { positiveId } from '../whole-number';

const TAG = 'Other data';

/** A positive database id in a path (`/players/{id}`). */
export const pathId = positiveId();
/** A positive id in a query (already numeric after the spec §5 normalising). */
export const queryId = z
  .number({ error: 'Expected a positive whole number' })
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER);
/** Page size, capped like every list. */
export const rowsQuery = z
  .number({ error: 'Expected a whole number of at least 1' })
  .int()
  .min(1)
  .transform((v) => Math.min(v, MAX_ROWS))
  .describe(`Page size; values above ${MAX_ROWS} are capped at ${MAX_ROWS}`);
export const pageQuery = z.number().int().min(1).max(100_000);
const oddType = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'Expected an odds type: 1 (winner), 2 (handicap) or 3 (over/under)',
});
/** Largest history a single call returns (newest kept). */
const MAX_HISTORY = 5000;

export function notFound(what: string, id: unknown): HttpError {
  return new HttpError(404, 'NOT_FOUND', `No ${what} with id ${String(id)}`);
}

export function otherDataRoutes(deps: RouteDeps): AnyRoute[] {
  const { db, live, now } = deps;
  const prepare = prepareListQuery('generic');

  async function match(id: number): Promise<MatchRow> {
    const m = await readMatch(db, live, id);
    if (!m) throw notFound('match', id);
    return m;
  }

  async function leagueAndSeason(
    id: number,
    ask: { season_id?: number | undefined; upcomingId?: number | undefined },
  ): Promise<{ league: LeagueInfo; season: SeasonInfo | null }> {
    const league = await readLeague(db, id);
    if (!league) throw notFound('league', id);
    const season = await resolveSeason(
      db,
      id,
      { seasonId: ask.season_id, upcomingId: ask.upcomingId },
      now(),
    );
    if (season && 'error' in season) {
      throw validationError('query', [
        {
          field: season.error,
          message:
            season.error === 'season_id'
              ? `No season with this id in league ${id}`
              : `No match of league ${id} with a season has this id`,
        },
      ]);
    }
    return { league, season };
  }

  const leagueOut = (l: LeagueInfo) => ({
    id: l.id,
    sport_id: l.sport_id,
    name: l.name,
    kor: l.kor,
    jp: l.jp,
    cc: l.cc,
    has_leaguetable: l.has_table,
    has_topgoals: l.has_toplist,
  });

  return [
    defineRoute({
      method: 'get',
      path: '/upcoming-odds/details/{upId}',
      tag: TAG,
      summary:
        "Every bookmaker's opening (o) and current (n) prices per market with payout, and the highest/lowest/average footer rows per market in `summary`",
      params: z.object({ upId: pathId.describe('Match id') }),
      query: z.object({
        type: z
          .union([z.literal('all'), oddType])
          .optional()
          .describe('all (default) or one odds type id'),
        book_id: queryId.optional().describe('Only this bookmaker'),
      }),
      prepareQuery: prepare,
      returns: 'Odds detail rows (spec §3) plus summary per market',
      handler: async ({ params, query }) => {
        const m = await match(params.upId);
        const names = await bookNamesById(db);
        const quotes = (await readBookQuotes(db, live, m.id)).filter(
          (q) =>
            (query.type === undefined || query.type === 'all' || q.oddType === query.type) &&
            (query.book_id === undefined || q.bookId === query.book_id),
        );
        const data = quotes.map((q) => oddsDetailRow(m.sport_id, q, names(q.bookId)));
        return { data, count: { total: data.length }, summary: summarizeOdds(quotes) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/upcoming-odds/type/{upId}',
      tag: TAG,
      summary: 'Odds types (markets) quoted for a match: id, type_id, name, kor and how many books',
      params: z.object({ upId: pathId.describe('Match id') }),
      handler: async ({ params }) => {
        const m = await match(params.upId);
        const quotes = await readBookQuotes(db, live, m.id);
        const types = [...new Set(quotes.map((q) => q.oddType))].sort((a, b) => a - b);
        const data = types.map((t) => {
          const name = marketName(m.sport_id, t);
          return {
            id: t,
            type_id: t,
            name: name.en,
            kor: name.kr,
            jp: name.jp,
            books: new Set(quotes.filter((q) => q.oddType === t).map((q) => q.bookId)).size,
          };
        });
        return { data, count: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/upcoming-events/details/{id}',
      tag: TAG,
      summary:
        'Timeline of a match; each event with win (side), mid (minute), player, subPlayer and the goal/yellow/red/corner/substitution/offside/timeout/penalty flags',
      params: z.object({ id: pathId.describe('Match id') }),
      query: z.object({
        type: z.enum(EVENT_KINDS).optional().describe('Only events of this kind'),
      }),
      prepareQuery: prepare,
      handler: async ({ params, query }) => {
        const m = await match(params.id);
        const events = await readParsedEvents(db, live, m);
        const data = query.type ? events.filter((e) => e[query.type!]) : events;
        return { data, count: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/upcoming-events/type/{upId}',
      tag: TAG,
      summary: 'Event kinds of a match with their counts per side (goals, cards, corners…)',
      params: z.object({ upId: pathId.describe('Match id') }),
      handler: async ({ params }) => {
        const m = await match(params.upId);
        const data = eventTypeRows(await readParsedEvents(db, live, m));
        return { data, count: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/upcoming-sports/{id}',
      tag: TAG,
      summary:
        "One upcoming match (sports_upcoming_id) with its league's tables (league_hasTable, league_overall, league_home, league_away) and the main book's odds series T1–T3",
      params: z.object({ id: pathId.describe('Match id (sports_upcoming_id)') }),
      handler: async ({ params }) => {
        const m = await match(params.id);
        const league = await readLeague(db, m.league_id);
        // The match's own season (a match without one has no table to show).
        const season = league
          ? await resolveSeason(db, league.id, { upcomingId: m.id }, now())
          : null;
        const usable = season && !('error' in season) ? season : null;
        const tables =
          league?.has_table && usable ? await readLeagueTables(db, league, usable) : null;
        const history = await readHistory(db, m.id, { bookId: MAIN_BOOK_ID, limit: MAX_HISTORY });
        return {
          data: {
            ...m,
            league_hasTable: tables !== null,
            league_overall: tables?.overall ?? null,
            league_home: tables?.home ?? null,
            league_away: tables?.away ?? null,
            odds: historySeries(history),
          },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/players/{id}',
      hot: 'stored',
      tag: TAG,
      summary:
        'A player: names, country, birthdate, position, foot, height (cm), weight (kg), current team, transfers (team_info, start, end), totals and injuries',
      params: z.object({ id: pathId.describe('Player id') }),
      maxAge: 60,
      handler: async ({ params }) => {
        const player = await readPlayer(db, params.id, now());
        if (!player) throw notFound('player', params.id);
        return { data: player };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/toplist/{id}',
      hot: 'stored',
      tag: TAG,
      summary:
        "A league season's top lists: topgoals, topassists, topcards and current injuries (season: season_id, else upcomingId's, else the current one)",
      params: z.object({ id: pathId.describe('League id') }),
      query: z.object({
        season_id: queryId.optional(),
        upcomingId: queryId.optional().describe('A match whose season to use'),
        rows: rowsQuery.optional().describe('Rows per list (default 20, at most 100)'),
      }),
      prepareQuery: (raw) => {
        const q = prepare(raw);
        // The generic list default (50 rows) is not this call's: 20 unless asked.
        return isGiven(raw.rows?.at(-1)) ? q : { ...q, rows: 20 };
      },
      maxAge: 30,
      handler: async ({ params, query }) => {
        const { league, season } = await leagueAndSeason(params.id, query);
        const lists = season
          ? await readTopLists(db, league, season, query.rows ?? 20, now())
          : { topgoals: [], topassists: [], topcards: [], injuries: [] };
        return { data: { league: leagueOut(league), season, ...lists } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/team/info/{id}',
      hot: 'stored',
      tag: TAG,
      summary:
        'A team: names, sport, country, squad (playerList, player_info S start / N number), transfers and leagues',
      params: z.object({ id: pathId.describe('Team id') }),
      maxAge: 60,
      handler: async ({ params }) => {
        const team = await readTeam(db, params.id);
        if (!team) throw notFound('team', params.id);
        return { data: team };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/book/list',
      hot: 'live',
      tag: TAG,
      summary:
        'Bookmakers (book types): id, name, kor, payout; with upcomingId only those quoting that match',
      query: z.object({ upcomingId: queryId.optional().describe('Match id') }),
      prepareQuery: prepare,
      maxAge: 60,
      handler: async ({ query }) => {
        let books = await readBooks(db);
        if (query.upcomingId !== undefined) {
          const m = await match(query.upcomingId);
          const quoting = new Set((await readBookQuotes(db, live, m.id)).map((q) => q.bookId));
          books = books.filter((b) => quoting.has(b.id));
        }
        return { data: books, count: { total: books.length } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/book/type/{id}',
      tag: TAG,
      summary:
        "A match's price history per bookmaker as book entries (book_type_name, odd_type_id, home, draw, middle, away, created_at), newest first",
      params: z.object({ id: pathId.describe('Match id') }),
      query: z.object({
        book_id: queryId.optional().describe('Only this bookmaker'),
        odd_type: oddType.optional(),
        rows: rowsQuery.optional(),
        page: pageQuery.optional(),
      }),
      prepareQuery: prepare,
      handler: async ({ params, query }) => {
        const m = await match(params.id);
        const names = await bookNamesById(db);
        let base = db.selectFrom('odds_history').where('match_id', '=', m.id);
        if (query.book_id !== undefined) base = base.where('book_id', '=', query.book_id);
        if (query.odd_type !== undefined) base = base.where('odd_type', '=', query.odd_type);
        const rows = query.rows ?? MAX_ROWS;
        const page = query.page ?? 1;
        const [counted, entries] = await Promise.all([
          base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          base
            .selectAll()
            .orderBy('at', 'desc')
            .orderBy('book_id')
            .orderBy('odd_type')
            .limit(rows)
            .offset((page - 1) * rows)
            .execute(),
        ]);
        const price = (p: number | null) => (p === null ? '-' : Number(p));
        const data = entries.map((e) => {
          const book = names(Number(e.book_id));
          const type = Number(e.odd_type) as 1 | 2 | 3;
          const market = marketName(m.sport_id, type);
          const at = Math.floor(Number(e.at) / 1000);
          return {
            book_id: book.id,
            book_type_name: book.name,
            book_type_kor: book.kor,
            odd_type_id: type,
            type_name: market.en,
            type_kor: market.kr,
            home: price(e.home),
            // Spec §2: draw, or the middle (line) when odd_type_id is 2 or 3.
            draw: type === 1 ? price(e.draw) : '-',
            middle: type === 1 ? '-' : price(e.middle),
            away: price(e.away),
            ss: e.ss,
            time_str: e.time_str,
            created_at: at,
            updated_at: at,
          };
        });
        return { data, count: { total: Number(counted.n), page, rows } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/league-table/{id}',
      hot: 'stored',
      tag: TAG,
      summary:
        "A league season's tables overall, home and away (point adjustments in overall; pct, gamesBack and elim for percentage-ranked leagues)",
      params: z.object({ id: pathId.describe('League id') }),
      query: z.object({
        season_id: queryId.optional(),
        upcomingId: queryId.optional().describe('A match whose season to use'),
      }),
      prepareQuery: prepare,
      maxAge: 30,
      handler: async ({ params, query }) => {
        const { league, season } = await leagueAndSeason(params.id, query);
        const tables = season ? await readLeagueTables(db, league, season) : null;
        return {
          data: {
            league: leagueOut(league),
            season,
            ranking: league.rules.ranking,
            overall: tables?.overall ?? null,
            home: tables?.home ?? null,
            away: tables?.away ?? null,
          },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/league-seasons/{id}',
      hot: 'stored',
      tag: TAG,
      summary:
        "Every season of a league the database holds (imported history included), newest first: pass one's id as season_id to the table, top list and results calls",
      params: z.object({ id: pathId.describe('League id') }),
      maxAge: 300,
      handler: async ({ params }) => {
        const league = await readLeague(db, params.id);
        if (!league) throw notFound('league', params.id);
        return { data: { league: leagueOut(league), seasons: await listSeasons(db, league.id) } };
      },
    }),
    updateUpcomingRoute(deps),
  ];
}

/**
 * `POST /inplay/update/upcoming` (spec §7 in-play; the store's `modifyUrl {id, bet365, url}`):
 * an administrator sets a match's live-stream URL and/or bet365 id. A match the feed holds in
 * memory is corrected through the feed, so the live state, the stored row and the socket
 * `update` event (game_id, id, bet365_id, url) all follow.
 */
function updateUpcomingRoute(deps: RouteDeps): AnyRoute {
  const bodyId = z
    .union([z.number(), z.string().regex(/^\d{1,16}$/, 'Expected a match id')])
    .transform(Number)
    .pipe(queryId);
  return defineRoute({
    method: 'post',
    path: '/inplay/update/upcoming',
    tag: 'In-play',
    summary:
      "Sets a match's live-stream URL and/or bet365 id (administrators); answers the socket update payload {game_id, id, bet365_id, url}",
    access: 'admin',
    body: z
      .object({
        id: bodyId.describe('Match id (upcoming_id)'),
        url: z
          .url({ protocol: /^https?$/, error: 'Expected an http(s) URL' })
          .max(2000)
          .nullable()
          .optional()
          .describe('Live-stream or live-score page; null removes it'),
        bet365: z
          .string()
          .regex(/^\d{1,20}$/, 'Expected a bet365 id (digits)')
          .optional(),
      })
      .refine((b) => b.url !== undefined || b.bet365 !== undefined, {
        message: 'Send url, bet365 or both',
        path: ['url'],
      }),
    handler: async ({ body, user }) => ({
      data: await correctMatch(deps, body.id, body, auditActor(user)),
    }),
  });
}
