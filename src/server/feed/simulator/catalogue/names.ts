/**
 * @module feed/simulator/catalogue/names
 * Generated person names in English, Korean and Japanese: the name pool for a nationality,
 * full names in each language's order, and gamer tags for e-sports players.
 */
import type { Rng } from '../rng';
import { WEST_AFRICAN } from './names-africa';
import { JAPANESE, KOREAN } from './names-east-asia';
import { BALKAN, GREEK, RUSSIAN, TURKISH } from './names-east-europe';
import { ENGLISH } from './names-english';
import { CZECH, DUTCH, GERMAN, LITHUANIAN, NORDIC, POLISH } from './names-europe';
import { FRENCH, HISPANIC, ITALIAN, LUSOPHONE } from './names-latin';
import type { NamePool } from './names-pool';
import type { Names } from './types';

const POOLS: readonly [NamePool, readonly string[]][] = [
  [ENGLISH, ['gb', 'ie', 'us', 'ca', 'au']],
  [HISPANIC, ['es', 'ar', 'uy', 'co', 'mx', 'do', 've', 'cu', 'pr', 'pa']],
  [LUSOPHONE, ['br', 'pt']],
  [GERMAN, ['de', 'at', 'ch']],
  [ITALIAN, ['it']],
  [FRENCH, ['fr', 'be']],
  [DUTCH, ['nl']],
  [NORDIC, ['se', 'dk', 'no', 'fi', 'is']],
  [POLISH, ['pl']],
  [CZECH, ['cz', 'sk']],
  [LITHUANIAN, ['lt']],
  [RUSSIAN, ['ru', 'by', 'kz', 'ua']],
  [BALKAN, ['rs', 'hr', 'si', 'ba', 'me', 'bg']],
  [GREEK, ['gr', 'cy']],
  [TURKISH, ['tr', 'az']],
  [WEST_AFRICAN, ['sn', 'ci', 'ng', 'gh', 'cm', 'ml']],
  [KOREAN, ['kr']],
  [JAPANESE, ['jp']],
];

const POOL_BY_CC = new Map<string, NamePool>(
  POOLS.flatMap(([pool, ccs]) => ccs.map((cc) => [cc, pool] as const)),
);

/** Nationalities (cc) that have a name pool. */
export const NAMED_COUNTRIES: readonly string[] = [...POOL_BY_CC.keys()];

/** The name pool of a nationality; throws for one without names (a catalogue bug). */
export function poolFor(cc: string): NamePool {
  const pool = POOL_BY_CC.get(cc);
  if (!pool) throw new Error(`no name pool for nationality ${cc}`);
  return pool;
}

/** Whether names exist for this nationality. */
export function hasNamePool(cc: string): boolean {
  return POOL_BY_CC.has(cc);
}

/** Whether women's names exist for this nationality. */
export function hasFemaleNames(cc: string): boolean {
  return POOL_BY_CC.get(cc)?.givenFemale !== undefined;
}

function part(entry: string): Names {
  const [en = '', kr = '', jp = ''] = entry.split('|');
  return { en, kr, jp };
}

/**
 * A full name in the order of each language.
 * @example composeName(KOREAN, 'Heung-min|흥민|フンミン', 'Son|손|ソン') // { en: 'Son Heung-min', kr: '손흥민', jp: 'ソン・フンミン' }
 */
export function composeName(pool: NamePool, givenEntry: string, surnameEntry: string): Names {
  const given = part(givenEntry);
  const surname = part(surnameEntry);
  switch (pool.order) {
    case 'korean':
      return {
        en: `${surname.en} ${given.en}`,
        kr: `${surname.kr}${given.kr}`,
        jp: `${surname.jp}・${given.jp}`,
      };
    case 'japanese':
      return {
        en: `${given.en} ${surname.en}`,
        kr: `${surname.kr} ${given.kr}`,
        jp: `${surname.jp}${given.jp}`,
      };
    default:
      return {
        en: `${given.en} ${surname.en}`,
        kr: `${given.kr} ${surname.kr}`,
        jp: `${given.jp}・${surname.jp}`,
      };
  }
}

/**
 * A random person of the nationality `cc` (women's given names when `female`).
 * @example personName(createRng('x'), 'kr', false).kr // e.g. '김민준'
 */
export function personName(rng: Rng, cc: string, female: boolean): Names {
  const pool = poolFor(cc);
  const given = female && pool.givenFemale ? pool.givenFemale : pool.given;
  return composeName(pool, rng.pick(given), rng.pick(pool.surnames));
}
