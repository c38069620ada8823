/**
 * @module feed/simulator/catalogue/e-leagues
 * Console leagues of the sports whose real competitions pause (off-season, night hours):
 * baseball, ice hockey, volleyball, handball, tennis and American football, played around the
 * clock like e-soccer and e-basketball, so that a fresh install has a match in play in every
 * sport at any hour of the year. Competitors are "club (gamer)", made from the first twelve
 * clubs (or players) of a real league of the sport with invented gamer tags: with eight, a day
 * of matches running shorter than planned left minutes with none in play.
 */
import type { SportId } from '../../../../lib/domain/sports';
import type { CatalogueSection } from './define';
import { leagueDef } from './define';
import { GAMER_TAGS } from './names-gamer';
import type { LeagueDef, TeamDef } from './types';

interface ELeagueInput {
  id: number;
  /** The real league whose clubs the gamers play as. */
  from: number;
  names: readonly [string, string, string];
}

const E_LEAGUES: readonly ELeagueInput[] = [
  {
    id: 211,
    from: 201,
    names: ['Ebaseball Battle League', 'E-야구 배틀 리그', 'e野球 バトルリーグ'],
  },
  {
    id: 411,
    from: 403,
    names: ['Evolleyball Battle League', 'E-배구 배틀 리그', 'eバレーボール バトルリーグ'],
  },
  {
    id: 511,
    from: 501,
    names: ['Ehockey Battle League', 'E-아이스하키 배틀 리그', 'eアイスホッケー バトルリーグ'],
  },
  {
    id: 611,
    from: 601,
    names: ['Ehandball Battle League', 'E-핸드볼 배틀 리그', 'eハンドボール バトルリーグ'],
  },
  {
    id: 711,
    from: 701,
    names: ['Etennis Battle League', 'E-테니스 배틀 리그', 'eテニス バトルリーグ'],
  },
  {
    id: 811,
    from: 801,
    names: [
      'E-American Football Battle League',
      'E-미식축구 배틀 리그',
      'eアメリカンフットボール バトルリーグ',
    ],
  },
];

const COMPETITORS = 12;

/** The gamer playing as `club`: a new competitor id in the league's own range. */
function gamerSide(club: TeamDef, leagueId: number, slot: number): TeamDef {
  const tag = GAMER_TAGS[(leagueId + slot * 7) % GAMER_TAGS.length]!;
  const side: TeamDef = {
    ...club,
    id: leagueId * 100 + slot + 1,
    names: {
      en: `${club.names.en} (${tag})`,
      kr: `${club.names.kr} (${tag})`,
      jp: `${club.names.jp} (${tag})`,
    },
  };
  delete side.stadium;
  return side;
}

function eLeague(input: ELeagueInput, real: LeagueDef, sides: TeamDef[]): LeagueDef {
  const tennis = real.sportId === (13 satisfies SportId);
  return leagueDef({
    id: input.id,
    sportId: real.sportId,
    cc: 'wo',
    names: input.names,
    format: real.format,
    kind: tennis ? 'tournament' : 'league',
    hasTable: !tennis,
    hasTopList: false,
    rules: { ...real.rules, meetings: 2 },
    teamIds: sides.map((side) => side.id),
    virtual: true,
  });
}

/**
 * The e-leagues made from the real leagues of `sections`.
 * @example eLeaguesOf([BASEBALL, …]).leagues.map((l) => l.id) // [211, 411, 511, 611, 711, 811]
 */
export function eLeaguesOf(sections: readonly CatalogueSection[]): CatalogueSection {
  const leagues = new Map(sections.flatMap((s) => s.leagues).map((l) => [l.id, l]));
  const teams = new Map(sections.flatMap((s) => s.teams).map((t) => [t.id, t]));
  const out: CatalogueSection = { leagues: [], teams: [] };
  for (const input of E_LEAGUES) {
    const real = leagues.get(input.from);
    if (!real) throw new Error(`e-league ${input.id}: no league ${input.from} to play as`);
    const clubs = real.teamIds.slice(0, COMPETITORS).flatMap((id) => teams.get(id) ?? []);
    const sides = clubs.map((club, slot) => gamerSide(club, input.id, slot));
    out.teams.push(...sides);
    out.leagues.push(eLeague(input, real, sides));
  }
  return out;
}
