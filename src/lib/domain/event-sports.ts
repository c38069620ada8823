/**
 * @module event-sports
 * The sports of the event code catalogue and their blocks in a code (see event-codes), plus the
 * camelCase key of an English phrase used for translation keys. Kept apart from the catalogue so
 * the state line can name its keys without loading the catalogue's templates.
 */

/** Block of each sport in an event code (`side·10000 + block·100 + entry`) and its sport id. */
export const SPORT_BLOCKS = {
  soccer: { block: 1, sportId: 1 },
  basketball: { block: 2, sportId: 18 },
  hockey: { block: 3, sportId: 17 },
  baseball: { block: 4, sportId: 16 },
  volleyball: { block: 5, sportId: 91 },
  tennis: { block: 6, sportId: 13 },
  football: { block: 7, sportId: 12 },
  handball: { block: 8, sportId: 78 },
  esports: { block: 9, sportId: 151 },
} as const;
export type EventSportKey = keyof typeof SPORT_BLOCKS;

const KEYS = Object.keys(SPORT_BLOCKS) as EventSportKey[];

/**
 * The catalogue's name of a sport id (American football is `football`, 151 `esports`).
 * @example eventSportKey(17) // 'hockey'
 */
export function eventSportKey(sportId: number): EventSportKey | null {
  return KEYS.find((k) => SPORT_BLOCKS[k].sportId === sportId) ?? null;
}

/** The sport of a code block, or null. */
export function sportOfBlock(block: number): EventSportKey | null {
  return KEYS.find((k) => SPORT_BLOCKS[k].block === block) ?? null;
}

/**
 * camelCase key of an English phrase.
 * @example wordKey('Foul Ball') // 'foulBall'; wordKey('walk-off') // 'walkOff'
 */
export function wordKey(phrase: string): string {
  const words = phrase.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
}
