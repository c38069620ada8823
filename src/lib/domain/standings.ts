/**
 * @module standings
 * League tables from results (spec §3 "Standing row", §2 "League details"): overall, home and
 * away tables with points or winning percentage, games back, last ten, streak and the last five
 * results, for simulated and imported data alike. Point adjustments (real deductions) apply to
 * the overall table.
 */
import { formatScore } from './score';

export interface ResultInput {
  homeId: number;
  awayId: number;
  homeScore: number;
  awayScore: number;
  /** Decided in overtime or a shoot-out (ice hockey): the loser earns the overtime-loss points. */
  overtime?: boolean;
  /** Kick-off, epoch seconds: orders last ten, streak and form. */
  time: number;
}

export interface StandingsRules {
  points: { win: number; draw: number; loss: number; overtimeLoss?: number };
  /**
   * `points` (soccer, handball, ice hockey), `pct` (baseball, basketball, American football;
   * ties excluded from the percentage as KBO counts it, or half a win with `tiesAsHalfWin`),
   * `sets` (volleyball: 3 points for 3-0/3-1, 2 for 3-2, 1 for a 2-3 loss).
   */
  ranking: 'points' | 'pct' | 'sets';
  tiesAsHalfWin?: boolean;
}

export interface PointAdjustment {
  teamId: number;
  points: number;
  reason: string;
}

export type FormLetter = 'W' | 'D' | 'L';

export interface StandingRow {
  teamId: number;
  position: number;
  played: number;
  win: number;
  draw: number;
  loss: number;
  overtimeLoss: number;
  goalsfor: number;
  goalsagainst: number;
  goalDiffTotal: number;
  points: number;
  /** Points added or deducted by adjustments (already in `points`). */
  adjustment: number;
  /** Winning percentage, 0–1. */
  pct: number;
  /** Games behind the leader; 0 for the leader. */
  gamesBack: number;
  lastTenGamesWin: number;
  lastTenGamesLoss: number;
  lastTenGamesDraw: number;
  /** Current streak, e.g. `W3`, `L1`, `D2`; empty before any game. */
  streak: string;
  /** Most recent first, at most five (spec §9 "last 5 results per team"). */
  form: { result: FormLetter; opponentId: number; home: boolean; score: string; time: number }[];
}

export interface Standings {
  overall: StandingRow[];
  home: StandingRow[];
  away: StandingRow[];
}

interface Tally extends Omit<
  StandingRow,
  | 'position'
  | 'pct'
  | 'gamesBack'
  | 'lastTenGamesWin'
  | 'lastTenGamesLoss'
  | 'lastTenGamesDraw'
  | 'streak'
  | 'form'
> {
  games: { result: FormLetter; opponentId: number; home: boolean; score: string; time: number }[];
  setsWon: number;
  setsLost: number;
}

function emptyTally(teamId: number): Tally {
  return {
    teamId,
    played: 0,
    win: 0,
    draw: 0,
    loss: 0,
    overtimeLoss: 0,
    goalsfor: 0,
    goalsagainst: 0,
    goalDiffTotal: 0,
    points: 0,
    adjustment: 0,
    games: [],
    setsWon: 0,
    setsLost: 0,
  };
}

function matchPoints(
  rules: StandingsRules,
  scored: number,
  conceded: number,
  overtime: boolean,
): number {
  if (rules.ranking === 'sets') {
    if (scored > conceded) return conceded >= 2 ? 2 : 3;
    return scored >= 2 ? 1 : 0;
  }
  if (scored > conceded) return rules.points.win;
  if (scored === conceded) return rules.points.draw;
  return overtime && rules.points.overtimeLoss !== undefined
    ? rules.points.overtimeLoss
    : rules.points.loss;
}

function record(
  t: Tally,
  rules: StandingsRules,
  scored: number,
  conceded: number,
  r: ResultInput,
  home: boolean,
) {
  const overtime = r.overtime === true;
  t.played++;
  t.goalsfor += scored;
  t.goalsagainst += conceded;
  t.goalDiffTotal = t.goalsfor - t.goalsagainst;
  if (rules.ranking === 'sets') {
    t.setsWon += scored;
    t.setsLost += conceded;
  }
  let result: FormLetter;
  if (scored > conceded) {
    t.win++;
    result = 'W';
  } else if (scored === conceded) {
    t.draw++;
    result = 'D';
  } else if (overtime && rules.points.overtimeLoss !== undefined) {
    t.overtimeLoss++;
    result = 'L';
  } else {
    t.loss++;
    result = 'L';
  }
  t.points += matchPoints(rules, scored, conceded, overtime);
  t.games.push({
    result,
    opponentId: home ? r.awayId : r.homeId,
    home,
    score: formatScore(scored, conceded),
    time: r.time,
  });
}

function pctOf(t: Tally, rules: StandingsRules): number {
  const losses = t.loss + t.overtimeLoss;
  if (rules.tiesAsHalfWin) return t.played === 0 ? 0 : (t.win + t.draw / 2) / t.played;
  return t.win + losses === 0 ? 0 : t.win / (t.win + losses);
}

function compare(rules: StandingsRules) {
  return (a: StandingRow, b: StandingRow): number => {
    if (rules.ranking === 'pct') {
      return (
        b.pct - a.pct ||
        b.win - a.win ||
        a.loss - b.loss ||
        b.goalDiffTotal - a.goalDiffTotal ||
        a.teamId - b.teamId
      );
    }
    return (
      b.points - a.points ||
      b.goalDiffTotal - a.goalDiffTotal ||
      b.goalsfor - a.goalsfor ||
      b.win - a.win ||
      a.teamId - b.teamId
    );
  };
}

function finish(tallies: Map<number, Tally>, rules: StandingsRules): StandingRow[] {
  const rows: StandingRow[] = [...tallies.values()].map((t) => {
    const recent = [...t.games].sort((x, y) => y.time - x.time);
    const lastTen = recent.slice(0, 10);
    const first = recent[0]?.result;
    let run = 0;
    for (const g of recent) {
      if (g.result !== first) break;
      run++;
    }
    const { games: _games, setsWon: _w, setsLost: _l, ...rest } = t;
    return {
      ...rest,
      position: 0,
      pct: pctOf(t, rules),
      gamesBack: 0,
      lastTenGamesWin: lastTen.filter((g) => g.result === 'W').length,
      lastTenGamesLoss: lastTen.filter((g) => g.result === 'L').length,
      lastTenGamesDraw: lastTen.filter((g) => g.result === 'D').length,
      streak: first ? `${first}${run}` : '',
      form: recent.slice(0, 5),
    };
  });
  rows.sort(compare(rules));
  const leader = rows[0];
  rows.forEach((row, i) => {
    row.position = i + 1;
    row.gamesBack = leader ? gamesBehind(leader, row) : 0;
  });
  return rows;
}

type WinLoss = Pick<StandingRow, 'win' | 'loss' | 'overtimeLoss'>;

/**
 * Games behind the leader: ((W1 − W) + (L − L1)) / 2, the usual definition (KBO, MLB, NBA).
 * @example gamesBehind({ win: 10, loss: 2, overtimeLoss: 0 }, { win: 8, loss: 5, overtimeLoss: 0 }) // 2.5
 */
export function gamesBehind(leader: WinLoss, row: WinLoss): number {
  return (
    (leader.win - row.win + (row.loss + row.overtimeLoss) - (leader.loss + leader.overtimeLoss)) / 2
  );
}

/**
 * Overall, home and away tables. Every team in `teamIds` appears even before playing.
 * @example computeStandings(results, { points: { win: 3, draw: 1, loss: 0 }, ranking: 'points' }).overall[0]
 */
export function computeStandings(
  results: readonly ResultInput[],
  rules: StandingsRules,
  options: { teamIds?: readonly number[]; adjustments?: readonly PointAdjustment[] } = {},
): Standings {
  const tables = {
    overall: new Map<number, Tally>(),
    home: new Map<number, Tally>(),
    away: new Map<number, Tally>(),
  };
  const ensure = (map: Map<number, Tally>, id: number) => {
    let t = map.get(id);
    if (!t) map.set(id, (t = emptyTally(id)));
    return t;
  };
  for (const id of options.teamIds ?? []) for (const map of Object.values(tables)) ensure(map, id);
  for (const r of results) {
    record(ensure(tables.overall, r.homeId), rules, r.homeScore, r.awayScore, r, true);
    record(ensure(tables.overall, r.awayId), rules, r.awayScore, r.homeScore, r, false);
    record(ensure(tables.home, r.homeId), rules, r.homeScore, r.awayScore, r, true);
    record(ensure(tables.away, r.awayId), rules, r.awayScore, r.homeScore, r, false);
    ensure(tables.home, r.awayId);
    ensure(tables.away, r.homeId);
  }
  for (const adjustment of options.adjustments ?? []) {
    const t = ensure(tables.overall, adjustment.teamId);
    t.points += adjustment.points;
    t.adjustment += adjustment.points;
  }
  return {
    overall: finish(tables.overall, rules),
    home: finish(tables.home, rules),
    away: finish(tables.away, rules),
  };
}
