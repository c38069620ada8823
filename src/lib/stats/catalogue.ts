/**
 * @module stats/catalogue
 * Which match stats each sport shows and how they are named (spec §2 "Match detail panels", §3
 * "Match details" and "Soccer stats"): the detail panel above the in-play list shows a sport's key
 * stats, the result details page every stat of the sport the feed or an import stored. Keys are
 * the feed's (`dangerous_attacks`, `2points`, `TotalYards`…); a stat the catalogue does not
 * name is not shown, so an unknown provider key never reaches the page untranslated.
 */
import type { Stats } from '../domain/match';
import type { MessageKey } from '../i18n/messages';

export type PanelKind =
  | 'soccer'
  | 'basketball'
  | 'baseball'
  | 'volleyball'
  | 'handball'
  | 'tennis'
  | 'hockey'
  | 'football'
  | 'esports';

/**
 * Spec §2: which panel a sport gets (18 basketball, 16 baseball… otherwise soccer). E-sports
 * (151) has its own panel: the spec lends it basketball's, whose quarters mean nothing on a map.
 */
export function panelKind(sportId: number): PanelKind {
  switch (sportId) {
    case 18:
      return 'basketball';
    case 151:
      return 'esports';
    case 16:
      return 'baseball';
    case 91:
      return 'volleyball';
    case 78:
      return 'handball';
    case 13:
      return 'tennis';
    case 17:
      return 'hockey';
    case 12:
      return 'football';
    default:
      return 'soccer';
  }
}

/** A stat and its name; `percent` stats are shares (possession 55 %), not counts. */
export interface StatName {
  key: string;
  label: MessageKey;
  percent?: true;
}

const stat = (key: string, label: MessageKey, percent = false): StatName =>
  percent ? { key, label, percent: true } : { key, label };

/** The detail panel's key stats per panel, as the feed names them. */
export const KEY_STATS: Record<PanelKind, readonly StatName[]> = {
  soccer: [
    stat('attacks', 'inplay.stats.attacks'),
    stat('dangerous_attacks', 'inplay.stats.dangerousAttacks'),
    stat('possession_rt', 'inplay.stats.possession', true),
    stat('on_target', 'inplay.stats.onTarget'),
    stat('off_target', 'inplay.stats.offTarget'),
    stat('corners', 'inplay.stats.corners'),
    stat('yellowcards', 'inplay.stats.yellowCards'),
    stat('redcards', 'inplay.stats.redCards'),
  ],
  basketball: [
    stat('2points', 'inplay.stats.twoPoints'),
    stat('3points', 'inplay.stats.threePoints'),
    stat('free_throws', 'inplay.stats.freeThrows'),
    stat('fouls', 'inplay.stats.fouls'),
    stat('rebounds', 'inplay.stats.rebounds'),
  ],
  baseball: [
    stat('hits', 'inplay.stats.hits'),
    stat('errors', 'inplay.stats.errors'),
    stat('walks', 'inplay.stats.walks'),
    stat('strikeouts', 'inplay.stats.strikeouts'),
    stat('home_runs', 'inplay.stats.homeRuns'),
  ],
  volleyball: [
    stat('points', 'inplay.stats.points'),
    stat('aces', 'inplay.stats.aces'),
    stat('blocks', 'inplay.stats.blocks'),
    stat('service_errors', 'inplay.stats.serviceErrors'),
    stat('longest_streak', 'inplay.stats.longestStreak'),
  ],
  handball: [
    stat('shots', 'inplay.stats.shots'),
    stat('saves', 'inplay.stats.saves'),
    stat('seven_meters', 'inplay.stats.sevenMeters'),
    stat('suspensions', 'inplay.stats.suspensions'),
  ],
  tennis: [
    stat('aces', 'inplay.stats.aces'),
    stat('double_faults', 'inplay.stats.doubleFaults'),
    stat('break_points_won', 'inplay.stats.breakPointsWon'),
  ],
  hockey: [
    stat('shots', 'inplay.stats.shots'),
    stat('power_plays', 'inplay.stats.powerPlays'),
    stat('penalties', 'inplay.stats.penalties'),
    stat('saves', 'inplay.stats.saves'),
    stat('faceoffs_won', 'inplay.stats.faceoffsWon'),
  ],
  football: [
    stat('TotalYards', 'inplay.stats.totalYards'),
    stat('Turnovers', 'inplay.stats.turnovers'),
    stat('1stDowns', 'inplay.stats.firstDowns'),
  ],
  esports: [
    stat('kills', 'inplay.stats.kills'),
    stat('towers', 'inplay.stats.towers'),
    stat('dragons', 'stats.dragons'),
    stat('barons', 'stats.barons'),
    stat('inhibitors', 'stats.inhibitors'),
  ],
};

/** Every stat a finished match keeps, per panel, beyond the key stats. */
const MORE_STATS: Record<PanelKind, readonly StatName[]> = {
  soccer: [
    stat('penalties', 'inplay.stats.penalties'),
    stat('substitutions', 'stats.substitutions'),
    stat('fouls', 'inplay.stats.fouls'),
    stat('offsides', 'stats.offsides'),
    stat('saves', 'inplay.stats.saves'),
    stat('key_passes', 'stats.keyPasses'),
    stat('crosses', 'stats.crosses'),
    stat('xg', 'stats.expectedGoals'),
    stat('passing_accuracy', 'stats.passingAccuracy', true),
  ],
  basketball: [
    stat('free_throws_rate', 'stats.freeThrowRate', true),
    stat('time_outs', 'stats.timeOuts'),
    stat('turnovers', 'inplay.stats.turnovers'),
  ],
  baseball: [stat('left_on_base', 'stats.leftOnBase')],
  volleyball: [stat('points_won_on_serve', 'stats.pointsWonOnServe')],
  handball: [
    stat('possession', 'inplay.stats.possession', true),
    stat('seven_meter_goals', 'stats.sevenMeterGoals'),
    stat('time_outs', 'stats.timeOuts'),
    stat('turnovers', 'inplay.stats.turnovers'),
  ],
  tennis: [
    stat('first_serve_pct', 'stats.firstServe', true),
    stat('break_points_total', 'stats.breakPoints'),
    stat('points_won', 'stats.pointsWon'),
  ],
  hockey: [
    stat('power_play_goals', 'stats.powerPlayGoals'),
    stat('penalty_minutes', 'stats.penaltyMinutes'),
  ],
  football: [
    stat('passing_yards', 'stats.passingYards'),
    stat('rushing_yards', 'stats.rushingYards'),
    stat('plays', 'stats.plays'),
    stat('third_down_conv', 'stats.thirdDownConversions'),
    stat('third_down_att', 'stats.thirdDownAttempts'),
    stat('red_zone_td', 'stats.redZoneTouchdowns'),
    stat('red_zone_att', 'stats.redZoneAttempts'),
    stat('penalties', 'inplay.stats.penalties'),
    stat('time_outs', 'stats.timeOuts'),
  ],
  esports: [],
};

/** Soccer's shots are on target plus off target (spec §3 "Soccer stats"). */
function withShots(stats: Stats): Stats {
  const on = stats.on_target;
  const off = stats.off_target;
  if (stats.shots || !on || !off) return stats;
  return { ...stats, shots: [on[0] + off[0], on[1] + off[1]] };
}

export interface StatLine {
  key: string;
  label: MessageKey;
  home: number;
  away: number;
  percent: boolean;
  /** Home's share of the bar, 0–100 (50 when both are 0). */
  homeShare: number;
}

/**
 * Every named stat a match holds, in the sport's order: the key stats first, then the rest.
 * @example statLines(1, { corners: [5, 2] }) // [{ key: 'corners', home: 5, away: 2, homeShare: 71.4… }]
 */
export function statLines(sportId: number, stats: Stats): StatLine[] {
  const kind = panelKind(sportId);
  const names =
    kind === 'soccer'
      ? [stat('shots', 'inplay.stats.shots'), ...KEY_STATS.soccer, ...MORE_STATS.soccer]
      : [...KEY_STATS[kind], ...MORE_STATS[kind]];
  const held = kind === 'soccer' ? withShots(stats) : stats;
  const seen = new Set<string>();
  const lines: StatLine[] = [];
  for (const name of names) {
    const pair = held[name.key];
    if (seen.has(name.key) || !Array.isArray(pair)) continue;
    const [home, away] = pair.map(Number) as [number, number];
    if (!Number.isFinite(home) || !Number.isFinite(away)) continue;
    seen.add(name.key);
    const total = home + away;
    lines.push({
      key: name.key,
      label: name.label,
      home,
      away,
      percent: name.percent === true,
      homeShare: total > 0 ? Math.round((home / total) * 1000) / 10 : 50,
    });
  }
  return lines;
}
