/**
 * @module import/reference
 * Reference rows an import may need before its matches: sports, countries and leagues,
 * taken from the catalogue when it knows them (so imported data joins the same rows as the
 * simulator's, with their Korean and Japanese names) and created otherwise. Imported ids live
 * in ranges of their own, far from the catalogue's and the feed's.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { SPORT_NAMES, type SportId } from '../../lib/domain/sports';
import { nameKey } from '../names/name-key';
import type { DatabaseSchema } from '../db/schema';
import { COUNTRIES } from '../feed/simulator/catalogue/countries';
import {
  baseballRules,
  handballRules,
  hockeyRules,
  pctRules,
  soccerRules,
  tennisRules,
  volleyballRules,
} from '../feed/simulator/catalogue/rules';
import { ALL_LEAGUES } from '../feed/simulator/catalogue/sections';
import type { SeasonRules } from '../feed/simulator/catalogue/types';
import { EXTRA_COUNTRIES } from './football-data-leagues';
import type { LeagueRef } from './types';

export type Tx = Transaction<DatabaseSchema> | Kysely<DatabaseSchema>;

/** First id of each imported range (integer columns stay below 2^31, bigint below 2^53). */
export const IMPORT_ID_BASE = {
  leagues: 1_000_000_000,
  teams: 1_000_000_000,
  books: 100,
  seasons: 9_000_000_000_000,
  matches: 9_000_000_000_000,
} as const;

/** The next free id of an imported range. */
export async function nextImportId(tx: Tx, table: keyof typeof IMPORT_ID_BASE): Promise<number> {
  const base = IMPORT_ID_BASE[table];
  const row = await tx
    .selectFrom(table)
    .select(sql<number | string | null>`max(id)`.as('max'))
    .where('id', '>=', base)
    .executeTakeFirst();
  const max = row?.max === null || row?.max === undefined ? null : Number(row.max);
  return max === null ? base : max + 1;
}

export { nameKey };

/** Creates the sport row when missing. */
export async function ensureSport(tx: Tx, sportId: SportId): Promise<void> {
  const names = SPORT_NAMES[sportId];
  await tx
    .insertInto('sports')
    .values({ id: sportId, name: names.en, kor: names.kr, jp: names.jp })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Creates the country row when missing, with the catalogue's names where it has them. */
export async function ensureCountry(tx: Tx, cc: string): Promise<void> {
  const known = [...COUNTRIES, ...EXTRA_COUNTRIES].find((c) => c.cc === cc);
  const names = known?.names ?? {
    en: cc.toUpperCase(),
    kr: cc.toUpperCase(),
    jp: cc.toUpperCase(),
  };
  await tx
    .insertInto('countries')
    .values({ cc, name: names.en, kor: names.kr, jp: names.jp })
    .onConflict((oc) => oc.column('cc').doNothing())
    .execute();
}

/** Table rules of a league the catalogue does not know, by sport. */
export function defaultRules(sportId: SportId): SeasonRules {
  const meetings = { meetings: 2 };
  switch (sportId) {
    case 1:
      return soccerRules(meetings);
    case 16:
      return baseballRules(meetings, true);
    case 17:
      return hockeyRules(meetings);
    case 91:
      return volleyballRules(meetings);
    case 78:
      return handballRules(meetings);
    case 13:
      return tennisRules();
    default:
      return pctRules(meetings);
  }
}

export interface ResolvedLeague {
  id: number;
  name: string;
  cc: string;
  created: boolean;
}

/**
 * The league a file means: a stored league of the sport whose name, translation or tab equals
 * the given name; else the catalogue's (stored now); else a new league.
 * @example await resolveLeague(tx, { sportId: 16, name: 'KBO' }) // { id: 202, name: 'KBO League', … }
 */
export async function resolveLeague(tx: Tx, ref: LeagueRef): Promise<ResolvedLeague> {
  const wanted = new Set([nameKey(ref.name), ...(ref.names ? [nameKey(ref.names.en)] : [])]);
  const matches = (names: (string | null | undefined)[]) =>
    names.some((n) => n !== null && n !== undefined && wanted.has(nameKey(n)));
  const stored = await tx
    .selectFrom('leagues')
    .select(['id', 'name', 'kor', 'jp', 'tab', 'cc'])
    .where('sport_id', '=', ref.sportId)
    .orderBy('id')
    .execute();
  const found = stored.find((l) => matches([l.name, l.kor, l.jp, l.tab]));
  if (found) return { id: Number(found.id), name: found.name, cc: found.cc, created: false };

  await ensureSport(tx, ref.sportId);
  const def = ALL_LEAGUES.find(
    (l) => l.sportId === ref.sportId && matches([l.names.en, l.names.kr, l.names.jp, l.tab]),
  );
  const names = def?.names ?? ref.names ?? { en: ref.name, kr: ref.name, jp: ref.name };
  const cc = def?.cc ?? ref.cc ?? 'wo';
  await ensureCountry(tx, cc);
  const id = def?.id ?? (await nextImportId(tx, 'leagues'));
  await tx
    .insertInto('leagues')
    .values({
      id,
      sport_id: ref.sportId,
      cc,
      name: names.en,
      kor: names.kr,
      jp: names.jp,
      tab: def?.tab ?? null,
      format: def?.format ?? 'standard',
      is_major: def?.major ? 1 : 0,
      kind: def?.kind ?? 'league',
      has_table: def ? (def.hasTable ? 1 : 0) : 1,
      // Results files carry no scorers, so a league made from one has no top lists.
      has_toplist: def?.hasTopList ? 1 : 0,
      rules: JSON.stringify(def?.rules ?? defaultRules(ref.sportId)),
      source: 'import',
    })
    .execute();
  return { id, name: names.en, cc, created: true };
}
