/**
 * @module feed/simulator/catalogue/aliases
 * Other spellings of team names used by real data sources, mapped to catalogue team ids:
 * football-data.co.uk's short club names (E0 2023/24 onwards, plus the current SP1, D1 and I1
 * clubs) and the Korean short names of the KBO results (`LG`, `한화`, `삼성` …).
 */
import type { SportId } from '../../../../lib/domain/sports';
import { ALL_TEAMS } from './sections';

const SOCCER: Record<string, number> = {
  // Premier League, football-data.co.uk E0 (2023/24: all 20 clubs; later seasons' newcomers).
  Arsenal: 1001,
  'Aston Villa': 1002,
  Bournemouth: 1003,
  Brentford: 1004,
  Brighton: 1005,
  Burnley: 1006,
  Chelsea: 1007,
  'Crystal Palace': 1008,
  Everton: 1009,
  Fulham: 1010,
  Leeds: 1011,
  Liverpool: 1012,
  'Man City': 1013,
  'Man United': 1014,
  Newcastle: 1015,
  "Nott'm Forest": 1016,
  Sunderland: 1017,
  Tottenham: 1018,
  'West Ham': 1019,
  Wolves: 1020,
  Luton: 1021,
  'Sheffield United': 1022,
  Leicester: 1023,
  Ipswich: 1024,
  Southampton: 1025,
  // Other common English short forms.
  'AFC Bournemouth': 1003,
  'Brighton Hove': 1005,
  'Man Utd': 1014,
  Spurs: 1018,
  Nottingham: 1016,
  Wolverhampton: 1020,
  'Sheffield Utd': 1022,
  // LaLiga, football-data.co.uk SP1.
  Alaves: 1101,
  'Ath Bilbao': 1102,
  'Ath Madrid': 1103,
  Celta: 1105,
  Espanol: 1107,
  Betis: 1114,
  Oviedo: 1116,
  Sociedad: 1117,
  Vallecano: 1113,
  // Bundesliga, D1.
  'Bayern Munich': 1201,
  Leverkusen: 1202,
  'Ein Frankfurt': 1203,
  Dortmund: 1204,
  Freiburg: 1205,
  Mainz: 1206,
  Stuttgart: 1209,
  "M'gladbach": 1210,
  Wolfsburg: 1211,
  Augsburg: 1212,
  'St Pauli': 1214,
  Hoffenheim: 1215,
  Heidenheim: 1216,
  'FC Koln': 1217,
  Hamburg: 1218,
  // Serie A, I1.
  Milan: 1313,
  Verona: 1308,
};

/** Korean short names as in kbo_2025_regular_season_results.csv, plus the older '기아'. */
const BASEBALL: Record<string, number> = {
  LG: 2101,
  한화: 2102,
  SSG: 2103,
  삼성: 2104,
  NC: 2105,
  KT: 2106,
  롯데: 2107,
  KIA: 2108,
  기아: 2108,
  두산: 2109,
  키움: 2110,
};

/** Alternative spelling → team id, per sport. */
export const TEAM_ALIASES: Partial<Record<SportId, Readonly<Record<string, number>>>> = {
  1: SOCCER,
  16: BASEBALL,
};

let byName: Map<string, number> | undefined;

function nameKey(sportId: SportId, name: string): string {
  return `${sportId}:${name.trim().toLowerCase()}`;
}

/** Every team's own names (en, kr, jp), case-insensitive, built on first use. */
function ownNames(): Map<string, number> {
  if (!byName) {
    byName = new Map();
    for (const team of ALL_TEAMS) {
      for (const name of [team.names.en, team.names.kr, team.names.jp]) {
        const key = nameKey(team.sportId, name);
        if (!byName.has(key)) byName.set(key, team.id);
      }
    }
  }
  return byName;
}

/**
 * The catalogue team a source's name means: an alias first, then any of the team's own names
 * (case-insensitive).
 * @example resolveTeamAlias(1, "Nott'm Forest") // 1016
 * @example resolveTeamAlias(16, '한화') // 2102
 */
export function resolveTeamAlias(sportId: SportId, name: string): number | undefined {
  const alias = TEAM_ALIASES[sportId]?.[name.trim()];
  if (alias !== undefined) return alias;
  return ownNames().get(nameKey(sportId, name));
}
