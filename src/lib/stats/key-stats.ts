/**
 * @module stats/key-stats
 * The match stats the detail panel above the in-play list shows per sport (spec §2 "Match detail
 * panels"), and which panel a sport gets. Apart from the full catalogue (stats/catalogue) so the
 * in-play first load carries only these names, not every stat a finished match keeps.
 */
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

export const stat = (key: string, label: MessageKey, percent = false): StatName =>
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
