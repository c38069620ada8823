/**
 * @module panels/handball
 * The handball panel's view (spec §2 "Handball: tabs stats, summary, possession chart"; §3
 * "Match details"; §4 "Ball position"): the ball, the side in possession, the match possession
 * and its course over the match in five-minute blocks, all read through guarded readers so a
 * malformed field is hidden, never invented.
 */
import type { Side, Stats } from '../domain/match';
import {
  ballPoint,
  detailsParts,
  finite,
  gameState,
  sideOf,
  type CourtPoint,
} from './court-values';

/** A handball match is 2 × 30 minutes: twelve five-minute blocks. */
export const POSSESSION_BLOCKS = 12;

export interface HandballView {
  ball: CourtPoint | null;
  /** The side with the ball: `sts.possession`, else the side of the state (spec §4). */
  possessionSide: Side | null;
  /** Match possession %, [home, away]. */
  possession: [number, number] | null;
  /** Home possession % per five-minute block, null where the feed sent no valid value. */
  blocks: (number | null)[];
  state: { side: Side | null; name: string } | null;
  stats: Stats;
}

/** The list row's part the view reads. */
export interface HandballRow {
  is_inplay: boolean;
}

/** Possession shares: two numbers that add up to about 100 (a rounding point either way). */
function possessionPair(pair: [number, number] | undefined): [number, number] | null {
  if (!pair) return null;
  const [h, a] = pair;
  return Math.abs(h + a - 100) <= 1 && h <= 100 && a <= 100 ? [h, a] : null;
}

/** `sts.possessionBlocks`: at most twelve percentages; a bad entry becomes a gap. */
function blocksOf(raw: unknown): (number | null)[] {
  if (!Array.isArray(raw)) return [];
  return raw.slice(0, POSSESSION_BLOCKS).map((v) => {
    const n = finite(v);
    return n != null && n >= 0 && n <= 100 ? n : null;
  });
}

/**
 * The panel's view of a handball match.
 * @example handballView({ is_inplay: true }, { info: { ball_pos: '0.7,0.4' } }).ball // { x: 0.7, y: 0.4 }
 */
export function handballView(row: HandballRow, details: unknown): HandballView {
  const { info, sts, stats } = detailsParts(details);
  const state = gameState(78, info.state);
  return {
    ball: row.is_inplay ? ballPoint(info.ball_pos) : null,
    possessionSide: row.is_inplay ? (sideOf(sts.possession) ?? state?.side ?? null) : null,
    possession: possessionPair(stats.possession),
    blocks: blocksOf(sts.possessionBlocks),
    state,
    stats,
  };
}

/**
 * The possession chart's home area as an SVG path over `width` × `height`: one step per
 * block, its top at home's share (home fills from the bottom, away the rest). Gaps close
 * the area and start a new one, so a missing block is drawn as missing.
 * @example possessionPath([50, 60], 120, 40) // 'M0 40 L0 20 L10 20 L10 16 L20 16 L20 40 Z'
 */
export function possessionPath(
  blocks: readonly (number | null)[],
  width: number,
  height: number,
): string {
  const step = width / POSSESSION_BLOCKS;
  const parts: string[] = [];
  let open = false;
  const round = (n: number) => Math.round(n * 10) / 10;
  blocks.forEach((share, i) => {
    const x0 = round(i * step);
    const x1 = round((i + 1) * step);
    if (share == null) {
      if (open) parts.push(`L${x0} ${height} Z`);
      open = false;
      return;
    }
    const y = round(height - (share / 100) * height);
    parts.push(open ? `L${x0} ${y} L${x1} ${y}` : `M${x0} ${height} L${x0} ${y} L${x1} ${y}`);
    open = true;
  });
  if (open) parts.push(`L${round(blocks.length * step)} ${height} Z`);
  return parts.join(' ');
}
