import { describe, expect, it } from 'vitest';
import type { SportId } from '../../../../../src/lib/domain/sports';
import { createCatalogue } from '../../../../../src/server/feed/simulator/catalogue/index';
import { KOREAN } from '../../../../../src/server/feed/simulator/catalogue/names-east-asia';
import type { PlayerDef, TeamDef } from '../../../../../src/server/feed/simulator/catalogue/types';
import { ageOnNewYear2026, scriptProblems } from './helpers';

const catalogue = createCatalogue('squad-test');
const squads = catalogue.teams.map((team) => ({ team, players: catalogue.squad(team.id) }));
const ofSport = (sportId: SportId) => squads.filter((s) => s.team.sportId === sportId);
const league = (en: string) => catalogue.leagues.find((l) => l.names.en === en)!;
const squadsOf = (en: string) => league(en).teamIds.map((id) => catalogue.squad(id));
const count = (players: PlayerDef[], code: string) =>
  players.filter((p) => p.position === code).length;

describe('squad shape per sport', () => {
  it.each([
    [1, { G: 3, D: 8, M: 8, F: 6 }],
    [16, { P: 13, C: 2, IF: 7, OF: 4 }],
    [17, { G: 2, D: 8, F: 13 }],
    [91, { S: 2, OH: 4, MB: 4, OP: 2, L: 2 }],
    [78, { GK: 2, LW: 2, LB: 3, CB: 2, RB: 2, RW: 2, P: 3 }],
    [12, { QB: 2, RB: 3, WR: 5, TE: 3, OL: 8, DL: 8, LB: 6, CB: 5, S: 4, K: 1, P: 1 }],
  ] as const)('sport %i squads have the positions %o', (sportId, positions) => {
    const total = Object.values(positions).reduce((s: number, n) => s + n, 0);
    for (const { team, players } of ofSport(sportId)) {
      expect(players, team.names.en).toHaveLength(total);
      for (const [code, n] of Object.entries(positions)) expect(count(players, code), code).toBe(n);
    }
  });

  it('gives basketball squads of 13–15 with guards, forwards and two or more centres', () => {
    for (const { team, players } of ofSport(18)) {
      expect(players.length, team.names.en).toBeGreaterThanOrEqual(13);
      expect(players.length, team.names.en).toBeLessThanOrEqual(15);
      for (const p of players) expect(['G', 'F', 'C']).toContain(p.position);
      expect(count(players, 'C')).toBeGreaterThanOrEqual(2);
      expect(players.slice(0, 5).map((p) => p.positionName)).toEqual([
        'Point Guard',
        'Shooting Guard',
        'Small Forward',
        'Power Forward',
        'Center',
      ]);
    }
  });

  it('gives e-sports squads the five roles and a substitute', () => {
    for (const { players } of ofSport(151)) {
      expect(players.map((p) => p.position).slice(0, 5)).toEqual([
        'TOP',
        'JGL',
        'MID',
        'ADC',
        'SUP',
      ]);
      expect(players).toHaveLength(6);
      expect(players[5]?.positionName).toBe('Substitute');
      expect(['TOP', 'JGL', 'MID', 'ADC', 'SUP']).toContain(players[5]?.position);
    }
  });

  it('makes a tennis player their own squad with the real name', () => {
    for (const { team, players } of ofSport(13)) {
      expect(players).toHaveLength(1);
      expect(players[0]).toMatchObject({
        id: team.id * 100,
        names: team.names,
        cc: team.cc,
        birthdate: team.individual?.birthdate,
        heightCm: team.individual?.height,
        transfers: [],
      });
    }
  });

  it('starts soccer squads with a goalkeeper and a 4-3-3', () => {
    for (const { players } of ofSport(1)) {
      expect(
        players
          .slice(0, 11)
          .map((p) => p.position)
          .join(''),
      ).toBe('GDDDDMMMFFF');
    }
  });
});

describe('players', () => {
  const all = squads.flatMap((s) => s.players.map((player) => ({ team: s.team, player })));

  it('has ids teamId * 100 + index, unique across the world', () => {
    for (const { team, players } of squads) {
      players.forEach((p, i) => expect(p.id).toBe(team.id * 100 + i));
    }
    expect(new Set(all.map((e) => e.player.id)).size).toBe(all.length);
  });

  it('names everyone in three languages, uniquely within a team', () => {
    const problems = all.flatMap(({ player }) => scriptProblems(player.names));
    expect(problems.slice(0, 5)).toEqual([]);
    for (const { team, players } of squads) {
      expect(new Set(players.map((p) => p.names.en)).size, team.names.en).toBe(players.length);
    }
  });

  it('uses unique shirt numbers within each sport’s limits', () => {
    const limits: Record<SportId, [number, number]> = {
      1: [1, 99],
      12: [0, 99],
      13: [1, 1],
      16: [0, 99],
      17: [1, 98],
      18: [0, 99],
      78: [1, 99],
      91: [1, 30],
      151: [1, 6],
    };
    for (const { team, players } of squads) {
      expect(new Set(players.map((p) => p.shirt)).size, team.names.en).toBe(players.length);
      const [min, max] = limits[team.sportId];
      for (const p of players) {
        expect(Number.isInteger(p.shirt)).toBe(true);
        expect(p.shirt).toBeGreaterThanOrEqual(min);
        expect(p.shirt).toBeLessThanOrEqual(max);
      }
    }
  });

  it('numbers NFL offensive linemen 50–79 and quarterbacks 0–19', () => {
    for (const { players } of ofSport(12)) {
      for (const p of players.filter((x) => x.position === 'OL')) {
        expect(p.shirt).toBeGreaterThanOrEqual(50);
        expect(p.shirt).toBeLessThanOrEqual(79);
      }
      for (const p of players.filter((x) => x.position === 'QB')) expect(p.shirt).toBeLessThan(20);
    }
  });

  it('is 18–38 years old on 2026-01-01, with a valid date', () => {
    const problems = all.flatMap(({ player }) => {
      const age = ageOnNewYear2026(player.birthdate);
      const valid =
        /^\d{4}-\d\d-\d\d$/.test(player.birthdate) && !Number.isNaN(Date.parse(player.birthdate));
      return valid && age >= 18 && age <= 38 ? [] : [`${player.names.en} ${player.birthdate}`];
    });
    expect(problems).toEqual([]);
  });

  it('has a plausible height and weight for the sport', () => {
    const ranges: Record<SportId, [number, number, number, number]> = {
      1: [160, 205, 55, 105],
      12: [165, 210, 70, 175],
      13: [155, 205, 45, 100],
      16: [160, 210, 60, 130],
      17: [165, 205, 65, 120],
      18: [160, 230, 50, 150],
      78: [165, 210, 60, 130],
      // Middle blockers of 210 cm and more weigh up to about 120 kg.
      91: [150, 220, 45, 120],
      151: [150, 200, 40, 110],
    };
    const problems = all.flatMap(({ team, player }) => {
      const [hMin, hMax, wMin, wMax] = ranges[team.sportId];
      const { heightCm: h, weightKg: w } = player;
      return h >= hMin && h <= hMax && w >= wMin && w <= wMax
        ? []
        : [`${player.names.en} ${h}/${w}`];
    });
    expect(problems).toEqual([]);
  });

  it('makes centres taller than guards and linemen heavier than cornerbacks', () => {
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const nba = squadsOf('NBA').flat();
    expect(mean(nba.filter((p) => p.position === 'C').map((p) => p.heightCm))).toBeGreaterThan(
      mean(nba.filter((p) => p.position === 'G').map((p) => p.heightCm)) + 10,
    );
    const nfl = ofSport(12).flatMap((s) => s.players);
    expect(mean(nfl.filter((p) => p.position === 'OL').map((p) => p.weightKg))).toBeGreaterThan(
      mean(nfl.filter((p) => p.position === 'CB').map((p) => p.weightKg)) + 40,
    );
  });

  it('gives soccer players a preferred foot (mostly right) and nobody else one', () => {
    const soccer = all.filter((e) => e.team.sportId === 1).map((e) => e.player.foot);
    const share = (f: string) => soccer.filter((x) => x === f).length / soccer.length;
    expect(share('right')).toBeGreaterThan(0.68);
    expect(share('right')).toBeLessThan(0.82);
    expect(share('left')).toBeGreaterThan(0.14);
    expect(share('both')).toBeGreaterThan(0.02);
    for (const { team, player } of all) if (team.sportId !== 1) expect(player.foot).toBeNull();
  });

  it('has 0–3 earlier clubs of the same sport, in order, ending in the open current spell', () => {
    const namesBySport = new Map<number, Set<string>>();
    for (const team of catalogue.teams) {
      namesBySport.set(
        team.sportId,
        (namesBySport.get(team.sportId) ?? new Set()).add(team.names.en),
      );
    }
    const problems: string[] = [];
    for (const { team, player } of all) {
      if (team.sportId === 13) continue;
      const spells = player.transfers;
      const fail = (why: string) => problems.push(`${team.names.en} ${player.names.en}: ${why}`);
      if (spells.length < 1 || spells.length > 4) fail(`${spells.length} spells`);
      const last = spells[spells.length - 1];
      if (last?.end !== null || last.typeId !== 1 || last.teamName.en !== team.names.en) {
        fail('last spell is not the open current one');
      }
      spells.forEach((spell, i) => {
        if (![1, 8].includes(spell.typeId)) fail(`type ${String(spell.typeId)}`);
        if (!namesBySport.get(team.sportId)?.has(spell.teamName.en))
          fail(`unknown club ${spell.teamName.en}`);
        if (!/^\d{4}-\d\d-\d\d$/.test(spell.start)) fail(`start ${spell.start}`);
        if (!(spell.start < '2026-01-01' && spell.start > player.birthdate))
          fail(`start ${spell.start}`);
        const next = spells[i + 1];
        if (next && !(spell.end !== null && spell.start < spell.end && spell.end <= next.start)) {
          fail(`spell ${i} ${spell.start}–${spell.end} before ${next.start}`);
        }
      });
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('lends some players out (type 8) but transfers most (type 1)', () => {
    const earlier = all.flatMap((e) => e.player.transfers.slice(0, -1));
    const loans = earlier.filter((t) => t.typeId === 8).length / earlier.length;
    expect(loans).toBeGreaterThan(0.05);
    expect(loans).toBeLessThan(0.3);
  });
});

describe('nationalities', () => {
  const foreign = (players: PlayerDef[], home: string) => players.filter((p) => p.cc !== home);

  it('gives every KBO team exactly three foreigners: two pitchers and a hitter', () => {
    for (const players of squadsOf('KBO League')) {
      const outsiders = foreign(players, 'kr');
      expect(outsiders).toHaveLength(3);
      expect(outsiders.filter((p) => p.position === 'P')).toHaveLength(2);
      for (const p of outsiders) expect(['us', 'do', 've']).toContain(p.cc);
    }
  });

  it('gives every KBL team two American imports, V-League teams one foreigner and one Asian-quota player', () => {
    for (const players of squadsOf('KBL'))
      expect(foreign(players, 'kr').map((p) => p.cc)).toEqual(['us', 'us']);
    for (const name of ['V-League Men', 'V-League Women']) {
      for (const players of squadsOf(name)) {
        const outsiders = foreign(players, 'kr');
        expect(outsiders).toHaveLength(2);
        expect(outsiders.filter((p) => p.cc === 'jp')).toHaveLength(1);
        expect(outsiders.some((p) => p.position === 'OP')).toBe(true);
      }
    }
  });

  it('fields Korean LCK players with gamer tags', () => {
    for (const players of squadsOf('LCK')) {
      for (const p of players) {
        expect(p.cc).toBe('kr');
        expect(p.names.en).toMatch(/^\S+ "[^"]+" \S+$/);
      }
    }
  });

  it('uses women’s given names in WKBL and the women’s V-League', () => {
    const female = new Set((KOREAN.givenFemale ?? []).map((g) => g.split('|')[1]));
    const male = new Set(KOREAN.given.map((g) => g.split('|')[1]));
    for (const name of ['WKBL', 'V-League Women']) {
      for (const p of squadsOf(name)
        .flat()
        .filter((x) => x.cc === 'kr')) {
        const given = p.names.kr.slice(1);
        expect(female.has(given) && !male.has(given), p.names.kr).toBe(true);
      }
    }
  });

  it('mixes nationalities like the real leagues', () => {
    const share = (en: string, cc: string) => {
      const players = squadsOf(en).flat();
      return players.filter((p) => p.cc === cc).length / players.length;
    };
    expect(share('Premier League', 'gb')).toBeGreaterThan(0.25);
    expect(share('Premier League', 'gb')).toBeLessThan(0.5);
    expect(share('LaLiga', 'es')).toBeGreaterThan(0.5);
    expect(share('Bundesliga', 'de')).toBeGreaterThan(0.4);
    expect(share('K League 1', 'kr')).toBeGreaterThan(0.8);
    expect(share('K League 1', 'br')).toBeGreaterThan(0.05);
    expect(share('J1 League', 'jp')).toBeGreaterThan(0.8);
    expect(share('NBA', 'us')).toBeGreaterThan(0.7);
    expect(share('NPB', 'jp')).toBeGreaterThan(0.8);
    expect(share('NPB', 'jp')).toBeLessThan(1);
  });
});

describe('determinism', () => {
  const sample: TeamDef[] = catalogue.teams.filter((_, i) => i % 37 === 0);

  it('gives the same squads for the same seed', () => {
    const again = createCatalogue('squad-test');
    for (const team of sample) expect(again.squad(team.id)).toEqual(catalogue.squad(team.id));
  });

  it('gives different squads for another seed', () => {
    const other = createCatalogue('another-seed');
    const team = catalogue.teams.find((t) => t.names.en === 'Arsenal')!;
    expect(other.squad(team.id).map((p) => p.names.en)).not.toEqual(
      catalogue.squad(team.id).map((p) => p.names.en),
    );
  });

  it('caches a squad per team and returns [] for unknown teams', () => {
    expect(catalogue.squad(1001)).toBe(catalogue.squad(1001));
    expect(catalogue.squad(-1)).toEqual([]);
  });

  it('does not depend on the order squads are asked for', () => {
    const forward = createCatalogue('order');
    const backward = createCatalogue('order');
    const ids = sample.map((t) => t.id);
    const a = ids.map((id) => forward.squad(id));
    const b = [...ids]
      .reverse()
      .map((id) => backward.squad(id))
      .reverse();
    expect(b).toEqual(a);
  });
});
