import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../../../../src/server/feed/simulator/catalogue/index';
import { LATIN_BRANDS, scriptProblems } from './helpers';

const catalogue = createCatalogue('teams-test');
const teamsById = new Map(catalogue.teams.map((t) => [t.id, t]));
const teamNamed = (en: string) => catalogue.teams.find((t) => t.names.en === en);

describe('catalogue teams', () => {
  it('has unique team ids below 2^31 / 100 (player ids are teamId * 100 + index)', () => {
    const ids = catalogue.teams.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id * 100 + 99).toBeLessThan(2 ** 31);
  });

  it('names every team in English, Korean (Hangul) and Japanese (kana or kanji)', () => {
    const problems = catalogue.teams.flatMap((t) =>
      scriptProblems(t.names).map((p) => `${t.id} ${t.names.en}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('keeps Latin brand names only for the listed e-sports teams', () => {
    const latin = catalogue.teams.filter(
      (t) => t.names.kr === t.names.en || t.names.jp === t.names.en,
    );
    const brands = new Set<string>([...LATIN_BRANDS.kr, ...LATIN_BRANDS.jp]);
    for (const team of latin) {
      expect(team.sportId).toBe(151);
      expect(brands.has(team.names.en)).toBe(true);
    }
  });

  it('gives short codes of two or three capitals/digits', () => {
    for (const team of catalogue.teams)
      expect(team.short, team.names.en).toMatch(/^[A-Z0-9]{2,3}$/);
  });

  it('uses #rrggbb colours', () => {
    for (const team of catalogue.teams) {
      expect(team.color, team.names.en).toMatch(/^#[0-9a-f]{6}$/);
      expect(team.kitColor, team.names.en).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('keeps ratings inside 1200–1850', () => {
    for (const team of catalogue.teams) {
      expect(team.rating, team.names.en).toBeGreaterThanOrEqual(1200);
      expect(team.rating, team.names.en).toBeLessThanOrEqual(1850);
    }
  });

  it('averages about 1500 in every domestic league', () => {
    const domestic = catalogue.leagues.filter(
      (l) => l.kind === 'league' && l.names.en !== 'UEFA Champions League' && !l.virtual,
    );
    for (const league of domestic) {
      const ratings = league.teamIds.map((id) => teamsById.get(id)!.rating);
      const mean = ratings.reduce((s, r) => s + r, 0) / ratings.length;
      expect(mean, league.names.en).toBeGreaterThan(1470);
      expect(mean, league.names.en).toBeLessThan(1530);
    }
  });

  it('rates the strong above the weak', () => {
    for (const top of ['Arsenal', 'Manchester City', 'Liverpool']) {
      expect(teamNamed(top)!.rating).toBeGreaterThanOrEqual(1640);
    }
    expect(teamNamed('Burnley')!.rating).toBeLessThan(1450);
    expect(teamNamed('LG Twins')!.rating).toBeGreaterThan(teamNamed('Kiwoom Heroes')!.rating);
  });

  it('describes tennis players with birthdate, height, weight and hand', () => {
    for (const team of catalogue.teams.filter((t) => t.sportId === 13)) {
      expect(team.individual?.birthdate, team.names.en).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(team.individual!.height).toBeGreaterThan(150);
      expect(team.individual!.weight).toBeGreaterThan(45);
      expect(['left', 'right']).toContain(team.individual!.hand);
    }
  });

  it('keeps the 2023/24 Premier League clubs relegated since as teams outside leagues', () => {
    const inLeague = new Set(catalogue.leagues.flatMap((l) => l.teamIds));
    for (const name of ['Luton Town', 'Sheffield United']) {
      const team = teamNamed(name);
      expect(team?.sportId).toBe(1);
      expect(inLeague.has(team!.id)).toBe(false);
    }
  });
});

describe('known names', () => {
  it.each([
    ['Tottenham Hotspur', '토트넘 홋스퍼', 'トッテナム・ホットスパー'],
    ['Manchester City', '맨체스터 시티', 'マンチェスター・シティ'],
    ['Arsenal', '아스널', 'アーセナル'],
    ['Manchester United', '맨체스터 유나이티드', 'マンチェスター・ユナイテッド'],
    ['LG Twins', 'LG 트윈스', 'LGツインズ'],
    ['Hanwha Eagles', '한화 이글스', 'ハンファ・イーグルス'],
    ['Samsung Lions', '삼성 라이온즈', 'サムスン・ライオンズ'],
    ['Kiwoom Heroes', '키움 히어로즈', 'キウム・ヒーローズ'],
    ['Hanshin Tigers', '한신 타이거스', '阪神タイガース'],
    ['Los Angeles Dodgers', 'LA 다저스', 'ロサンゼルス・ドジャース'],
  ])('%s is %s / %s', (en, kr, jp) => {
    expect(teamNamed(en)?.names).toEqual({ en, kr, jp });
  });

  it('writes Chiba Lotte Marines as 마린스, not 마리너스', () => {
    const marines = teamNamed('Chiba Lotte Marines');
    expect(marines?.names.kr).toMatch(/^(지바|치바) 롯데 마린스$/);
    expect(marines?.names.kr).not.toContain('마리너스');
    expect(marines?.names.jp).toBe('千葉ロッテマリーンズ');
  });

  it('uses current club names, not the 2017 ones', () => {
    const names = catalogue.teams.map((t) => t.names.en);
    for (const old of ['Nexen Heroes', 'SK Wyverns', 'Anyang KGC', 'Jeonbuk Motors']) {
      expect(names).not.toContain(old);
    }
    expect(names).toContain('Kiwoom Heroes');
    expect(names).toContain('SSG Landers');
  });
});
