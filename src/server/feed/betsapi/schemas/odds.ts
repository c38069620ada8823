/**
 * @module feed/betsapi/schemas/odds
 * v2/event/odds (one bookmaker's price history, newest first) and v2/event/odds/summary (every
 * bookmaker's opening and latest price). Prices stay raw text here ("2.050", "-" while
 * suspended); map-odds turns them into domain prices.
 */
import { z } from 'zod';
import { numSchema, phpRecord, textSchema } from './common';

/** A price, a line, or "-" (suspended). */
const rawSchema = z.union([z.string().max(32), z.number()]).nullish();

/** One published price of a market (`1_1` 1X2, `1_2` handicap, `1_3` totals, …). */
export const oddsRowSchema = z.object({
  id: textSchema.nullish(),
  home_od: rawSchema,
  draw_od: rawSchema,
  away_od: rawSchema,
  over_od: rawSchema,
  under_od: rawSchema,
  handicap: rawSchema,
  ss: z.string().max(32).nullish(),
  time_str: z.union([z.string().max(16), z.number()]).nullish(),
  add_time: numSchema,
});
export type OddsRow = z.output<typeof oddsRowSchema>;

/** -1 means the bookmaker lists the teams the other way round ("reversed" matching). */
const matchingDirSchema = z
  .union([numSchema, z.null()])
  .optional()
  .catch(1)
  .transform((v) => (v === -1 ? -1 : 1));

/** v2/event/odds results; market rows are checked one by one by the mapper. */
export const eventOddsSchema = z.object({
  stats: z.object({ matching_dir: matchingDirSchema }).partial().nullish().catch(null),
  odds: phpRecord(z.array(z.unknown())),
});
export type EventOddsResults = z.output<typeof eventOddsSchema>;

/** One bookmaker's entry of v2/event/odds/summary. */
export const summaryBookSchema = z.object({
  matching_dir: matchingDirSchema,
  odds: z.object({
    start: phpRecord(z.unknown()).default({}),
    end: phpRecord(z.unknown()).default({}),
  }),
});
export type SummaryBook = z.output<typeof summaryBookSchema>;

/** v2/event/odds/summary results, keyed by bookmaker name; entries are checked one by one. */
export const oddsSummarySchema = phpRecord(z.unknown());
