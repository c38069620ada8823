/**
 * References → rows: league tabs and majors, season ids, team codes, squad positions, careers,
 * injuries, and the cache that writes each row once and never blanks it.
 */
import { describe, expect, it } from 'vitest';
import {
  isMajorLeague,
  leagueTab,
  rulesFor,
  seasonIdOf,
} from '../../../../src/server/feed/betsapi/league-facts';
import { careerPlayerRow, lineupOf } from '../../../../src/server/feed/betsapi/map-people';
import {
  countryRow,
  injuryRow,
  namedPlayerRow,
  shortName,
  squadPlayerRow,
} from '../../../../src/server/feed/betsapi/map-reference';
import { createReferenceCache } from '../../../../src/server/feed/betsapi/reference-cache';
import { lineupSchema } from '../../../../src/server/feed/betsapi/schemas/events';
import {
  injuryRowSchema,
  playerSchema,
  squadRowSchema,
} from '../../../../src/server/feed/betsapi/schemas/reference';
import { fixture } from '../../../fixtures/betsapi/server';

const results = (file: string) => (fixture(file) as { results: unknown }).results;

describe('league facts', () => {
  it.each([
    ['MLB', 16, 'mlb'],
    ['USA MLB', 16, 'mlb'],
    ['Korea KBO', 16, 'kbo'],
    ['Japan NPB', 16, 'npb'],
    ['NBA', 18, 'nba'],
    ['NBA Summer League', 18, null],
    ['Korea KBL', 18, 'kbl'],
    ['Korea WKBL', 18, 'wkbl'],
    ['Korea V-League Women', 91, 'vleague'],
    ['NHL', 17, 'nhl'],
    ['KHL', 17, 'khl'],
    ['Korea KBO', 1, null],
    ['England Premier League', 1, null],
  ] as const)('%s (sport %d) → tab %j', (name, sport, tab) => {
    expect(leagueTab(name, sport)).toBe(tab);
  });

  it.each([
    ['England Premier League', 1, true],
    ['UEFA Champions League', 1, true],
    ['England Championship', 1, false],
    ['Korea KBO', 16, true],
    ['Kenya Super League', 1, false],
  ] as const)('%s major: %j', (name, sport, major) => {
    expect(isMajorLeague(name, sport)).toBe(major);
  });

  it.each([
    [1, 'points', 3],
    [17, 'points', 2],
    [91, 'sets', 3],
    [16, 'pct', 1],
    [18, 'pct', 1],
  ] as const)('sport %d ranks by %s, %d for a win', (sport, ranking, win) => {
    expect(rulesFor(sport)).toMatchObject({ ranking, points: { win } });
  });

  it('derives one season id per league and start day', () => {
    expect(seasonIdOf(94, 1_599_782_400)).toBe(9_418_516);
    expect(seasonIdOf(94, 1_599_782_400 + 3_600)).toBe(9_418_516);
    expect(seasonIdOf(95, 1_599_782_400)).not.toBe(seasonIdOf(94, 1_599_782_400));
  });
});

describe('rows', () => {
  it.each([
    ['Man City', 'MAN'],
    ['1. FC Köln', '1FC'],
    ['FC Seoul', 'FCS'],
    ['울산 현대', '울산현'],
  ])('short name of %s is %s', (name, short) => {
    expect(shortName(name)).toBe(short);
  });

  it('names countries in three languages, unknown codes by their code', () => {
    expect(countryRow('kr')).toEqual({
      cc: 'kr',
      name: 'South Korea',
      kor: '대한민국',
      jp: '韓国',
    });
    expect(countryRow('zz')).toEqual({ cc: 'zz', name: 'ZZ', kor: 'ZZ', jp: 'ZZ' });
  });

  it('maps squad positions to the product codes', () => {
    const rows = (results('squad-man-city.json') as unknown[]).map((r) => squadRowSchema.parse(r));
    expect(
      rows.map((r) => squadPlayerRow(r, 708)).map((p) => [p.position, p.position_name, p.shirt]),
    ).toEqual([
      ['G', 'Goalkeeper', 31],
      ['M', 'Midfielder', 17],
      ['D', 'Defender', 14],
    ]);
  });

  it('turns a career into dated transfers', () => {
    const row = careerPlayerRow(playerSchema.parse(results('player-de-bruyne.json')), 708);
    expect(row).toMatchObject({ id: 40003, team_id: 708, birthdate: '1991-06-28', foot: 'Right' });
    expect(row.transfers).toEqual([
      {
        team_name: { name: 'Man City', kor: 'Man City', jp: 'Man City' },
        start: '2015-08-29',
        end: null,
        type_id: 1,
      },
      {
        team_name: { name: 'Wolfsburg', kor: 'Wolfsburg', jp: 'Wolfsburg' },
        start: '2014-01-13',
        end: '2015-08-28',
        type_id: 1,
      },
    ]);
  });

  it('reads injuries with 0 meaning no end date', () => {
    const row = injuryRowSchema.parse(
      (results('toplist.json') as { injuries: unknown[] }).injuries[0],
    );
    expect(injuryRow(row, 708, 94)).toEqual({
      player_id: 40010,
      team_id: 708,
      league_id: 94,
      start: 1_601_510_400,
      end: null,
      status_id: 1,
      missing: true,
      doubtful: false,
      comment: 'Knee Injury',
    });
  });

  it('lists starters before substitutes with shirt numbers', () => {
    const lineup = lineupSchema.parse(results('lineup.json'));
    const sides = lineupOf(lineup!);
    expect(sides.away.players.map((p) => [p.name, p.shirt, p.starting])).toEqual([
      ['Bernd Leno', 1, true],
      ['Hector Bellerin', 2, true],
      ['Thomas Partey', 18, true],
      ['Bukayo Saka', 7, false],
    ]);
    expect(lineupSchema.parse(results('lineup-none.json'))).toBeNull();
  });
});

describe('reference cache', () => {
  const city = { id: 708, name: 'Man City', cc: 'gb', image_id: '17' };

  it('hands each row out once, again only when it changes', () => {
    const refs = createReferenceCache();
    refs.league({ id: 94, name: 'England Premier League', cc: 'gb' }, 1);
    refs.team(city, 1, 'Etihad Stadium');
    const first = refs.take();
    expect(first?.countries?.map((c) => c.cc)).toEqual(['gb']);
    expect(first?.leagues?.[0]).toMatchObject({ id: 94, has_table: false, is_major: true });
    expect(first?.teams?.[0]).toMatchObject({ id: 708, stadium: 'Etihad Stadium', short: 'MAN' });
    refs.league({ id: 94, name: 'England Premier League', cc: 'gb' }, 1);
    refs.team(city, 1);
    expect(refs.take()).toBeNull();
    refs.setLeagueFlags(94, { has_table: true, has_toplist: true });
    expect(refs.take()?.leagues?.[0]).toMatchObject({ id: 94, has_table: true, has_toplist: true });
  });

  it('keeps what a squad said when a top list only names the player', () => {
    const refs = createReferenceCache();
    const squad = squadRowSchema.parse((results('squad-man-city.json') as unknown[])[1]);
    refs.player(squadPlayerRow(squad, 708));
    refs.take();
    refs.player(namedPlayerRow({ id: 40003, name: 'Kevin De Bruyne', cc: 'be' }, 708));
    expect(refs.take()).toBeNull();
    expect(refs.playerTeam(40003)).toBe(708);
  });
});
