/**
 * @module read/player
 * One player (spec §2 "Player info", §3 "Player"): facts, current team, transfers with the
 * clubs' names (and ids where the club is known), career totals from stored matches, and
 * current injuries.
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

interface Names {
  name: string;
  kor: string;
  jp: string;
}

function parseNames(text: string): Names {
  try {
    const v = JSON.parse(text) as Partial<Names>;
    const name = typeof v.name === 'string' ? v.name : '';
    return {
      name,
      kor: typeof v.kor === 'string' ? v.kor : name,
      jp: typeof v.jp === 'string' ? v.jp : name,
    };
  } catch {
    return { name: text, kor: text, jp: text };
  }
}

/** Spec §3 transfers (team_info, start, end) of a player, oldest first. */
export async function readTransfers(db: Db, playerId: number, sportId: number) {
  const rows = await db
    .selectFrom('transfers')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('seq')
    .execute();
  const names = rows.map((r) => parseNames(r.team_name));
  const known = names.length
    ? await db
        .selectFrom('teams')
        .select(['id', 'name', 'image_id'])
        .where('sport_id', '=', sportId)
        .where(
          'name',
          'in',
          names.map((n) => n.name),
        )
        .execute()
    : [];
  const idOf = new Map(known.map((t) => [t.name, t]));
  return rows.map((r, i) => {
    const n = names[i]!;
    const team = idOf.get(n.name);
    return {
      team_info: { id: team ? Number(team.id) : null, ...n, image_id: team?.image_id ?? null },
      start: r.start,
      end: r.end,
      type_id: Number(r.type_id),
    };
  });
}

/** A player with team, country, transfers, totals and injuries; undefined when unknown. */
export async function readPlayer(db: Db, id: number, nowMs: number) {
  const p = await db
    .selectFrom('players as p')
    .leftJoin('teams as t', 't.id', 'p.team_id')
    .leftJoin('countries as c', 'c.cc', 'p.cc')
    .selectAll('p')
    .select([
      't.name as team_name',
      't.kor as team_kor',
      't.jp as team_jp',
      't.image_id as team_image',
      't.sport_id as sport_id',
      'c.name as country_name',
      'c.kor as country_kor',
      'c.jp as country_jp',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!p) return undefined;
  const sportId = Number(p.sport_id ?? 0);
  const [transfers, stats, injuries] = await Promise.all([
    readTransfers(db, id, sportId),
    readCareer(db, id),
    readInjuries(db, id, nowMs),
  ]);
  return {
    id: Number(p.id),
    name: p.name,
    kor: p.kor,
    jp: p.jp,
    image: p.image_id,
    cc: p.cc,
    country_name: p.country_name ?? null,
    country_kor: p.country_kor ?? null,
    country_jp: p.country_jp ?? null,
    birthdate: p.birthdate,
    position: p.position,
    position_name: p.position_name,
    foot: p.foot,
    height: p.height === null ? null : Number(p.height),
    weight: p.weight === null ? null : Number(p.weight),
    shirt: p.shirt === null ? null : Number(p.shirt),
    sport_id: sportId || null,
    team: p.team_name
      ? {
          id: Number(p.team_id),
          name: p.team_name,
          kor: p.team_kor,
          jp: p.team_jp,
          image: p.team_image ?? null,
        }
      : null,
    transfers,
    stats,
    injuries,
  };
}

/** Career totals from the stored matches: appearances, minutes, goals, assists and cards. */
async function readCareer(db: Db, id: number) {
  const [apps, incidents] = await Promise.all([
    db
      .selectFrom('appearances')
      .select([
        (eb) => eb.fn.countAll<number>().as('matches'),
        (eb) => eb.fn.sum<number>('minutes').as('minutes'),
      ])
      .where('player_id', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('match_incidents')
      .select([
        'kind',
        sql<number>`sum(case when player_id = ${id} then 1 else 0 end)`.as('own'),
        sql<number>`sum(case when assist_id = ${id} then 1 else 0 end)`.as('assisted'),
      ])
      .where((eb) => eb.or([eb('player_id', '=', id), eb('assist_id', '=', id)]))
      .groupBy('kind')
      .execute(),
  ]);
  const byKind = (kinds: string[], column: 'own' | 'assisted') =>
    incidents.filter((i) => kinds.includes(i.kind)).reduce((n, i) => n + Number(i[column]), 0);
  return {
    matches: Number(apps?.matches ?? 0),
    minutes_played: Number(apps?.minutes ?? 0),
    goals: byKind(['goal', 'penalty_goal'], 'own'),
    assists: byKind(['goal', 'penalty_goal'], 'assisted'),
    yellow_cards: byKind(['yellow'], 'own'),
    yellowred_cards: byKind(['yellowred'], 'own'),
    red_cards: byKind(['red'], 'own'),
  };
}

/** Injuries not over at `nowMs`, latest first. */
async function readInjuries(db: Db, id: number, nowMs: number) {
  const injuries = await db
    .selectFrom('injuries')
    .selectAll()
    .where('player_id', '=', id)
    .where((eb) => eb.or([eb('end', 'is', null), eb('end', '>=', Math.floor(nowMs / 1000))]))
    .orderBy('start', 'desc')
    .execute();
  return injuries.map((i) => ({
    team_id: Number(i.team_id),
    league_id: Number(i.league_id),
    start: Number(i.start),
    end: i.end === null ? null : Number(i.end),
    missing: Boolean(i.missing),
    status_id: Number(i.status_id),
    doubtful: Boolean(i.doubtful),
    comment: i.comment,
  }));
}
