/**
 * @module feed/simulator/world
 * The simulated world's reference data and squads: the catalogue as feed records, player
 * references for the engines, line-ups, and a few injuries per club for the top lists.
 */
import { SPORT_NAMES, type SportId } from '../../../lib/domain/sports';
import type { Side } from '../../../lib/domain/match';
import type { PlayerRef, SideSetup } from './engines/engine';
import type { Catalogue, LeagueDef, PlayerDef, TeamDef } from './catalogue/types';
import { createRng } from './rng';
import type { SeasonPlan } from './schedule';
import type { LineupSide, ReferenceData } from '../updates';

const DAY_S = 86_400;

const INJURIES = [
  'Hamstring Injury',
  'Knee Injury',
  'Ankle Injury',
  'Muscle Injury',
  'Groin Strain',
  'Calf Injury',
  'Illness',
  'Back Injury',
];

export function playerRefs(squad: readonly PlayerDef[]): PlayerRef[] {
  return squad.map((p) => ({ id: p.id, name: p.names.en, position: p.position, shirt: p.shirt }));
}

export function sideSetup(team: TeamDef, catalogue: Catalogue): SideSetup {
  return {
    teamId: team.id,
    name: team.names.en,
    rating: team.rating,
    players: playerRefs(catalogue.squad(team.id)),
  };
}

/** Reference records for the whole catalogue (written once per start; upserts are idempotent). */
export function catalogueReference(catalogue: Catalogue, seed: string, now: number): ReferenceData {
  const sports = [...new Set(catalogue.leagues.map((l) => l.sportId))];
  const players = catalogue.teams.flatMap((t) => catalogue.squad(t.id));
  return {
    countries: catalogue.countries.map((c) => ({
      cc: c.cc,
      name: c.names.en,
      kor: c.names.kr,
      jp: c.names.jp,
    })),
    sports: sports.map((id) => ({
      id,
      name: SPORT_NAMES[id].en,
      kor: SPORT_NAMES[id].kr,
      jp: SPORT_NAMES[id].jp,
    })),
    leagues: catalogue.leagues.map((l) => ({
      id: l.id,
      sport_id: l.sportId,
      cc: l.cc,
      name: l.names.en,
      kor: l.names.kr,
      jp: l.names.jp,
      tab: l.tab ?? null,
      format: l.format,
      is_major: l.major,
      kind: l.kind,
      has_table: l.hasTable,
      has_toplist: l.hasTopList,
      rules: l.rules,
    })),
    teams: catalogue.teams.map((t) => ({
      id: t.id,
      sport_id: t.sportId,
      cc: t.cc,
      name: t.names.en,
      kor: t.names.kr,
      jp: t.names.jp,
      short: t.short,
      color: t.color,
      kit_color: t.kitColor,
      rating: t.rating,
      stadium: t.stadium ?? null,
      image_id: null,
      individual: t.individual ?? null,
    })),
    players: players.map((p) => ({
      id: p.id,
      team_id: p.teamId,
      cc: p.cc,
      name: p.names.en,
      kor: p.names.kr,
      jp: p.names.jp,
      shirt: p.shirt,
      position: p.position,
      position_name: p.positionName,
      birthdate: p.birthdate,
      height: p.heightCm,
      weight: p.weightKg,
      foot: p.foot,
      transfers: p.transfers.map((t) => ({
        team_name: { name: t.teamName.en, kor: t.teamName.kr, jp: t.teamName.jp },
        start: t.start,
        end: t.end,
        type_id: t.typeId,
      })),
    })),
    books: catalogue.books.map((b) => ({
      id: b.id,
      name: b.names.en,
      kor: b.names.kr,
      jp: b.names.jp,
      payout: b.payout,
    })),
    injuries: injuries(catalogue, seed, now),
  };
}

/** A few current injuries per club of leagues with top lists (spec §3 injuries rows). */
function injuries(
  catalogue: Catalogue,
  seed: string,
  now: number,
): NonNullable<ReferenceData['injuries']> {
  const out: NonNullable<ReferenceData['injuries']> = [];
  const nowS = Math.floor(now / 1000);
  // Re-drawn weekly so the list changes while the app runs, yet is stable within a week.
  const week = Math.floor(nowS / (7 * DAY_S));
  for (const league of catalogue.leagues.filter((l) => l.hasTopList)) {
    for (const teamId of league.teamIds) {
      const rng = createRng(`${seed}/injuries/${teamId}/${week}`);
      const squad = catalogue.squad(teamId);
      const count = rng.weighted([0, 1, 2, 3], [3, 4, 2, 1]);
      for (let i = 0; i < count && squad.length > 0; i++) {
        const player = rng.pick(squad);
        const start = week * 7 * DAY_S - rng.int(0, 40) * DAY_S;
        const doubtful = rng.chance(0.3);
        out.push({
          player_id: player.id,
          team_id: teamId,
          league_id: league.id,
          start,
          end: rng.chance(0.8) ? start + rng.int(7, 90) * DAY_S : null,
          status_id: doubtful ? 2 : 1,
          missing: !doubtful,
          doubtful,
          comment: rng.pick(INJURIES),
        });
      }
    }
  }
  // One player cannot have two injuries starting the same second.
  const seen = new Set<string>();
  return out.filter((i) => {
    const key = `${i.player_id}/${i.start}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Season records with their teams. */
export function seasonReference(
  plans: readonly SeasonPlan[],
  leagues: ReadonlyMap<number, LeagueDef>,
): ReferenceData {
  return {
    seasons: plans.map((p) => ({
      id: p.id,
      league_id: p.leagueId,
      name: p.name,
      start_time: Math.floor(p.start / 1000),
      end_time: Math.floor(p.end / 1000),
      team_ids: leagues.get(p.leagueId)?.teamIds ?? [],
    })),
  };
}

const FORMATIONS = ['4-3-3', '4-2-3-1', '4-4-2', '3-5-2', '3-4-3', '4-1-4-1'];
const STARTERS: Partial<Record<SportId, number>> = {
  1: 11,
  18: 5,
  16: 9,
  17: 18,
  91: 7,
  78: 7,
  12: 22,
  151: 5,
};

/**
 * The starting line-up and bench of one side: a formation and starters picked by position
 * (soccer: a goalkeeper, then the formation's lines), the rest on the bench.
 */
export function lineupFor(
  sportId: SportId,
  squad: readonly PlayerDef[],
  seed: string,
  side: Side,
): LineupSide {
  const rng = createRng(`${seed}/lineup/${side}`);
  const count = STARTERS[sportId] ?? Math.min(11, squad.length);
  let starters: PlayerDef[];
  let formation: string | null = null;
  if (sportId === 1) {
    formation = rng.pick(FORMATIONS);
    const lines = formation.split('-').map(Number);
    const defenders = lines[0] ?? 4;
    const forwards = lines.at(-1) ?? 3;
    const midfielders = lines.slice(1, -1).reduce((sum, n) => sum + n, 0);
    const pick = (pos: string, n: number) => squad.filter((p) => p.position === pos).slice(0, n);
    starters = [
      ...pick('G', 1),
      ...pick('D', defenders),
      ...pick('M', midfielders),
      ...pick('F', forwards),
    ];
  } else {
    starters = squad.slice(0, count);
  }
  const ids = new Set(starters.map((p) => p.id));
  const bench = squad.filter((p) => !ids.has(p.id)).slice(0, sportId === 1 ? 9 : 12);
  const entry = (p: PlayerDef, starting: boolean) => ({
    playerId: p.id,
    name: p.names.en,
    shirt: p.shirt,
    pos: p.positionName,
    starting,
  });
  return {
    formation,
    players: [...starters.map((p) => entry(p, true)), ...bench.map((p) => entry(p, false))],
  };
}
