/**
 * @module feed/betsapi/endpoints
 * The BetsAPI endpoints the provider polls, with the schema of their `results`. Versions follow
 * the newest published client (v3 lists and league table, v2 odds, v1 the rest); changing a
 * version is a one-line edit here.
 * @see ../../../../../shared/reference/betsapi-shapes.md
 */
import { z } from 'zod';
import { orEmptyArray } from './schemas/common';
import { historySchema, lineupSchema } from './schemas/events';
import { eventOddsSchema, oddsSummarySchema } from './schemas/odds';
import { leagueTableSchema, playerSchema, toplistSchema } from './schemas/reference';

/** List results are checked row by row, so one bad row does not cost the whole list. */
const rowsSchema = z.array(z.unknown());

export const ENDPOINTS = {
  /** In-play events of one sport (no pager: all of them). */
  inplay: { path: 'v3/events/inplay', results: rowsSchema },
  /** Upcoming events of one sport and day, paged. */
  upcoming: { path: 'v3/events/upcoming', results: rowsSchema },
  /** Ended events (results) of one sport and day, paged. */
  ended: { path: 'v3/events/ended', results: rowsSchema },
  /** Up to 10 events in full: stats, timeline, extra. */
  view: { path: 'v1/event/view', results: rowsSchema },
  /** One bookmaker's price history of an event. */
  odds: { path: 'v2/event/odds', results: eventOddsSchema },
  /** Every bookmaker's opening and latest prices of an event. */
  oddsSummary: { path: 'v2/event/odds/summary', results: oddsSummarySchema },
  /** Head-to-head and each side's latest matches. */
  history: { path: 'v1/event/history', results: orEmptyArray(historySchema) },
  lineup: { path: 'v1/event/lineup', results: lineupSchema },
  leagueTable: { path: 'v3/league/table', results: orEmptyArray(leagueTableSchema) },
  toplist: { path: 'v1/league/toplist', results: orEmptyArray(toplistSchema) },
  /** The team directory of one sport, paged. */
  teams: { path: 'v1/team', results: rowsSchema },
  squad: { path: 'v1/team/squad', results: rowsSchema },
  player: { path: 'v1/player', results: playerSchema },
} as const satisfies Record<string, { path: string; results: z.ZodType }>;

export type EndpointName = keyof typeof ENDPOINTS;
export type EndpointResults<E extends EndpointName> = z.output<(typeof ENDPOINTS)[E]['results']>;

/** Query parameters of a request (the token is added by the client). */
export type QueryParams = Record<string, string | number>;
