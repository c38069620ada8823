/**
 * @module feed/simulator/engines/ice-hockey-rates
 * Ice hockey scoring model: shots on goal per clock second and the chance a shot goes in, by
 * strength, man advantage, overtime, empty net and score. The simulator draws from it and the
 * pricer integrates it, so odds and play agree.
 */
import { type HockeyState, type SideIndex, other } from './ice-hockey-rules';

/** Shots on goal per team per clock second at 5-on-5 (NHL ≈ 30 a game, a bit more on the PP). */
const SHOTS_PER_SECOND = 28.5 / 3600;
/** Share of 5-on-5 shots that beat the goalie (NHL even-strength save % ≈ .918). */
const SHOOTING_PCT = 0.088;
/** Minors per team per clock second while nobody is in the box (NHL ≈ 3 power plays a game). */
export const PENALTIES_PER_SECOND = 0.00102;
/** Penalty shots per team per clock second (NHL ≈ 1 in 25 games). */
export const PENALTY_SHOTS_PER_SECOND = 0.02 / 3600;
/** Whistles per clock second (offside, icing, frozen puck…): ≈ 55-60 face-offs a game. */
export const WHISTLES_PER_SECOND = 1 / 78;
/** Expected share of future clock time one side spends on the power play (for pricing). */
export const POWER_PLAY_SHARE = 0.085;

/** What changes a side's shooting at one moment. */
export interface Situation {
  /** +1 on the power play, -1 short-handed, 0 at even strength. */
  manUp: -1 | 0 | 1;
  overtime: boolean;
  /** This side pulled its goalie for an extra attacker. */
  ownNetEmpty: boolean;
  /** The opponent's net is empty: every shot on goal goes in. */
  oppNetEmpty: boolean;
  /** Own goals minus the opponent's. */
  lead: number;
  /** In the third period, where trailing teams push hardest. */
  late: boolean;
}

export interface ShotModel {
  /** Shots on goal per clock second. */
  shots: number;
  /** Probability that a shot on goal scores. */
  pct: number;
}

/**
 * A side's 5-on-5 shooting from its strength, worked out once per match (pow is the costly
 * part of a tick).
 * @example baseShots(1, 1) // { shots: 0.0079, pct: 0.088 }
 */
export function baseShots(strength: number, goalScale: number): ShotModel {
  // Split the strength between volume and finishing, so better teams both shoot more and
  // score more per shot, as shot and save-percentage splits show.
  return {
    shots: SHOTS_PER_SECOND * strength ** 0.6,
    pct: SHOOTING_PCT * strength ** 0.4 * goalScale,
  };
}

/**
 * Shots and finishing of one side in a situation.
 * @example shotModel(baseShots(1, 1), { manUp: 1, overtime: false, ownNetEmpty: false, oppNetEmpty: false, lead: 0, late: false })
 */
export function shotModel(base: ShotModel, sit: Situation): ShotModel {
  let shots = base.shots;
  let pct = base.pct;
  if (sit.overtime) {
    // 3-on-3 leaves open ice: about 60 % of NHL overtimes end inside five minutes.
    shots *= 1.5;
    pct *= 1.4;
  }
  if (sit.manUp > 0) {
    shots *= 1.8;
    pct *= 1.45;
  } else if (sit.manUp < 0) {
    shots *= 0.3;
    pct *= 1.25;
  }
  // Score effects: the trailing side attacks, the leader sits back.
  if (sit.lead < 0) shots *= 1 + (sit.late ? 0.16 : 0.08) * Math.min(-sit.lead, 2);
  else if (sit.lead > 0) shots *= 1 - (sit.late ? 0.1 : 0.05) * Math.min(sit.lead, 2);
  if (sit.ownNetEmpty) {
    shots *= 1.6;
    pct *= 1.1;
  }
  if (sit.oppNetEmpty) {
    // The leader mostly clears the puck; what reaches the empty net goes in.
    shots *= 0.55;
    pct = 1;
  }
  return { shots, pct: Math.min(pct, 1) };
}

/** The situation of `side` in the state as it stands. */
export function situationOf(s: HockeyState, side: SideIndex): Situation {
  const opp = other(side);
  const penalised = s.penalty?.side;
  return {
    manUp: penalised === undefined ? 0 : penalised === side ? -1 : 1,
    overtime: s.period === 4,
    ownNetEmpty: s.pulled[side],
    oppNetEmpty: s.pulled[opp],
    lead: s.score[side] - s.score[opp],
    late: s.period >= 3,
  };
}

/** Shot model of `side` now. */
export function currentShots(s: HockeyState, side: SideIndex): ShotModel {
  return shotModel(s.base[side], situationOf(s, side));
}

/** Goals per clock second of `side` in a situation. */
export function goalRate(s: HockeyState, side: SideIndex, sit: Situation): number {
  const m = shotModel(s.base[side], sit);
  return m.shots * m.pct;
}
