/**
 * @module panels/esports
 * The e-sports panel's view model (spec §2 "Match detail panels") for its map and score header
 * and per-map table: the current map, maps won per side, the current map's score, and
 * one row per map from the row's per-map scores (keys 1..n) and the details' map winners. Pure;
 * malformed parts are hidden, never guessed.
 */
import type { Side } from '../domain/match';
import { scorePair } from '../domain/score';

export interface MapRow {
  n: number;
  home: number;
  away: number;
  /** Who won the map, when the details say; null while it is played or unknown. */
  winner: Side | null;
  current: boolean;
}

export interface EsportsView {
  /** The map being played (or last played); null when nothing says. */
  currentMap: number | null;
  /** Maps won per side, from `sts.mapWins` or else the row's `ss`. */
  mapsWon: [number, number] | null;
  /** The current map's score (kills); null when its row is missing. */
  currentScore: [number, number] | null;
  maps: MapRow[];
}

/** A whole, non-negative number from a number or numeric string; null otherwise. */
const count = (v: unknown): number | null => {
  if (typeof v !== 'number' && (typeof v !== 'string' || v.trim() === '')) return null;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? n : null;
};

function pairOf(v: unknown): [number, number] | null {
  if (!Array.isArray(v) || v.length < 2) return null;
  const h = count(v[0]);
  const a = count(v[1]);
  return h === null || a === null ? null : [h, a];
}

/** Rows of scores keyed 1..n, in order, skipping keys that are not map numbers or not scores. */
function mapScores(scores: unknown): { n: number; home: number; away: number }[] {
  if (!scores || typeof scores !== 'object' || Array.isArray(scores)) return [];
  const out: { n: number; home: number; away: number }[] = [];
  for (const [key, value] of Object.entries(scores as Record<string, unknown>)) {
    const n = Number(key);
    if (!/^\d+$/.test(key) || n < 1 || n > 9 || !value || typeof value !== 'object') continue;
    const home = count((value as Record<string, unknown>).home);
    const away = count((value as Record<string, unknown>).away);
    if (home !== null && away !== null) out.push({ n, home, away });
  }
  return out.sort((a, b) => a.n - b.n);
}

/**
 * The header and the per-map table from the list row and the live details.
 * @example esportsView({ '1': { home: '12', away: '5' } }, '1-0', { mapWinners: ['home'] }, 2)
 * // { currentMap: 2, mapsWon: [1, 0], currentScore: null, maps: [{ n: 1, winner: 'home', … }] }
 */
export function esportsView(
  scores: unknown,
  ss: unknown,
  stsRaw: unknown,
  period: unknown,
): EsportsView {
  const sts =
    stsRaw && typeof stsRaw === 'object' && !Array.isArray(stsRaw)
      ? (stsRaw as Record<string, unknown>)
      : {};
  const winners = Array.isArray(sts.mapWinners) ? sts.mapWinners : [];
  const rows = mapScores(scores);
  const p = count(period);
  const currentMap = p !== null && p > 0 ? p : (rows.at(-1)?.n ?? null);
  const maps = rows.map(({ n, home, away }): MapRow => {
    const w: unknown = winners[n - 1];
    const winner = w === 'home' || w === 'away' ? w : null;
    return { n, home, away, winner, current: n === currentMap && winner === null };
  });
  const now = rows.find((r) => r.n === currentMap);
  return {
    currentMap,
    mapsWon: pairOf(sts.mapWins) ?? scorePair(ss),
    currentScore: now ? [now.home, now.away] : null,
    maps,
  };
}
