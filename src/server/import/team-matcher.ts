/**
 * @module import/team-matcher
 * Maps a source's team name onto a team row: the catalogue's aliases and names first
 * (football-data.co.uk's "Man City" is Manchester City with its Korean and Japanese names;
 * the KBO file's "한화" is the Hanwha Eagles), then any stored team of the sport with that name
 * in any language (teams an earlier import created), else a new team under that name.
 */
import type { SportId } from '../../lib/domain/sports';
import { resolveTeamAlias, TEAM_ALIASES } from '../feed/simulator/catalogue/aliases';
import { ALL_TEAMS } from '../feed/simulator/catalogue/sections';
import type { TeamDef } from '../feed/simulator/catalogue/types';
import { nameKey, nextImportId, type Tx } from './reference';

export interface TeamMatch {
  id: number;
  /** The row was created by this import (a catalogue team stored now, or a new team). */
  created: boolean;
  /** A team nobody knew: created under the source's name. */
  unknown: boolean;
}

/** Colours of a team the catalogue does not know: neutral grey and white. */
const NEUTRAL = { color: '#6b7280', kit_color: '#ffffff' };

/** Three capitals of a Latin name ("Sheffield Wednesday" → SHE); other scripts keep 3 letters. */
function shortOf(name: string): string {
  const latin = name
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return (latin.length >= 3 ? latin : name.replace(/\s+/g, '')).slice(0, 3);
}

export interface TeamMatcher {
  resolve(name: string): Promise<TeamMatch>;
}

/**
 * A matcher over the stored teams of one sport; teams it creates get the league's country.
 * @example const match = await createTeamMatcher(tx, 1, 'gb'); (await match.resolve('Man City')).id // 1013
 */
export async function createTeamMatcher(
  tx: Tx,
  sportId: SportId,
  cc: string,
): Promise<TeamMatcher> {
  const rows = await tx
    .selectFrom('teams')
    .select(['id', 'name', 'kor', 'jp'])
    .where('sport_id', '=', sportId)
    .orderBy('id')
    .execute();
  const stored = new Set(rows.map((r) => Number(r.id)));
  const byName = new Map<string, number>();
  for (const r of rows) {
    for (const n of [r.name, r.kor, r.jp]) {
      const key = nameKey(n);
      if (key && !byName.has(key)) byName.set(key, Number(r.id));
    }
  }
  const resolved = new Map<string, TeamMatch>();
  const catalogueByKey = catalogueIndex(sportId);

  async function resolveUncached(name: string): Promise<TeamMatch> {
    const catalogueId = resolveTeamAlias(sportId, name) ?? catalogueByKey.get(nameKey(name));
    if (catalogueId !== undefined) {
      if (stored.has(catalogueId)) return { id: catalogueId, created: false, unknown: false };
      const def = ALL_TEAMS.find((t) => t.id === catalogueId)!;
      await storeCatalogueTeam(tx, def);
      stored.add(def.id);
      return { id: def.id, created: true, unknown: false };
    }
    const known = byName.get(nameKey(name));
    if (known !== undefined) return { id: known, created: false, unknown: false };
    const id = await nextImportId(tx, 'teams');
    await storeNewTeam(tx, { id, sportId, cc, name });
    stored.add(id);
    byName.set(nameKey(name), id);
    return { id, created: true, unknown: true };
  }

  return {
    async resolve(name) {
      const key = nameKey(name);
      const cached = resolved.get(key);
      if (cached) return { ...cached, created: false };
      const match = await resolveUncached(name);
      resolved.set(key, match);
      return match;
    },
  };
}

/** The catalogue's team ids of a sport by alias and name, compared loosely (Alavés = Alaves). */
function catalogueIndex(sportId: SportId): Map<string, number> {
  const catalogueByKey = new Map<string, number>();
  for (const [alias, id] of Object.entries(TEAM_ALIASES[sportId] ?? {})) {
    catalogueByKey.set(nameKey(alias), id);
  }
  for (const t of ALL_TEAMS) {
    if (t.sportId !== sportId) continue;
    for (const n of [t.names.en, t.names.kr, t.names.jp]) {
      if (!catalogueByKey.has(nameKey(n))) catalogueByKey.set(nameKey(n), t.id);
    }
  }
  return catalogueByKey;
}

/** Stores a catalogue team as the catalogue describes it. */
async function storeCatalogueTeam(tx: Tx, def: TeamDef) {
  await tx
    .insertInto('teams')
    .values({
      id: def.id,
      sport_id: def.sportId,
      cc: def.cc,
      name: def.names.en,
      kor: def.names.kr,
      jp: def.names.jp,
      short: def.short,
      color: def.color,
      kit_color: def.kitColor,
      rating: def.rating,
      stadium: def.stadium ?? null,
      image_id: null,
      individual: def.individual ? JSON.stringify(def.individual) : null,
    })
    .execute();
}

/** Stores a team nobody knew, under the source's name and neutral colours. */
async function storeNewTeam(
  tx: Tx,
  team: { id: number; sportId: SportId; cc: string; name: string },
) {
  const { id, sportId, cc, name } = team;
  await tx
    .insertInto('teams')
    .values({
      id,
      sport_id: sportId,
      cc,
      // The source gives one name; it stands in every language until someone translates it.
      name,
      kor: name,
      jp: name,
      short: shortOf(name),
      ...NEUTRAL,
      rating: 1500,
      stadium: null,
      image_id: null,
      individual: null,
    })
    .execute();
}
