/**
 * @module read/matches
 * Match lists and single matches in the spec §3 "Match (list row)" shape, read from the database
 * in two queries per page (rows with their league, country, season and teams; then the main
 * book's prices), with the in-memory live state laid over when this node runs the feed (the
 * database is written a few seconds behind the clock).
 */
import { seoulDate, seoulDateTime } from '../../lib/domain/seoul-time';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { LiveDetails, Scores, Stats, Timer } from '../../lib/domain/match';
import { SPORT_NAMES, TIME_STATUS, isSportId, type TimeStatus } from '../../lib/domain/sports';
import type { DatabaseSchema } from '../db/schema';
import type { LiveStateReader } from '../feed/live-state';
import { json } from './json-text';

/** The book whose prices the list rows carry (the spec's "bet365" columns). */
export const MAIN_BOOK_ID = 1;

export type Price = { o: number | string; n: number | string } | '-';

/** Dictionary status of spec §3 ("ongoing, waiting, done, void"). */
export function statusName(status: number): 'ongoing' | 'waiting' | 'done' | 'void' {
  if (status === TIME_STATUS.inPlay || status === TIME_STATUS.interrupted) return 'ongoing';
  if (status === TIME_STATUS.notStarted || status === TIME_STATUS.toBeFixed) return 'waiting';
  if (
    status === TIME_STATUS.ended ||
    status === TIME_STATUS.retired ||
    status === TIME_STATUS.walkover
  )
    return 'done';
  if (status === TIME_STATUS.suspended) return 'ongoing';
  return 'void';
}

type Db = Kysely<DatabaseSchema>;

/** The joined columns every match read selects. */
export function matchBase(db: Db) {
  return db
    .selectFrom('matches as m')
    .innerJoin('leagues as l', 'l.id', 'm.league_id')
    .innerJoin('teams as h', 'h.id', 'm.home_id')
    .innerJoin('teams as a', 'a.id', 'm.away_id')
    .leftJoin('countries as c', 'c.cc', 'l.cc')
    .leftJoin('seasons as s', 's.id', 'm.season_id')
    .select([
      'm.id',
      'm.bet365_id',
      'm.sport_id',
      'm.league_id',
      'm.season_id',
      'm.round',
      'm.home_id',
      'm.away_id',
      'm.time',
      'm.time_status',
      'm.ss',
      'm.scores',
      'm.timer',
      'm.stats',
      'm.details',
      'm.extra',
      'm.url',
      'm.has_lineup',
      'm.created_at',
      'm.updated_at',
      'm.ended_at',
      'l.name as league_name',
      'l.kor as league_kor',
      'l.jp as league_jp',
      'l.has_table',
      'l.has_toplist',
      'l.is_major',
      'c.cc as country_cc',
      'c.name as country_name',
      'c.kor as country_kor',
      'c.jp as country_jp',
      's.name as season_name',
      's.start_time as season_start',
      's.end_time as season_end',
      'h.name as home_name',
      'h.kor as home_kor',
      'h.jp as home_jp',
      'h.color as home_color',
      'h.kit_color as home_kit',
      'h.image_id as home_image',
      'a.name as away_name',
      'a.kor as away_kor',
      'a.jp as away_jp',
      'a.color as away_color',
      'a.kit_color as away_kit',
      'a.image_id as away_image',
    ]);
}

export type MatchBaseQuery = ReturnType<typeof matchBase>;
export type MatchJoined = Awaited<ReturnType<MatchBaseQuery['executeTakeFirstOrThrow']>>;
export type AnySelect = SelectQueryBuilder<DatabaseSchema, never, unknown>;

/** Prices of the main book for the given matches, keyed by match id then odd type. */
export async function mainBookPrices(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, Map<number, DatabaseSchema['odds_current']>>> {
  const out = new Map<number, Map<number, DatabaseSchema['odds_current']>>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('odds_current')
    .selectAll()
    .where('book_id', '=', MAIN_BOOK_ID)
    .where('match_id', 'in', [...ids])
    .execute();
  for (const r of rows) {
    const id = Number(r.match_id);
    const byType = out.get(id) ?? new Map<number, DatabaseSchema['odds_current']>();
    byType.set(Number(r.odd_type), r);
    out.set(id, byType);
  }
  return out;
}

function price(o: number | null | undefined, n: number | null | undefined): Price {
  if ((o === null || o === undefined) && (n === null || n === undefined)) return '-';
  return { o: o ?? '-', n: n ?? '-' };
}

const toSeconds = (ms: number) => Math.floor(ms / 1000);

export interface LiveOverlay {
  time_status: TimeStatus;
  ss: string | null;
  scores: Scores;
  timer: Timer | null;
  stats: Stats;
  details: LiveDetails | null;
  url: string | null;
}

function overlayOf(live: LiveStateReader | null, id: number): LiveOverlay | null {
  const m = live?.get(id);
  if (!m?.snapshot) return null;
  const s = m.snapshot;
  return {
    time_status: s.time_status,
    ss: s.ss,
    scores: s.scores,
    timer: s.timer,
    stats: s.stats,
    details: s.details,
    url: m.url,
  };
}

/**
 * One spec §3 list row.
 * @example toMatchRow(joined, prices.get(joined.id), null)
 */
export function toMatchRow(
  m: MatchJoined,
  prices: Map<number, DatabaseSchema['odds_current']> | undefined,
  live: LiveOverlay | null,
) {
  const id = Number(m.id);
  const sportId = Number(m.sport_id);
  const status = Number(live?.time_status ?? m.time_status);
  const ss = live ? live.ss : m.ss;
  const scores = live?.scores ?? json<Scores>(m.scores, {});
  const timer = live ? live.timer : json<Timer | null>(m.timer, null);
  const details = live?.details ?? json<LiveDetails | null>(m.details, null);
  const sport = isSportId(sportId)
    ? SPORT_NAMES[sportId]
    : { en: String(sportId), kr: String(sportId), jp: '' };
  const inPlay = status === TIME_STATUS.inPlay;
  const bet365 = m.bet365_id ?? null;
  return {
    id,
    bet365,
    bet365id: bet365,
    sport_id: sportId,
    sports_id: sportId,
    sport: sport.en,
    sports_name: sport.kr,
    status_id: status,
    status_name: statusName(status),
    status: statusName(status),
    is_inplay: inPlay,
    isBroadcast: inPlay && Boolean(live?.url ?? m.url),
    play_time: seoulDateTime(Number(m.time) * 1000),
    play_date: seoulDate(Number(m.time) * 1000),
    time: Number(m.time),
    ...leagueColumns(m),
    ...teamColumns(m),
    ...priceColumns(prices),
    ss,
    scores,
    inplay_scores: inPlay ? scores : null,
    info_scores: scores,
    timer,
    url: live?.url ?? m.url ?? null,
    is_lineup: Boolean(m.has_lineup),
    sports_upcoming_id: id,
    upcoming_id: id,
    info_id: id,
    created_at: toSeconds(Number(m.created_at)),
    updated_at: toSeconds(Number(m.updated_at)),
    ended_at: m.ended_at === null ? null : toSeconds(Number(m.ended_at)),
    period: details?.period ?? 0,
    total: ss,
    details: details
      ? {
          state: details.state,
          ball_pos: details.ball_pos,
          serve: details.serve,
          period: details.period,
        }
      : null,
    game_name: `${m.home_name} vs ${m.away_name}`,
    league_meta: { is_major: Boolean(m.is_major), cc: m.country_cc ?? null },
    home_team_meta: { color: m.home_color, kit_color: m.home_kit },
    away_team_meta: { color: m.away_color, kit_color: m.away_kit },
    is_sound: true,
    is_prompt: true,
  };
}

/** A list row's league, season, round and country. */
function leagueColumns(m: MatchJoined) {
  return {
    league_id: Number(m.league_id),
    league: m.league_name,
    league_name: m.league_name,
    league_kor: m.league_kor,
    league_jp: m.league_jp,
    league_season: {
      has_leaguetable: Boolean(m.has_table),
      has_topgoals: Boolean(m.has_toplist),
      name: m.season_name ?? null,
      start_time: m.season_start === null ? null : Number(m.season_start),
      end_time: m.season_end === null ? null : Number(m.season_end),
    },
    round: m.round === null ? null : Number(m.round),
    country: m.country_name ?? null,
    country_kor: m.country_kor ?? null,
    country_jp: m.country_jp ?? null,
    cc: m.country_cc ?? null,
  };
}

/** A list row's teams, under each of the names the spec gives them. */
function teamColumns(m: MatchJoined) {
  return {
    home: m.home_name,
    home_kor: m.home_kor,
    home_jp: m.home_jp,
    away: m.away_name,
    away_kor: m.away_kor,
    away_jp: m.away_jp,
    home_team_name: m.home_name,
    home_team_kor: m.home_kor,
    away_team_name: m.away_name,
    away_team_kor: m.away_kor,
    home_id: Number(m.home_id),
    away_id: Number(m.away_id),
    home_img: m.home_image ?? null,
    away_img: m.away_image ?? null,
    game_image: null,
  };
}

/** A list row's main-book prices: winner (1), handicap (2) and total (3). */
function priceColumns(prices: Map<number, DatabaseSchema['odds_current']> | undefined) {
  const winner = prices?.get(1);
  const handicap = prices?.get(2);
  const total = prices?.get(3);
  return {
    home_odds: winner ? price(winner.o_home, winner.n_home) : '-',
    draw_odds: winner ? price(winner.o_draw, winner.n_draw) : '-',
    away_odds: winner ? price(winner.o_away, winner.n_away) : '-',
    middle_odds: handicap ? price(handicap.o_middle, handicap.n_middle) : '-',
    total_odds: total
      ? {
          middle: price(total.o_middle, total.n_middle),
          over: price(total.o_home, total.n_home),
          under: price(total.o_away, total.n_away),
        }
      : '-',
    odds_suspended: Boolean(winner?.suspended),
  };
}

export type MatchRow = ReturnType<typeof toMatchRow>;

/** Runs a match query and shapes its rows, prices and live overlay. */
export async function readMatchRows(
  db: Db,
  live: LiveStateReader | null,
  query: MatchBaseQuery,
): Promise<MatchRow[]> {
  const rows = await query.execute();
  const prices = await mainBookPrices(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => toMatchRow(r, prices.get(Number(r.id)), overlayOf(live, Number(r.id))));
}

/** One match by id (or bet365 id when `byBet365`), or undefined. */
export async function readMatch(
  db: Db,
  live: LiveStateReader | null,
  id: number | string,
  byBet365 = false,
): Promise<MatchRow | undefined> {
  const query = byBet365
    ? matchBase(db).where('m.bet365_id', '=', String(id))
    : matchBase(db).where('m.id', '=', Number(id));
  const [row] = await readMatchRows(db, live, query.limit(1));
  return row;
}
