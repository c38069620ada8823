/**
 * The names catalogue's seed: the EPL, K League, J1, KBO, NPB and MLB teams
 * of the shared name lists and of the football-data.co.uk E0 files all resolve to an entry
 * with Korean and Japanese names. The lists are copied into tests/fixtures/names (README there).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildNameIndex, type NameKind } from '../../../src/server/names/name-index';
import { parseSeedLine, seedEntries } from '../../../src/server/names/seed';
import type { SeedList } from '../../../src/server/names/seed-lists';

const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));

/** A CSV of the fixtures as rows of named fields (no quoted commas in these files). */
function csv(file: string): Record<string, string>[] {
  const [head, ...lines] = readFileSync(`${FIXTURES}${file}`, 'utf8').trim().split(/\r?\n/);
  const names = head!.replace(/^\uFEFF/, '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(names.map((n, i) => [n, (cells[i] ?? '').trim()]));
  });
}

const entries = seedEntries();
const index = buildNameIndex(entries.map((e, i) => ({ ...e, id: i + 1 })));
const SOCCER = 1;
const BASEBALL = 16;

function unresolved(kind: NameKind, sportId: number, names: readonly string[]): string[] {
  return names.filter((n) => {
    const entry = index.find(kind, sportId, n);
    return !entry?.kor || !entry.jp;
  });
}

const E0_TEAMS = [
  ...new Set(
    readdirSync(`${FIXTURES}football-data`)
      .filter((f) => f.startsWith('E0_'))
      .flatMap((f) => csv(`football-data/${f}`).flatMap((r) => [r.HomeTeam!, r.AwayTeam!])),
  ),
];
const C2017 = csv('names/teams_en_ko_c2017_alphahoon-SportsGeeks_subset.csv');
const CURRENT = csv('names/leagues_and_teams_en_ko_indexfile69793369856.csv');
const SHORT = csv('names/soccer_short_names_en_ko_woooovely-league-table.csv');
const NPB = csv('names/npb_teams_en_ja_as_of_2025.csv');
const NPB_KO = csv('names/npb_teams_ja_ko_indexfile59375281488.csv');
const MLB = csv('names/mlb_teams_en_ko_indexfile59375281488.csv');
const KBO = csv('names/kbo_teams_ko_SanghunBruceHam-kbo.csv');
const KBO_GAMES = csv('kbo/kbo_2025_regular_season_results.csv');

const of = (rows: Record<string, string>[], ...columns: string[]) =>
  rows.flatMap((r) => columns.map((c) => r[c]!)).filter((n) => n !== '');

describe('names seed: the shared lists resolve', () => {
  it.each([
    ['EPL: every club of the E0 files 2015/16–2023/24', SOCCER, E0_TEAMS, 33],
    [
      'EPL: the short names list',
      SOCCER,
      of(
        SHORT.filter((r) => r.league === 'EPL'),
        'short_name_en',
      ),
      20,
    ],
    [
      'K League: the 2017 list with its misspellings, and the current list',
      SOCCER,
      [
        ...of(
          C2017.filter((r) => r.league === 'KLeague'),
          'name_en',
          'alias_en',
          'name_ko',
        ),
        ...of(
          CURRENT.filter((r) => r.kind === 'kleague'),
          'name_en',
        ),
      ],
      55,
    ],
    [
      'KBO: old and current English names, Korean short and full names, the 2025 games',
      BASEBALL,
      [
        ...of(
          C2017.filter((r) => r.league === 'KBO'),
          'name_en',
          'alias_en',
          'alias_ko',
        ),
        ...of(
          CURRENT.filter((r) => r.kind === 'kbo'),
          'name_en',
          'name_ko',
        ),
        ...of(KBO, 'short_ko', 'full_ko'),
        ...new Set(of(KBO_GAMES, 'home_ko', 'away_ko')),
      ],
      70,
    ],
    [
      'NPB: official English and Japanese names, the Japanese–Korean list',
      BASEBALL,
      [...of(NPB, 'officialName', 'jaOfficialName'), ...of(NPB_KO, 'name_ja', 'name_ko')],
      48,
    ],
    [
      'MLB: the 30 clubs and the current list',
      BASEBALL,
      [
        ...of(MLB, 'name_en', 'name_ko'),
        ...of(
          CURRENT.filter((r) => r.kind === 'mlb'),
          'name_en',
        ),
      ],
      65,
    ],
  ] as const)('%s', (_what, sportId, names, atLeast) => {
    expect(names.length).toBeGreaterThanOrEqual(atLeast);
    expect(unresolved('team', sportId, names)).toEqual([]);
  });

  it('J1, K League and the other leagues of the current list resolve as leagues', () => {
    const leagues = CURRENT.filter((r) => r.kind === 'league');
    const sportOf = (name: string) =>
      ['MLB', 'NPB', 'KBO League', 'CPBL'].includes(name)
        ? BASEBALL
        : name === 'NBA' || name === 'KBL'
          ? 18
          : name === 'V-League'
            ? 91
            : name === 'ATP'
              ? 13
              : SOCCER;
    const soccer = leagues.filter((r) => sportOf(r.name_en!) === SOCCER).map((r) => r.name_en!);
    expect(soccer).toEqual(expect.arrayContaining(['J1 League', 'K League 1', 'Premier League']));
    expect(unresolved('league', SOCCER, soccer)).toEqual([]);
    expect(unresolved('league', BASEBALL, ['MLB', 'NPB', 'KBO League', 'Korea KBO'])).toEqual([]);
  });

  it('gives the names the lists give where they are right', () => {
    for (const r of NPB) {
      expect(index.find('team', BASEBALL, r.officialName!)?.jp).toBe(r.jaOfficialName);
    }
    for (const r of KBO) expect(index.find('team', BASEBALL, r.short_ko!)?.kor).toBe(r.full_ko);
    expect(index.find('team', SOCCER, 'Hull')).toMatchObject({
      kor: '헐 시티',
      jp: 'ハル・シティ',
    });
    expect(index.find('team', SOCCER, 'West Brom')?.en).toBe('West Bromwich Albion');
    // The Japanese–Korean list's one wrong row.
    expect(index.find('team', BASEBALL, '千葉ロッテマリーンズ')?.kor).toBe('지바 롯데 마린스');
    expect(index.find('team', BASEBALL, 'SK Wyverns')?.kor).toBe('SK 와이번스');
  });
});

describe('names seed: building it', () => {
  it.each([
    [
      'Hull City|헐 시티|ハル・シティ|Hull',
      { en: 'Hull City', kor: '헐 시티', jp: 'ハル・シティ', aliases: ['Hull'] },
    ],
    ['Daegu FC|대구 FC||', { en: 'Daegu FC', kor: '대구 FC', jp: null, aliases: [] }],
    [
      ' Bayern Munich | | | Bayern ; FC Bayern ',
      { en: 'Bayern Munich', kor: null, jp: null, aliases: ['Bayern', 'FC Bayern'] },
    ],
  ])('reads %s', (line, parsed) => {
    expect(parseSeedLine(line)).toEqual(parsed);
  });

  it('refuses a line without an English name, and spellings for an entry that does not exist', () => {
    expect(() => parseSeedLine('|헐 시티||')).toThrow(/English name/);
    const list: SeedList = {
      kind: 'team',
      sportId: 1,
      source: 't',
      lines: ['Nowhere Town|||Nowhere'],
    };
    expect(() => seedEntries([list])).toThrow(/does not exist/);
  });

  it('adds a list line to the catalogue entry it names instead of a second entry', () => {
    const list: SeedList = {
      kind: 'team',
      sportId: 1,
      source: 't',
      lines: ['Man City|맨시티|マンC|City'],
    };
    const built = seedEntries([list]);
    const city = built.filter((e) => e.kind === 'team' && e.en === 'Manchester City');
    expect(city).toHaveLength(1);
    expect(city[0]!.kor).toBe('맨체스터 시티');
    expect(city[0]!.aliases).toEqual(expect.arrayContaining(['Man City', 'City']));
    expect(built.filter((e) => e.en === 'Man City')).toEqual([]);
  });

  it('holds each spelling once per entry', () => {
    for (const e of entries) {
      const keys = [e.en, ...e.aliases].map((n) => n.toLowerCase());
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('names seed: no spelling names two entries', () => {
  it('each spelling of a kind and sport belongs to one entry', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const e of entries) {
      for (const s of [e.en, ...e.aliases]) {
        const key = `${e.kind}:${e.sportId}:${s.toLowerCase()}`;
        const other = owner.get(key);
        if (other !== undefined && other !== e.en) clashes.push(`${key}: ${other} / ${e.en}`);
        owner.set(key, e.en);
      }
    }
    expect(clashes).toEqual([]);
  });
});
