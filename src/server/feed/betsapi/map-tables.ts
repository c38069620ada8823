/**
 * @module feed/betsapi/map-tables
 * BetsAPI's own league tables (v3/league/table) and top lists (v1/league/toplist) → the
 * provider-table records the league pages fall back on while a season's stored results are not
 * complete. Rows are read one by one: a row that cannot be read costs itself.
 */
import type {
  ProviderLeader,
  ProviderStanding,
  ProviderTableRecord,
  ProviderToplistBody,
} from '../../contracts/feed-records';
import { parseRows } from './schemas/common';
import {
  tableRowSchema,
  toplistRowSchema,
  type LeagueTableResults,
  type TableRow,
  type ToplistRow,
} from './schemas/reference';

type Tables = LeagueTableResults['overall'];

function standingOf(row: TableRow, index: number, groupname: string | null): ProviderStanding {
  return {
    position: row.pos ?? index + 1,
    team_id: row.team.id ?? null,
    team_name: row.team.name,
    win: row.win,
    draw: row.draw,
    loss: row.loss,
    goalsfor: row.goalsfor,
    goalsagainst: row.goalsagainst,
    points: row.points,
    pct: row.pct,
    promotion: row.promotion?.name?.trim() || null,
    groupname,
  };
}

/** Every group's rows of one of the three tables, in the provider's order. */
function standingsOf(tables: Tables): ProviderStanding[] {
  return (tables?.tables ?? []).flatMap((table) => {
    const groupname = table.groupname?.trim() || null;
    return parseRows(table.rows, tableRowSchema).rows.map((row, i) =>
      standingOf(row, i, groupname),
    );
  });
}

/**
 * The provider's table of a season, or null when it has none (no season, or no rows).
 * @example providerTableOf(results, 94, 9417753, Date.now())?.body.overall[0].points // 54
 */
export function providerTableOf(
  results: LeagueTableResults,
  leagueId: number,
  seasonId: number,
  fetchedAt: number,
): ProviderTableRecord | null {
  const overall = standingsOf(results.overall);
  if (!results.season || overall.length === 0) return null;
  return {
    league_id: leagueId,
    season_id: seasonId,
    fetched_at: fetchedAt,
    kind: 'table',
    body: {
      season_name: results.season.name,
      overall,
      home: standingsOf(results.home),
      away: standingsOf(results.away),
    },
  };
}

function leaderOf(row: ToplistRow): ProviderLeader {
  const { player, team, ...counts } = row;
  return { player_id: player.id, player_name: player.name, team_id: team.id ?? null, ...counts };
}

/**
 * The provider's top lists of a season (goals, assists, cards), or null when all are empty.
 * @example providerToplistOf({ topgoals: [...], topassists: [], topcards: [], injuries: [] }, 94, 9417753, 0)?.body.topgoals[0].goals // 28
 */
export function providerToplistOf(
  results: { topgoals: unknown[]; topassists: unknown[]; topcards: unknown[] },
  leagueId: number,
  seasonId: number,
  fetchedAt: number,
): ProviderTableRecord | null {
  const list = (rows: unknown[]) => parseRows(rows, toplistRowSchema).rows.map(leaderOf);
  const body: ProviderToplistBody = {
    topgoals: list(results.topgoals),
    topassists: list(results.topassists),
    topcards: list(results.topcards),
  };
  if (!body.topgoals.length && !body.topassists.length && !body.topcards.length) return null;
  return { league_id: leagueId, season_id: seasonId, fetched_at: fetchedAt, kind: 'toplist', body };
}
