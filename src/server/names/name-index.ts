/**
 * @module names/name-index
 * The names catalogue in memory: finds the entry a source's English name means, per kind and
 * sport, by its exact key first (any of the entry's names and aliases), then by its loose key
 * when exactly one entry has it (two clubs that differ only by "FC" stay apart).
 */
import { looseKey, nameKey } from './name-key';

export const NAME_KINDS = ['team', 'league', 'player'] as const;
export type NameKind = (typeof NAME_KINDS)[number];

export interface NameEntry {
  id: number;
  kind: NameKind;
  sportId: number;
  en: string;
  /** Null: not known in Korean (the English name stands in). */
  kor: string | null;
  jp: string | null;
  aliases: readonly string[];
}

export interface NameIndex {
  /** The entry `name` means, or undefined when the catalogue has none. */
  find(kind: NameKind, sportId: number, name: string): NameEntry | undefined;
  readonly size: number;
}

/** A name's names in the three languages, English where the entry has none. */
export interface LocalNames {
  name: string;
  kor: string;
  jp: string;
}

/**
 * The names a row should carry: the entry's translations over the source's English name.
 * @example localNames({ …, kor: '헐 시티', jp: null }, 'Hull') // { name: 'Hull', kor: '헐 시티', jp: 'Hull' }
 */
export function localNames(entry: NameEntry | undefined, name: string): LocalNames {
  return { name, kor: entry?.kor || name, jp: entry?.jp || name };
}

const scope = (kind: NameKind, sportId: number, key: string) => `${kind}:${sportId}:${key}`;

/** Every spelling an entry answers to: its names in three languages and its aliases. */
export function spellingsOf(entry: Pick<NameEntry, 'en' | 'kor' | 'jp' | 'aliases'>): string[] {
  return [entry.en, ...entry.aliases, entry.kor, entry.jp].filter(
    (n): n is string => typeof n === 'string' && n.trim() !== '',
  );
}

/** @example buildNameIndex(entries).find('team', 1, 'Man Utd')?.kor // '맨체스터 유나이티드' */
export function buildNameIndex(entries: readonly NameEntry[]): NameIndex {
  const exact = new Map<string, NameEntry>();
  const loose = new Map<string, NameEntry | null>();
  for (const entry of entries) {
    for (const spelling of spellingsOf(entry)) {
      const key = scope(entry.kind, entry.sportId, nameKey(spelling));
      if (!exact.has(key)) exact.set(key, entry);
      const lk = scope(entry.kind, entry.sportId, looseKey(spelling));
      const seen = loose.get(lk);
      // null marks a loose key two entries share: it names neither.
      if (seen === undefined) loose.set(lk, entry);
      else if (seen !== null && seen.id !== entry.id) loose.set(lk, null);
    }
  }
  return {
    size: entries.length,
    find(kind, sportId, name) {
      if (name.trim() === '') return undefined;
      return (
        exact.get(scope(kind, sportId, nameKey(name))) ??
        loose.get(scope(kind, sportId, looseKey(name))) ??
        undefined
      );
    },
  };
}
