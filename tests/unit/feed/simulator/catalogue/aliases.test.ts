import { describe, expect, it } from 'vitest';
import {
  createCatalogue,
  resolveTeamAlias,
} from '../../../../../src/server/feed/simulator/catalogue/index';

const catalogue = createCatalogue('aliases-test');
const teamsById = new Map(catalogue.teams.map((t) => [t.id, t]));

/** The HomeTeam values of football-data.co.uk E0 2023-24 (all 20 clubs). */
const EPL_2023_24 = [
  'Arsenal',
  'Aston Villa',
  'Bournemouth',
  'Brentford',
  'Brighton',
  'Burnley',
  'Chelsea',
  'Crystal Palace',
  'Everton',
  'Fulham',
  'Liverpool',
  'Luton',
  'Man City',
  'Man United',
  'Newcastle',
  "Nott'm Forest",
  'Sheffield United',
  'Tottenham',
  'West Ham',
  'Wolves',
];

/** The team names of kbo_2025_regular_season_results.csv. */
const KBO_SHORT = ['LG', '한화', '삼성', '키움', 'KT', 'SSG', 'NC', 'KIA', '롯데', '두산'];

describe('resolveTeamAlias', () => {
  it('resolves every 2023-24 football-data.co.uk Premier League name to a distinct soccer team', () => {
    const ids = EPL_2023_24.map((name) => resolveTeamAlias(1, name));
    for (const [i, id] of ids.entries()) {
      expect(id, EPL_2023_24[i]).toBeDefined();
      expect(teamsById.get(id!)?.sportId).toBe(1);
    }
    expect(new Set(ids).size).toBe(20);
  });

  it.each([
    ['Man City', 'Manchester City'],
    ['Man United', 'Manchester United'],
    ["Nott'm Forest", 'Nottingham Forest'],
    ['Wolves', 'Wolverhampton Wanderers'],
    ['Tottenham', 'Tottenham Hotspur'],
    ['Luton', 'Luton Town'],
    ['Brighton', 'Brighton & Hove Albion'],
  ])('maps %s to %s', (alias, en) => {
    expect(teamsById.get(resolveTeamAlias(1, alias)!)?.names.en).toBe(en);
  });

  it('resolves the ten KBO short names to the ten KBO clubs', () => {
    const kbo = catalogue.leagues.find((l) => l.tab === 'kbo')!;
    const ids = KBO_SHORT.map((name) => resolveTeamAlias(16, name));
    expect(new Set(ids).size).toBe(10);
    for (const id of ids) expect(kbo.teamIds).toContain(id);
    expect(teamsById.get(resolveTeamAlias(16, '한화')!)?.names.kr).toBe('한화 이글스');
  });

  it('falls back to the teams’ own names, case-insensitively', () => {
    expect(resolveTeamAlias(1, 'manchester city')).toBe(resolveTeamAlias(1, 'Man City'));
    expect(resolveTeamAlias(16, '지바 롯데 마린스')).toBeDefined();
    expect(resolveTeamAlias(18, 'ボストン・セルティックス')).toBeDefined();
  });

  it('is scoped by sport and returns undefined for unknown names', () => {
    expect(resolveTeamAlias(18, 'Man City')).toBeUndefined();
    expect(resolveTeamAlias(1, 'Real Madrid')).not.toBe(resolveTeamAlias(18, 'Real Madrid'));
    expect(resolveTeamAlias(1, 'Atlantis FC')).toBeUndefined();
  });
});
