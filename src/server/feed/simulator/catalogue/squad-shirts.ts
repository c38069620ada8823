/**
 * @module feed/simulator/catalogue/squad-shirts
 * Shirt numbers within each sport's limits, unique per team: goalkeepers take 1, 13, 30 …,
 * NFL positions their legal ranges, volleyball 1–30, e-sports 1–6.
 */
import type { SportId } from '../../../../lib/domain/sports';
import type { Rng } from '../rng';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

interface ShirtRule {
  preferred: readonly number[];
  allowed: readonly number[];
}

const NFL: Record<string, number[]> = {
  QB: range(0, 19),
  RB: range(0, 49),
  WR: [...range(0, 49), ...range(80, 89)],
  TE: [...range(0, 49), ...range(80, 89)],
  OL: range(50, 79),
  DL: [...range(50, 79), ...range(90, 99)],
  LB: [...range(0, 59), ...range(90, 99)],
  CB: range(0, 49),
  S: range(0, 49),
  K: [...range(0, 49), ...range(90, 99)],
  P: [...range(0, 49), ...range(90, 99)],
};

function rule(sportId: SportId, code: string): ShirtRule {
  switch (sportId) {
    case 1:
      if (code === 'G') return { preferred: [1, 13, 12, 30, 31, 99], allowed: range(1, 99) };
      if (code === 'D') return { preferred: [2, 3, 4, 5, 6, 15, 23], allowed: range(2, 99) };
      if (code === 'M') return { preferred: [8, 6, 10, 14, 16, 18, 20], allowed: range(2, 99) };
      return { preferred: [9, 7, 11, 19, 17, 21], allowed: range(2, 99) };
    case 12:
      return { preferred: [], allowed: NFL[code] ?? range(0, 99) };
    case 13:
      return { preferred: [1], allowed: [1] };
    case 17:
      if (code === 'G') return { preferred: [1, 30, 31, 35, 29, 33, 40], allowed: range(1, 98) };
      return { preferred: [], allowed: range(2, 98) };
    case 78:
      if (code === 'GK') return { preferred: [1, 12, 16, 32], allowed: range(1, 99) };
      return { preferred: [], allowed: range(2, 99) };
    case 91:
      return { preferred: [], allowed: range(1, 30) };
    case 151:
      return { preferred: [], allowed: range(1, 6) };
    default:
      // Baseball and basketball: any number 0–99.
      return { preferred: [], allowed: range(0, 99) };
  }
}

const RULES = new Map<string, ShirtRule>();

function cachedRule(sportId: SportId, code: string): ShirtRule {
  const key = `${sportId}/${code}`;
  let found = RULES.get(key);
  if (!found) {
    found = rule(sportId, code);
    RULES.set(key, found);
  }
  return found;
}

/**
 * A free number for the position; preferred numbers first (with some chance of skipping).
 * @example const taken = new Set<number>(); pickShirt(rng, 1, 'G', taken) // 1
 */
export function pickShirt(rng: Rng, sportId: SportId, code: string, taken: Set<number>): number {
  const { preferred, allowed } = cachedRule(sportId, code);
  for (const number of preferred) {
    if (!taken.has(number) && rng.chance(0.75)) return take(number, taken);
  }
  const free = allowed.filter((n) => !taken.has(n));
  // Every layout has far fewer players than numbers; widen only as a safeguard.
  const pool = free.length > 0 ? free : range(0, 99).filter((n) => !taken.has(n));
  return take(rng.pick(pool), taken);
}

function take(number: number, taken: Set<number>): number {
  taken.add(number);
  return number;
}
