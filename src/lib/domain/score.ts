/**
 * @module domain/score
 * The feed's score string `home-away` (BetsAPI `ss`: `2-1`, `88-91`) read and written in one
 * place, for ingest and every view alike. One reading: spaces around the numbers and the dash
 * are allowed (` 2 - 1 ` is 2 and 1, as a hand-typed or reformatted line is); anything else
 * (`''`, `null`, `2:1`, `12-`, a set list) is no score. Set and map lists (`6-4,3-6,7-6`) are
 * read period by period with {@link parsePeriodScores}.
 */

/** A score as numbers, home first. */
export interface ScorePair {
  home: number;
  away: number;
}

/** A score as the text of each side, home first (no leading zeros). */
export interface ScoreText {
  home: string;
  away: string;
}

/** Spec §5 "Score defaults 0": what a list shows for a started match with no readable score. */
export const ZERO_SCORE: Readonly<ScoreText> = { home: '0', away: '0' };

/**
 * A score line as an administrator writes it and the feed sends it: 1–3 digits a side, no
 * spaces (`2-1`). Stricter than {@link parseScore}, which also reads what the feed garbles.
 */
export const SCORE_LINE = /^\d{1,3}-\d{1,3}$/;

// Nine digits a side: far beyond any sport's score, and still an exact number.
const LINE = /^\s*(\d{1,9})\s*-\s*(\d{1,9})\s*$/;

/**
 * A score string as numbers; null for anything that is not one `home-away` line.
 * @example [parseScore(' 2 - 1'), parseScore('6-4,3-6'), parseScore(null)] // [{ home: 2, away: 1 }, null, null]
 */
export function parseScore(ss: unknown): ScorePair | null {
  const m = typeof ss === 'string' ? LINE.exec(ss) : null;
  return m ? { home: Number(m[1]), away: Number(m[2]) } : null;
}

/**
 * {@link parseScore} as a `[home, away]` pair, the shape the panels' stat pairs have.
 * @example scorePair('88-91') // [88, 91]
 */
export function scorePair(ss: unknown): [number, number] | null {
  const pair = parseScore(ss);
  return pair ? [pair.home, pair.away] : null;
}

/**
 * A score string as the text of each side, for display; null when it is not a score (callers
 * choose what an unknown score shows: spec §5 "Score defaults 0" in lists, blank in tables).
 * @example scoreSides('02 - 1') // { home: '2', away: '1' }
 */
export function scoreSides(ss: unknown): ScoreText | null {
  const pair = parseScore(ss);
  return pair ? { home: String(pair.home), away: String(pair.away) } : null;
}

/**
 * A set, map or period list (`6-4,3-6,7-6`; a single line is a list of one) as one pair a
 * period; null when any part is not a score.
 * @example parsePeriodScores('6-4, 3-6') // [{ home: 6, away: 4 }, { home: 3, away: 6 }]
 */
export function parsePeriodScores(ss: unknown): ScorePair[] | null {
  if (typeof ss !== 'string') return null;
  const periods: ScorePair[] = [];
  for (const part of ss.split(',')) {
    const pair = parseScore(part);
    if (!pair) return null;
    periods.push(pair);
  }
  return periods;
}

/**
 * A score line `home-away` from its two sides.
 * @example formatScore(3, '2') // '3-2'
 */
export function formatScore(home: number | string, away: number | string): string {
  return `${home}-${away}`;
}

/**
 * The score from the away side's view (each period of a set list swapped); text that is not a
 * score comes back unchanged.
 * @example [swapScore('2-1'), swapScore('6-4,3-6')] // ['1-2', '4-6,6-3']
 */
export function swapScore(ss: string): string {
  const periods = parsePeriodScores(ss);
  return periods ? periods.map((p) => formatScore(p.away, p.home)).join(',') : ss;
}

/**
 * The score a price was published at, as `home-away`: some books write `0:0`, so a colon reads
 * as the dash here; other text is kept (trimmed, at most 32 characters); null pre-match.
 * @example [normalizeScore('1:0'), normalizeScore(' 3 - 2 '), normalizeScore('')] // ['1-0', '3-2', null]
 */
export function normalizeScore(ss: string | null | undefined): string | null {
  if (!ss) return null;
  const pair = parseScore(ss.replace(':', '-'));
  return pair ? formatScore(pair.home, pair.away) : ss.trim().slice(0, 32);
}
