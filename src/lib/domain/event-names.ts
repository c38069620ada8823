/**
 * @module event-names
 * Player names in a timeline entry's parameters, in every language, so a panel names the player
 * in the viewer's language. The feed writes the English name in `player`, `out` or
 * `assists`; where the source knows the player (the simulator's squads, a provider's player
 * table) it adds `player_kr`, `player_jp`… beside it, and the panels read the viewer's.
 */
import type { Language } from './languages';
import type { MatchEvent } from './match';

/** The placeholders whose values are player names (`assists`: names joined by `, `). */
export const PLAYER_SLOTS: readonly string[] = ['player', 'out', 'assists'];

/** A player's Korean and Japanese names, by English name. */
export type LocalNames = ReadonlyMap<string, { kr: string; jp: string }>;

function localOf(value: string, names: LocalNames, lang: 'kr' | 'jp'): string | null {
  const parts = value.split(', ');
  const local = parts.map((part) => names.get(part)?.[lang] || null);
  return local.every((n) => n !== null) ? local.join(', ') : null;
}

/**
 * The entry with the Korean and Japanese names of its players added (the same entry when it
 * names nobody the map knows).
 * @example withLocalNames({ id: '1', text: '…', code: 10100, p: { player: 'Son' } }, names).p // { player: 'Son', player_kr: '손흥민', player_jp: 'ソン' }
 */
export function withLocalNames(event: MatchEvent, names: LocalNames): MatchEvent {
  const p = event.p;
  if (!p || names.size === 0) return event;
  let added: Record<string, string> | null = null;
  for (const slot of PLAYER_SLOTS) {
    const value = p[slot];
    if (typeof value !== 'string' || value === '') continue;
    for (const lang of ['kr', 'jp'] as const) {
      const local = localOf(value, names, lang);
      if (local === null) continue;
      added ??= {};
      added[`${slot}_${lang}`] = local;
    }
  }
  return added ? { ...event, p: { ...p, ...added } } : event;
}

/**
 * A player slot's value in the viewer's language: the localized name when the entry carries
 * one, else the value as sent.
 * @example playerName({ player: 'Son', player_kr: '손흥민' }, 'player', 'Son', 'kr') // '손흥민'
 */
export function playerName(
  p: Readonly<Record<string, unknown>>,
  slot: string,
  value: string,
  lang: Language,
): string {
  if (lang === 'en') return value;
  const local = p[`${slot}_${lang}`];
  return typeof local === 'string' && local.trim() !== '' ? local : value;
}
