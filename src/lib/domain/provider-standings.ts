/**
 * @module domain/provider-standings
 * A league table as the data provider publishes it, and when to show it:
 * on the first day a feed is switched on, mid-season, the product has stored none of the
 * season's earlier results, and its own table would be a table of zeros. The provider's counts
 * are shown until the stored results cover as many games as the provider's table does; from
 * then on the table computed from the results (with the league's own ranking rules) takes over.
 */
import { gamesBehind, type StandingRow } from './standings';

/** Where the figures of a table or top list come from. */
export type TableSource = 'results' | 'provider';

/** A provider row, as the feed stores it (contracts/feed-records ProviderStanding). */
export interface ProviderStandingInput {
  position: number;
  team_id: number | null;
  win: number;
  draw: number;
  loss: number;
  goalsfor: number;
  goalsagainst: number;
  points: number | null;
  pct: number | null;
}

/** Games a table counts: each game once for each side, as the rows' played columns add up. */
export function gamesCounted(rows: readonly { win: number; draw: number; loss: number }[]): number {
  return rows.reduce((sum, r) => sum + r.win + r.draw + r.loss, 0);
}

/**
 * Which table to show: the stored results' once they count at least the provider's games
 * (or when the provider has none), the provider's before.
 * @example [tableSource(0, 280), tableSource(280, 280), tableSource(12, null)] // ['provider', 'results', 'results']
 */
export function tableSource(ownGames: number, providerGames: number | null): TableSource {
  if (providerGames === null || providerGames === 0) return 'results';
  return ownGames >= providerGames ? 'results' : 'provider';
}

/**
 * The provider's rows as standing rows, in the provider's order. It publishes no form, streak
 * or last ten: those stay empty. A row without a team id gets a negative stand-in id (its name
 * comes from the provider). Percentage is the provider's where given, else wins over decisions.
 * @example providerStandings([{ position: 1, team_id: 7, win: 3, draw: 1, loss: 0, goalsfor: 9, goalsagainst: 2, points: 10, pct: null }])[0].played // 4
 */
export function providerStandings(rows: readonly ProviderStandingInput[]): StandingRow[] {
  const out: StandingRow[] = rows.map((r, i) => {
    const played = r.win + r.draw + r.loss;
    const decided = r.win + r.loss;
    return {
      teamId: r.team_id ?? -(i + 1),
      position: r.position,
      played,
      win: r.win,
      draw: r.draw,
      loss: r.loss,
      overtimeLoss: 0,
      goalsfor: r.goalsfor,
      goalsagainst: r.goalsagainst,
      goalDiffTotal: r.goalsfor - r.goalsagainst,
      points: r.points ?? 0,
      adjustment: 0,
      pct: r.pct ?? (decided > 0 ? r.win / decided : 0),
      gamesBack: 0,
      lastTenGamesWin: 0,
      lastTenGamesLoss: 0,
      lastTenGamesDraw: 0,
      streak: '',
      form: [],
    };
  });
  const leader = out[0];
  for (const row of out) row.gamesBack = leader ? gamesBehind(leader, row) : 0;
  return out;
}
