/**
 * @module read/team/info
 * One team (spec §2 "Team list and team info", §3 "Team"): names, sport, country, the squad
 * (`playerList`, with `player_info` S start / N number per player), the club's transfers in
 * and out, and the leagues it plays in.
 */
import type { Kysely } from 'kysely';
import { SPORT_NAMES, isSportId } from '../../../lib/domain/sports';
import type { DatabaseSchema } from '../../db/schema';

type Db = Kysely<DatabaseSchema>;

/** The team's players, by shirt number. */
function readSquad(db: Db, id: number) {
  return db
    .selectFrom('players as p')
    .leftJoin('countries as c', 'c.cc', 'p.cc')
    .selectAll('p')
    .select(['c.name as country_name', 'c.kor as country_kor'])
    .where('p.team_id', '=', id)
    .orderBy('p.shirt')
    .orderBy('p.id')
    .execute();
}

/** Players' spells at the club (transfers name it by its English name), latest first. */
function readSpells(db: Db, teamName: string) {
  return db
    .selectFrom('transfers as tr')
    .innerJoin('players as p', 'p.id', 'tr.player_id')
    .select([
      'tr.player_id',
      'tr.start',
      'tr.end',
      'tr.type_id',
      'p.name',
      'p.kor',
      'p.jp',
      'p.team_id',
    ])
    .where('tr.team', '=', teamName)
    .orderBy('tr.start', 'desc')
    .execute();
}

/** The leagues the team has a season in. */
function readLeagues(db: Db, id: number) {
  return db
    .selectFrom('season_teams as st')
    .innerJoin('seasons as s', 's.id', 'st.season_id')
    .innerJoin('leagues as l', 'l.id', 's.league_id')
    .select(['l.id', 'l.name', 'l.kor', 'l.jp', 'l.has_table', 'l.has_toplist'])
    .where('st.team_id', '=', id)
    .groupBy(['l.id', 'l.name', 'l.kor', 'l.jp', 'l.has_table', 'l.has_toplist'])
    .orderBy('l.id')
    .execute();
}

/** The squad as `playerList` entries, each with the day the player joined the club. */
function toPlayerList(
  squad: Awaited<ReturnType<typeof readSquad>>,
  spells: Awaited<ReturnType<typeof readSpells>>,
  teamId: number,
) {
  const joined = new Map<number, string>();
  for (const s of spells) {
    // The open spell at this club is when the current player joined.
    if (s.end === null && Number(s.team_id) === teamId) joined.set(Number(s.player_id), s.start);
  }
  return squad.map((p) => ({
    id: Number(p.id),
    name: p.name,
    kor: p.kor,
    jp: p.jp,
    image: p.image_id,
    shirt: p.shirt === null ? null : Number(p.shirt),
    position: p.position,
    position_name: p.position_name,
    cc: p.cc,
    country_name: p.country_name ?? null,
    country_kor: p.country_kor ?? null,
    birthdate: p.birthdate,
    height: p.height === null ? null : Number(p.height),
    weight: p.weight === null ? null : Number(p.weight),
    foot: p.foot,
    start: joined.get(Number(p.id)) ?? null,
  }));
}

/** A team with squad and transfers; undefined when unknown. */
export async function readTeam(db: Db, id: number) {
  const t = await db
    .selectFrom('teams as t')
    .leftJoin('countries as c', 'c.cc', 't.cc')
    .selectAll('t')
    .select(['c.name as country_name', 'c.kor as country_kor', 'c.jp as country_jp'])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!t) return undefined;
  const sportId = Number(t.sport_id);
  const sport = isSportId(sportId) ? SPORT_NAMES[sportId] : null;
  const [squad, spells, leagues] = await Promise.all([
    readSquad(db, id),
    readSpells(db, t.name),
    readLeagues(db, id),
  ]);
  const playerList = toPlayerList(squad, spells, id);
  return {
    id: Number(t.id),
    name: t.name,
    kor: t.kor,
    jp: t.jp,
    short: t.short,
    image: t.image_id,
    color: t.color,
    kit_color: t.kit_color,
    stadium: t.stadium,
    sports_id: sportId,
    sports_name: sport?.en ?? String(sportId),
    sports_kor: sport?.kr ?? String(sportId),
    sports_image: null,
    cc: t.cc,
    country_name: t.country_name ?? null,
    country_kor: t.country_kor ?? null,
    country_jp: t.country_jp ?? null,
    country_image: null,
    playerList,
    // Spec §3: per player S start, N number.
    player_info: Object.fromEntries(
      playerList.map((p) => [p.id, { S: p.start, N: p.shirt }]),
    ) as Record<string, { S: string | null; N: number | null }>,
    transfers: spells.map((s) => ({
      player: { id: Number(s.player_id), name: s.name, kor: s.kor, jp: s.jp },
      start: s.start,
      end: s.end,
      type_id: Number(s.type_id),
      // Still at the club: the spell is open and the player's team is this one.
      current: s.end === null && Number(s.team_id) === id,
    })),
    leagues: leagues.map((l) => ({
      id: Number(l.id),
      name: l.name,
      kor: l.kor,
      jp: l.jp,
      has_leaguetable: Boolean(l.has_table),
      has_topgoals: Boolean(l.has_toplist),
    })),
  };
}
