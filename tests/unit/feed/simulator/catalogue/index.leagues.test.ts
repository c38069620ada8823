import { describe, expect, it } from 'vitest';
import { ALL_SPORT_IDS } from '../../../../../src/lib/domain/sports';
import { createCatalogue } from '../../../../../src/server/feed/simulator/catalogue/index';

const catalogue = createCatalogue('leagues-test');
const byName = (en: string) => catalogue.leagues.find((l) => l.names.en === en);
const teamsById = new Map(catalogue.teams.map((t) => [t.id, t]));

describe('catalogue leagues', () => {
  it('has unique league ids', () => {
    const ids = catalogue.leagues.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers every sport of spec §1', () => {
    const sports = new Set(catalogue.leagues.map((l) => l.sportId));
    for (const sportId of ALL_SPORT_IDS) expect(sports.has(sportId), `sport ${sportId}`).toBe(true);
  });

  it.each([
    ['Premier League', 1, 20, 'standard'],
    ['LaLiga', 1, 20, 'standard'],
    ['Bundesliga', 1, 18, 'standard'],
    ['Serie A', 1, 20, 'standard'],
    ['K League 1', 1, 12, 'standard'],
    ['J1 League', 1, 20, 'standard'],
    ['UEFA Champions League', 1, 36, 'standard'],
    ['Esoccer Battle - 8 mins play', 1, 8, 'esoccer-8'],
    ['Esoccer GT Leagues - 12 mins play', 1, 8, 'esoccer-12'],
    ['MLB', 16, 30, 'mlb'],
    ['KBO League', 16, 10, 'kbo'],
    ['NPB', 16, 12, 'npb'],
    ['NBA', 18, 30, 'nba'],
    ['KBL', 18, 10, 'fiba'],
    ['WKBL', 18, 6, 'fiba'],
    ['B.League B1', 18, 26, 'fiba'],
    ['EuroLeague', 18, 20, 'fiba'],
    ['Ebasketball H2H GG League - 4x5mins', 18, 8, 'ebasketball-4x5'],
    ['V-League Men', 91, 7, 'vleague'],
    ['V-League Women', 91, 7, 'vleague'],
    ['SuperLega', 91, 12, 'standard'],
    // The 2025/26 PlusLiga has 14 clubs (three relegated, one promoted in 2025).
    ['PlusLiga', 91, 14, 'standard'],
    ['NHL', 17, 32, 'nhl'],
    ['KHL', 17, 22, 'khl'],
    ['Handball-Bundesliga', 78, 18, 'standard'],
    ['LNH Starligue', 78, 16, 'standard'],
    ['NFL', 12, 32, 'nfl'],
    ['LCK', 151, 10, 'bo3'],
  ] as const)('has %s (sport %i) with %i teams, format %s', (name, sportId, count, format) => {
    const league = byName(name);
    expect(league).toBeDefined();
    expect(league?.sportId).toBe(sportId);
    expect(league?.teamIds).toHaveLength(count);
    expect(league?.format).toBe(format);
  });

  it('has ATP and WTA tournaments of 32 players, best of three (and a best-of-five slam)', () => {
    const tennis = catalogue.leagues.filter((l) => l.sportId === 13 && !l.virtual);
    expect(tennis.some((l) => l.names.en.startsWith('ATP') && l.format === 'bo3')).toBe(true);
    expect(tennis.some((l) => l.names.en.startsWith('WTA') && l.format === 'bo3')).toBe(true);
    expect(tennis.some((l) => l.format === 'bo5')).toBe(true);
    for (const league of tennis) {
      expect(league.kind).toBe('tournament');
      expect(league.hasTable).toBe(false);
      expect(league.hasTopList).toBe(false);
      expect(league.teamIds.length).toBeGreaterThanOrEqual(32);
      for (const id of league.teamIds) expect(teamsById.get(id)?.individual).toBeDefined();
    }
  });

  it('has the nine league tabs of spec §2', () => {
    const tabs = new Set(catalogue.leagues.map((l) => l.tab).filter(Boolean));
    expect([...tabs].sort()).toEqual(
      ['kbl', 'kbo', 'khl', 'mlb', 'nba', 'nhl', 'npb', 'vleague', 'wkbl'].sort(),
    );
  });

  it('lists only existing teams of its own sport, each once', () => {
    for (const league of catalogue.leagues) {
      expect(new Set(league.teamIds).size, league.names.en).toBe(league.teamIds.length);
      for (const id of league.teamIds) {
        expect(teamsById.get(id)?.sportId, `${league.names.en} team ${id}`).toBe(league.sportId);
      }
    }
  });

  it('gives every real league its calendar, and only console and e-sports leagues play around the clock', () => {
    for (const league of catalogue.leagues) {
      const nonstop = league.calendar.rhythm.kind === 'nonstop';
      expect(nonstop, league.names.en).toBe(league.virtual === true || league.sportId === 151);
    }
  });

  it('marks the big leagues as major', () => {
    for (const name of ['Premier League', 'UEFA Champions League', 'KBO League', 'NBA', 'MLB']) {
      expect(byName(name)?.major, name).toBe(true);
    }
    expect(byName('Esoccer Battle - 8 mins play')?.major).toBe(false);
  });
});

describe('season rules', () => {
  const games = (name: string) => {
    const league = byName(name)!;
    const { rhythm } = league.calendar;
    if (rhythm.kind === 'series') return rhythm.games;
    const perCycle = (league.teamIds.length - 1) * league.rules.meetings;
    return Math.min(perCycle, league.rules.maxRounds ?? Infinity);
  };

  it.each([
    ['KBO League', 144],
    ['NPB', 143],
    ['MLB', 162],
    ['NBA', 82],
    ['NHL', 82],
    ['KHL', 68],
    ['B.League B1', 60],
    ['KBL', 54],
    ['WKBL', 30],
    ['EuroLeague', 38],
    ['Premier League', 38],
    ['V-League Men', 36],
    ['NFL', 17],
    ['UEFA Champions League', 8],
  ] as const)('gives %s teams %i games', (name, count) => {
    expect(games(name)).toBe(count);
  });

  it('scores soccer 3/1/0 with draws, ranked by points', () => {
    for (const league of catalogue.leagues.filter((l) => l.sportId === 1)) {
      expect(league.rules.points).toMatchObject({ win: 3, draw: 1, loss: 0 });
      expect(league.rules.draws).toBe(true);
      expect(league.rules.ranking).toBe('points');
    }
  });

  it('gives NHL and KHL 2 points a win and 1 for an overtime loss', () => {
    for (const name of ['NHL', 'KHL']) {
      expect(byName(name)?.rules).toMatchObject({
        points: { win: 2, loss: 0, overtimeLoss: 1 },
        ranking: 'points',
        draws: false,
      });
    }
  });

  it('ranks baseball, basketball, NFL and LCK by percentage; KBO and NPB keep ties', () => {
    for (const league of catalogue.leagues.filter((l) => [16, 18, 12, 151].includes(l.sportId))) {
      expect(league.rules.ranking, league.names.en).toBe('pct');
    }
    expect(byName('KBO League')?.rules.draws).toBe(true);
    expect(byName('NPB')?.rules.draws).toBe(true);
    expect(byName('MLB')?.rules.draws).toBe(false);
  });

  it('ranks volleyball by the 3/2/1 set-points rule', () => {
    for (const league of catalogue.leagues.filter((l) => l.sportId === 91)) {
      expect(league.rules).toMatchObject({
        ranking: 'sets',
        points: { win: 3, overtimeLoss: 1 },
        draws: false,
      });
    }
  });

  it('scores handball 2/1/0 with draws', () => {
    for (const league of catalogue.leagues.filter((l) => l.sportId === 78)) {
      expect(league.rules).toMatchObject({ points: { win: 2, draw: 1, loss: 0 }, draws: true });
    }
  });

  it('has each pair meet at least once a season', () => {
    for (const league of catalogue.leagues) expect(league.rules.meetings).toBeGreaterThanOrEqual(1);
  });
});
