/**
 * @module read/lineups
 * Stored line-ups in the spec §3 "Lineup" shape, with the players' Korean and Japanese names.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { LineupEntry } from '../feed/updates';

type Db = Kysely<DatabaseSchema>;

/** A player's Korean and Japanese names, by player id. */
export type PlayerNames = ReadonlyMap<number, { kor: string; jp: string }>;

type LineupRow = { side: string; formation: string | null; players: string };

function lineupEntries(row: LineupRow): LineupEntry[] {
  try {
    const players = JSON.parse(row.players) as unknown;
    return Array.isArray(players) ? (players as LineupEntry[]) : [];
  } catch {
    return [];
  }
}

/** The Korean and Japanese names of the players of line-up rows (one query). */
export async function lineupNames(db: Db, rows: readonly LineupRow[]): Promise<PlayerNames> {
  const ids = [...new Set(rows.flatMap((r) => lineupEntries(r).map((p) => p.playerId)))].filter(
    (id) => Number.isSafeInteger(id),
  );
  if (ids.length === 0) return new Map();
  const found = await db
    .selectFrom('players')
    .select(['id', 'kor', 'jp'])
    .where('id', 'in', ids)
    .execute();
  return new Map(found.map((p) => [Number(p.id), { kor: p.kor, jp: p.jp }]));
}

/**
 * Spec §3 "Lineup": home and away, each with formation and startinglineup entries
 * {shirtnumber, pos, player {id, name}} (bench players under `substitutes`); the player carries
 * `kor` and `jp` names too, as leagues and teams do, null when unknown.
 */
export function toLineups(rows: readonly LineupRow[], names: PlayerNames = new Map()) {
  const entry = (p: LineupEntry) => {
    const local = names.get(p.playerId);
    return {
      shirtnumber: p.shirt,
      pos: p.pos,
      player: { id: p.playerId, name: p.name, kor: local?.kor || null, jp: local?.jp || null },
    };
  };
  const side = (name: 'home' | 'away') => {
    const row = rows.find((r) => r.side === name);
    if (!row) return { formation: null, startinglineup: [], substitutes: [] };
    const players = lineupEntries(row);
    return {
      formation: row.formation,
      startinglineup: players.filter((p) => p.starting).map(entry),
      substitutes: players.filter((p) => !p.starting).map(entry),
    };
  };
  return { home: side('home'), away: side('away') };
}
