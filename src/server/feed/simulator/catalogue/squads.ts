/**
 * @module feed/simulator/catalogue/squads
 * Deterministic squads: the same seed and team give the same players on every machine. Each
 * player gets a nationality from the league's mix or quota, a name in three languages, a free
 * shirt number, an age of 18–38 on 2026-01-01, a build typical of the position, a preferred
 * foot (soccer) and a career of 0–3 earlier clubs ending in the current, open-ended spell.
 * Player ids are `teamId * 100 + index`; the starters come first.
 */
import { createRng } from '../rng';
import type { Rng } from '../rng';
import { personName } from './names';
import { gamerName } from './names-gamer';
import { buildFor } from './squad-builds';
import { LAYOUTS } from './squad-layouts';
import type { Slot } from './squad-layouts';
import type { Mix, SquadMix } from './squad-mix';
import { pickShirt } from './squad-shirts';
import type { Names, PlayerDef, TeamDef } from './types';

export interface SquadContext {
  seed: string;
  team: TeamDef;
  mix: SquadMix;
  /** Clubs of the team's own league (earlier clubs of local players), the team excluded. */
  domestic: readonly TeamDef[];
  /** Other clubs of the sport, the team excluded. */
  abroad: readonly TeamDef[];
}

/** Ages are counted on this day (the start of the simulated calendar). */
const REFERENCE_YEAR = 2026;
const LOL_ROLES = ['TOP', 'JGL', 'MID', 'ADC', 'SUP'] as const;

function weighted(rng: Rng, mix: Mix): string {
  return rng.weighted(
    mix.map(([cc]) => cc),
    mix.map(([, weight]) => weight),
  );
}

/** Nationality per slot: quota slots first, the rest from the base mix. */
function nationalities(
  rng: Rng,
  slots: readonly Slot[],
  mix: SquadMix,
  starters: number,
): string[] {
  const result: (string | undefined)[] = slots.map(() => undefined);
  for (const quota of mix.quotas ?? []) {
    const open = slots
      .map((slot, index) => ({ slot, index }))
      .filter(({ slot, index }) => quota.codes.includes(slot.code) && result[index] === undefined)
      .filter(({ index }) => quota.pick !== 'starters' || index < starters)
      .map(({ index }) => index);
    for (let n = 0; n < quota.count && open.length > 0; n++) {
      const at = quota.pick === 'first' ? 0 : rng.int(0, open.length - 1);
      const [index] = open.splice(at, 1);
      if (index !== undefined) result[index] = weighted(rng, quota.mix);
    }
  }
  return result.map((cc) => cc ?? weighted(rng, mix.base));
}

function isoDate(year: number, dayOfYear: number): string {
  return new Date(Date.UTC(year, 0, dayOfYear)).toISOString().slice(0, 10);
}

/** Age in whole years on 1 January 2026, 18–38 (e-sports players are younger). */
function birthYear(rng: Rng, esports: boolean): number {
  const age = esports ? rng.normal(22, 2.5) : rng.normal(26.5, 4.2);
  const clamped = Math.min(esports ? 30 : 38, Math.max(18, Math.round(age)));
  return REFERENCE_YEAR - 1 - clamped;
}

function body(rng: Rng, build: readonly [number, number, number]): [number, number] {
  const [mean, sd, bmi] = build;
  const height = Math.round(
    Math.min(mean + 2.5 * sd, Math.max(mean - 2.5 * sd, rng.normal(mean, sd))),
  );
  const index = Math.min(bmi + 3, Math.max(bmi - 3, rng.normal(bmi, 1.2)));
  return [height, Math.round(index * (height / 100) ** 2)];
}

function foot(rng: Rng): PlayerDef['foot'] {
  return rng.weighted(['right', 'left', 'both'] as const, [75, 20, 5]);
}

/** Earlier clubs (0–3, some on loan) and the current spell, oldest first. */
function career(rng: Rng, ctx: SquadContext, born: number, local: boolean): PlayerDef['transfers'] {
  const debut = Math.min(REFERENCE_YEAR - 1, born + rng.int(17, 20));
  const joined = REFERENCE_YEAR - 1 - rng.int(0, Math.min(6, REFERENCE_YEAR - 1 - debut));
  const years: number[] = [];
  for (let y = debut; y < joined; y++) years.push(y);
  const earlier = Math.min(rng.int(0, 3), years.length);
  const starts = years
    .map((year) => ({ year, key: rng.next() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, earlier)
    .map(({ year }) => year)
    .sort((a, b) => a - b);
  const date = (year: number) => `${year}-${rng.chance(0.7) ? '07-01' : '01-15'}`;
  const dates = starts.map(date);
  const current = date(joined);
  const home = local ? 0.75 : 0.4;
  const spells: PlayerDef['transfers'] = dates.map((start, i) => {
    const list = rng.chance(home) && ctx.domestic.length > 0 ? ctx.domestic : ctx.abroad;
    const club = rng.pick(list.length > 0 ? list : ctx.domestic);
    return {
      teamName: club.names,
      start,
      end: dates[i + 1] ?? current,
      typeId: rng.chance(0.15) ? 8 : 1,
    };
  });
  spells.push({ teamName: ctx.team.names, start: current, end: null, typeId: 1 });
  return spells;
}

function uniqueName(rng: Rng, taken: Set<string>, make: () => Names): Names {
  let names = make();
  for (let i = 0; taken.has(names.en) && i < 10; i++) names = make();
  taken.add(names.en);
  return names;
}

/** A tennis player is their own one-person squad, with the real name and data. */
function soloSquad(team: TeamDef): PlayerDef[] {
  const me = team.individual;
  if (!me) return [];
  return [
    {
      id: team.id * 100,
      teamId: team.id,
      names: team.names,
      cc: team.cc,
      shirt: 1,
      position: 'P',
      positionName: 'Player',
      birthdate: me.birthdate,
      heightCm: me.height,
      weightKg: me.weight,
      foot: null,
      transfers: [],
    },
  ];
}

/**
 * The squad of a team, deterministic in (seed, team).
 * @example generateSquad({ seed: 'world-1', team, mix, domestic, abroad }).length // 25 for soccer
 */
export function generateSquad(ctx: SquadContext): PlayerDef[] {
  const { team } = ctx;
  if (team.sportId === 13) return soloSquad(team);
  const rng = createRng(`${ctx.seed}/squad/${team.id}`);
  const layout = LAYOUTS[team.sportId];
  const size = rng.int(layout.minSize, layout.slots.length);
  const slots = layout.slots.slice(0, size);
  const ccs = nationalities(rng, slots, ctx.mix, layout.starters);
  const esports = team.sportId === 151;
  const female = ctx.mix.female ?? false;
  const shirts = new Set<number>();
  const names = new Set<string>();
  const tags = new Set<string>();
  return slots.map((slot, index) => {
    const cc = ccs[index] ?? team.cc;
    const code = slot.code === 'SUB' ? rng.pick(LOL_ROLES) : slot.code;
    const born = birthYear(rng, esports);
    const [heightCm, weightKg] = body(rng, buildFor(team.sportId, code, female, cc));
    return {
      id: team.id * 100 + index,
      teamId: team.id,
      names: uniqueName(rng, names, () =>
        esports ? gamerName(rng, cc, tags) : personName(rng, cc, female),
      ),
      cc,
      shirt: pickShirt(rng, team.sportId, code, shirts),
      position: code,
      positionName: slot.name,
      birthdate: isoDate(born, rng.int(2, 365)),
      heightCm,
      weightKg,
      foot: team.sportId === 1 ? foot(rng) : null,
      transfers: career(rng, ctx, born, cc === team.cc),
    };
  });
}
