/**
 * @module names/seed
 * The catalogue's first entries: every team and league of the simulator's catalogue with its
 * three names and the source spellings it already knows (football-data.co.uk's "Man City", the
 * KBO file's "한화"), then the seed lists' clubs and spellings (names/seed-lists).
 */
import { TEAM_ALIASES } from '../feed/simulator/catalogue/aliases';
import { ALL_LEAGUES, ALL_TEAMS } from '../feed/simulator/catalogue/sections';
import { looseKey, nameKey } from './name-key';
import { spellingsOf, type NameKind } from './name-index';
import { SEED_LISTS, type SeedList } from './seed-lists';

export interface SeedEntry {
  kind: NameKind;
  sportId: number;
  en: string;
  kor: string | null;
  jp: string | null;
  aliases: string[];
  source: string;
}

const CATALOGUE_SOURCE = 'product catalogue';

function catalogueEntries(): SeedEntry[] {
  const aliasesOf = new Map<number, string[]>();
  for (const [sport, aliases] of Object.entries(TEAM_ALIASES)) {
    for (const [alias, id] of Object.entries(aliases ?? {})) {
      const key = Number(sport) * 1e7 + id;
      aliasesOf.set(key, [...(aliasesOf.get(key) ?? []), alias]);
    }
  }
  const teams = ALL_TEAMS.map<SeedEntry>((t) => ({
    kind: 'team',
    sportId: t.sportId,
    en: t.names.en,
    kor: t.names.kr,
    jp: t.names.jp,
    aliases: aliasesOf.get(t.sportId * 1e7 + t.id) ?? [],
    source: CATALOGUE_SOURCE,
  }));
  const leagues = ALL_LEAGUES.map<SeedEntry>((l) => ({
    kind: 'league',
    sportId: l.sportId,
    en: l.names.en,
    kor: l.names.kr,
    jp: l.names.jp,
    aliases: [],
    source: CATALOGUE_SOURCE,
  }));
  return [...teams, ...leagues];
}

/** `English|Korean|Japanese|alias;alias` → its fields (empty → null). */
export function parseSeedLine(line: string): Omit<SeedEntry, 'kind' | 'sportId' | 'source'> {
  const [en = '', kor = '', jp = '', aliases = ''] = line.split('|').map((f) => f.trim());
  if (en === '') throw new Error(`names seed line without an English name: ${line}`);
  return {
    en,
    kor: kor || null,
    jp: jp || null,
    aliases: aliases
      .split(';')
      .map((a) => a.trim())
      .filter((a) => a !== ''),
  };
}

/** Finds the entry of the same kind and sport that any of the spellings names. */
function findSame(entries: readonly SeedEntry[], kind: NameKind, sportId: number, names: string[]) {
  const exact = new Set(names.map(nameKey));
  const loose = new Set(names.map(looseKey));
  const same = entries.filter((e) => e.kind === kind && e.sportId === sportId);
  return (
    same.find((e) => spellingsOf(e).some((s) => exact.has(nameKey(s)))) ??
    same.find((e) => spellingsOf(e).some((s) => loose.has(looseKey(s))))
  );
}

function mergeList(entries: SeedEntry[], list: SeedList): void {
  for (const line of list.lines) {
    const parsed = parseSeedLine(line);
    const known = findSame(entries, list.kind, list.sportId, [parsed.en, ...parsed.aliases]);
    if (known) {
      known.aliases.push(parsed.en, ...parsed.aliases);
      known.kor ??= parsed.kor;
      known.jp ??= parsed.jp;
      continue;
    }
    if (!parsed.kor && !parsed.jp) {
      throw new Error(`names seed line adds spellings to an entry that does not exist: ${line}`);
    }
    entries.push({ kind: list.kind, sportId: list.sportId, ...parsed, source: list.source });
  }
}

/** Drops each entry's aliases that repeat one of its names (compared by exact key). */
function tidy(entry: SeedEntry): SeedEntry {
  const seen = new Set([entry.en, entry.kor, entry.jp].filter(Boolean).map((n) => nameKey(n!)));
  const aliases: string[] = [];
  for (const alias of entry.aliases) {
    const key = nameKey(alias);
    if (seen.has(key)) continue;
    seen.add(key);
    aliases.push(alias);
  }
  return { ...entry, aliases };
}

/**
 * Every seed entry, built fresh on each call.
 * @example seedEntries().find((e) => e.en === 'Hull City')?.kor // '헐 시티'
 */
export function seedEntries(lists: readonly SeedList[] = SEED_LISTS): SeedEntry[] {
  const entries = catalogueEntries();
  for (const list of lists) mergeList(entries, list);
  return entries.map(tidy);
}
