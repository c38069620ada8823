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
import { KEY_STATS, panelKind, stat, type PanelKind, type StatName } from './key-stats';

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
