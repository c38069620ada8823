/**
 * @module feed/betsapi/handlers-reference
 * Jobs for reference data: league tables (the season, its teams, whether the league has a
 * table and top lists), top lists (players and injuries), squads, player careers and the team
 * directory. Standings and top-list counts are computed from stored results (spec §3
 * "Standing row", "Top-list row"); BetsAPI's own counts are stored beside them, for the league
 * pages to show while the season's stored results are incomplete (domain/provider-standings).
 */
import { seasonIdOf } from './league-facts';
import { providerTableOf, providerToplistOf } from './map-tables';
import { careerPlayerRow } from './map-people';
import { injuryRow, namedPlayerRow, squadPlayerRow } from './map-reference';
import { PRIORITY } from './scheduler';
import { parseRows } from './schemas/common';
import {
  injuryRowSchema,
  squadRowSchema,
  tableRowSchema,
  teamRowSchema,
  toplistRowSchema,
} from './schemas/reference';
import type { FeedUpdate } from '../updates';
import type { Handler } from './jobs';

export const table: Handler = async (job, ctx) => {
  if (job.task.kind !== 'table') return;
  const { leagueId } = job.task;
  const sportId = ctx.refs.leagueSport(leagueId);
  if (sportId === undefined) return;
  const answer = await ctx.client.get('leagueTable', { league_id: leagueId });
  if (!answer.ok) return ctx.fail(job, answer.failure);
  ctx.ok();
  const { season, overall } = answer.data;
  const rows = parseRows(
    (overall?.tables ?? []).flatMap((t) => t.rows),
    tableRowSchema,
  ).rows;
  const teams = rows.flatMap((r) => (r.team.id ? [{ ...r.team, id: r.team.id }] : []));
  for (const team of teams) ctx.refs.team(team, sportId);
  const hasTable = Boolean(season?.has_leaguetable && teams.length);
  ctx.refs.setLeagueFlags(leagueId, {
    has_table: hasTable,
    has_toplist: Boolean(season?.has_topgoals),
  });
  const out: FeedUpdate[] = [];
  if (season) {
    const id = seasonIdOf(leagueId, season.start_time);
    ctx.refs.season({
      id,
      league_id: leagueId,
      name: season.name,
      start_time: Math.round(season.start_time),
      end_time: Math.round(season.end_time),
      team_ids: teams.map((t) => t.id),
    });
    ctx.tracker.setSeason(leagueId, { id, start: season.start_time, end: season.end_time }, out);
    if (season.has_topgoals) ctx.ensure({ kind: 'toplist', leagueId }, PRIORITY.reference);
  }
  ctx.pushReference();
  // The provider's counts, written after the teams and season they name.
  const published =
    season &&
    providerTableOf(answer.data, leagueId, seasonIdOf(leagueId, season.start_time), ctx.now());
  if (published)
    out.push({ type: 'reference', at: ctx.now(), data: { providerTables: [published] } });
  ctx.push(out);
  // A league without a table rarely grows one: look again much later.
  ctx.again(job, hasTable ? ctx.intervals.table : ctx.intervals.table * 4);
};

export const toplist: Handler = async (job, ctx) => {
  if (job.task.kind !== 'toplist') return;
  const { leagueId } = job.task;
  const answer = await ctx.client.get('toplist', { league_id: leagueId });
  if (!answer.ok) return ctx.fail(job, answer.failure);
  ctx.ok();
  const { topgoals, topassists, topcards, injuries } = answer.data;
  // The season running now: the table job that queued this one recorded it.
  const seasonId = ctx.tracker.seasonAt(leagueId, Math.floor(ctx.now() / 1000));
  for (const row of parseRows([...topgoals, ...topassists, ...topcards], toplistRowSchema).rows)
    if (row.team.id) ctx.refs.player(namedPlayerRow(row.player, row.team.id));
  for (const row of parseRows(injuries, injuryRowSchema).rows) {
    if (!row.team.id) continue;
    ctx.refs.player(namedPlayerRow(row.player, row.team.id));
    ctx.refs.injury(injuryRow(row, row.team.id, leagueId));
  }
  ctx.pushReference();
  const lists =
    seasonId === null ? null : providerToplistOf(answer.data, leagueId, seasonId, ctx.now());
  if (lists) ctx.push([{ type: 'reference', at: ctx.now(), data: { providerTables: [lists] } }]);
  ctx.again(job, ctx.intervals.toplist);
};

export const squad: Handler = async (job, ctx) => {
  if (job.task.kind !== 'squad') return;
  const { teamId } = job.task;
  const answer = await ctx.client.get('squad', { team_id: teamId });
  if (!answer.ok) return ctx.fail(job, answer.failure);
  ctx.ok();
  const parsed = parseRows(answer.data, squadRowSchema);
  if (parsed.invalid)
    ctx.log.warn({ teamId, invalid: parsed.invalid }, 'skipped malformed squad rows');
  for (const row of parsed.rows) {
    ctx.refs.player(squadPlayerRow(row, teamId));
    ctx.ensure({ kind: 'player', playerId: row.id, teamId }, PRIORITY.background);
  }
  ctx.pushReference();
  ctx.again(job, ctx.intervals.squad);
};

export const player: Handler = async (job, ctx) => {
  if (job.task.kind !== 'player') return;
  const { playerId, teamId } = job.task;
  const answer = await ctx.client.get('player', { player_id: playerId });
  if (!answer.ok) return ctx.fail(job, answer.failure);
  ctx.ok();
  if (answer.data.player.id !== playerId) return;
  ctx.refs.player(careerPlayerRow(answer.data, ctx.refs.playerTeam(playerId) ?? teamId));
  ctx.pushReference();
};

export const teams: Handler = async (job, ctx) => {
  if (job.task.kind !== 'teams') return;
  const { sportId, page } = job.task;
  const answer = await ctx.client.get('teams', { sport_id: sportId, page });
  if (!answer.ok) return ctx.fail(job, answer.failure);
  ctx.ok();
  const parsed = parseRows(answer.data, teamRowSchema);
  for (const row of parsed.rows) {
    ctx.refs.directoryTeam(row, sportId);
    if (!row.has_squad) ctx.noSquad.add(row.id);
  }
  ctx.pushReference();
  const pager = answer.pager;
  const more = pager && pager.page * pager.per_page < pager.total && parsed.rows.length > 0;
  ctx.scheduler.set({
    key: job.key,
    task: { kind: 'teams', sportId, page: more ? page + 1 : 1 },
    priority: PRIORITY.background,
    // The whole directory is walked slowly, then again a day later.
    due: ctx.now() + (more ? ctx.intervals.teamsPage : 24 * 3_600_000),
  });
};
