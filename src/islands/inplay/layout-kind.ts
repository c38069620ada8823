/** Which per-sport list layout a sport gets (spec §2), apart from the loader of the layouts. */
import type { ComponentType } from 'react';
import type { InplayRow } from '../../lib/inplay/row';

export type LayoutKind = 'baseball' | 'period' | 'tennis' | 'soccer';
export type LayoutComponent = ComponentType<{ rows: InplayRow[]; sport: number }>;

/** Spec §2: which list layout a sport gets (soccer's for sports without one of their own). */
export function layoutKind(sport: number): LayoutKind {
  if (sport === 16) return 'baseball';
  if (sport === 17 || sport === 91 || sport === 18) return 'period';
  if (sport === 13) return 'tennis';
  return 'soccer';
}
