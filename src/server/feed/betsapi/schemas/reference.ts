/**
 * @module feed/betsapi/schemas/reference
 * League table and top list, team directory, squad and player responses.
 */
import { z } from 'zod';
import { flagSchema, looseRefSchema, numSchema, optionalNumSchema, refSchema } from './common';

/** A count that may be missing or blank (0 then). */
const countSchema = optionalNumSchema.catch(null).transform((v) => (v === null ? 0 : v));

/**
 * A league-table row: the team, and the provider's own counts, shown while the season's stored
 * results are not complete (read/provider-tables).
 */
export const tableRowSchema = z.object({
  pos: optionalNumSchema.catch(null),
  win: countSchema,
  draw: countSchema,
  loss: countSchema,
  goalsfor: countSchema,
  goalsagainst: countSchema,
  points: optionalNumSchema.catch(null),
  pct: optionalNumSchema.catch(null),
  promotion: z
    .object({ name: z.string().max(80).nullish() })
    .nullish()
    .catch(null),
  team: looseRefSchema,
});
export type TableRow = z.output<typeof tableRowSchema>;

const tablesSchema = z
  .object({
    tables: z
      .array(
        z.object({
          name: z.string().nullish(),
          groupname: z.string().nullish(),
          rows: z.array(z.unknown()).default([]),
        }),
      )
      .default([]),
  })
  .nullish();

/** v3/league/table: the current season and its overall, home and away tables. */
export const leagueTableSchema = z.object({
  season: z
    .object({
      name: z.string().trim().min(1).max(60),
      start_time: numSchema,
      end_time: numSchema,
      has_leaguetable: flagSchema,
      has_topgoals: flagSchema,
    })
    .nullish(),
  overall: tablesSchema,
  home: tablesSchema.catch(null),
  away: tablesSchema.catch(null),
});
export type LeagueTableResults = z.output<typeof leagueTableSchema>;

/** A row of any top list: the player, their team and the counts the list carries. */
export const toplistRowSchema = z.object({
  player: refSchema,
  team: looseRefSchema,
  goals: countSchema,
  goal_points: countSchema,
  penalties: countSchema,
  assists: countSchema,
  matches: countSchema,
  minutes_played: countSchema,
  substituted_in: countSchema,
  red_cards: countSchema,
  yellowred_cards: countSchema,
  yellow_cards: countSchema,
});
export type ToplistRow = z.output<typeof toplistRowSchema>;

export const injuryRowSchema = z.object({
  player: refSchema,
  team: looseRefSchema,
  missing: flagSchema,
  doubtful: flagSchema,
  status_id: optionalNumSchema,
  start: numSchema,
  end: optionalNumSchema,
  comment: z.string().max(500).nullish(),
});
export type InjuryRow = z.output<typeof injuryRowSchema>;

/** v1/league/toplist; rows are checked one by one by the mapper. */
export const toplistSchema = z.object({
  topgoals: z.array(z.unknown()).default([]),
  topassists: z.array(z.unknown()).default([]),
  topcards: z.array(z.unknown()).default([]),
  injuries: z.array(z.unknown()).default([]),
});

/** A row of v1/team (the team directory). */
export const teamRowSchema = refSchema.extend({ has_squad: flagSchema });
export type TeamRow = z.output<typeof teamRowSchema>;

const personSchema = refSchema.extend({
  birthdate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish()
    .catch(null),
  position: z.string().max(60).nullish(),
  height: optionalNumSchema.catch(null),
  weight: optionalNumSchema.catch(null),
  foot: z.string().max(16).nullish(),
});

/** A row of v1/team/squad. */
export const squadRowSchema = personSchema.extend({ shirtnumber: optionalNumSchema.catch(null) });
export type SquadRow = z.output<typeof squadRowSchema>;

/** v1/player: the player and their career (`type_id` 1 player, 3 manager, 8 on loan). */
export const playerSchema = z.object({
  player: personSchema,
  transfers: z
    .array(
      z.object({
        start: optionalNumSchema,
        end: optionalNumSchema,
        type_id: optionalNumSchema,
        active: flagSchema,
        team: looseRefSchema,
      }),
    )
    .default([])
    .catch([]),
});
export type PlayerResults = z.output<typeof playerSchema>;
