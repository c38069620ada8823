/**
 * @module feed/simulator/catalogue/squad-layouts
 * What a squad looks like per sport: its slots (position code of engines/engine.ts and an
 * English position name) with the starters first in a sensible order, then the bench.
 */
import type { SportId } from '../../../../lib/domain/sports';

export interface Slot {
  code: string;
  name: string;
}

export interface SportLayout {
  slots: readonly Slot[];
  /** The first `starters` slots are the usual starting line-up. */
  starters: number;
  /** Squads have a random size in [minSize, slots.length], cutting bench slots. */
  minSize: number;
}

function slots(...groups: [code: string, name: string, count?: number][]): Slot[] {
  return groups.flatMap(([code, name, count = 1]) =>
    Array.from({ length: count }, () => ({ code, name })),
  );
}

function fixed(list: Slot[], starters: number): SportLayout {
  return { slots: list, starters, minSize: list.length };
}

/** Soccer 25: G 3, D 8, M 8, F 6; a 4-3-3 first. */
const SOCCER = fixed(
  slots(
    ['G', 'Goalkeeper'],
    ['D', 'Defender', 4],
    ['M', 'Midfielder', 3],
    ['F', 'Forward', 3],
    ['G', 'Goalkeeper', 2],
    ['D', 'Defender', 4],
    ['M', 'Midfielder', 5],
    ['F', 'Forward', 3],
  ),
  11,
);

/** Basketball 13–15: starting five PG, SG, SF, PF, C. */
const BASKETBALL: SportLayout = {
  slots: slots(
    ['G', 'Point Guard'],
    ['G', 'Shooting Guard'],
    ['F', 'Small Forward'],
    ['F', 'Power Forward'],
    ['C', 'Center'],
    ['G', 'Point Guard'],
    ['C', 'Center'],
    ['G', 'Shooting Guard'],
    ['F', 'Small Forward'],
    ['F', 'Power Forward'],
    ['G', 'Shooting Guard'],
    ['F', 'Small Forward'],
    ['C', 'Center'],
    ['G', 'Point Guard'],
    ['F', 'Power Forward'],
  ),
  starters: 5,
  minSize: 13,
};

/** Baseball 26: the nine of the batting order, 13 pitchers (5 starters), four on the bench. */
const BASEBALL = fixed(
  slots(
    ['OF', 'Center Fielder'],
    ['IF', 'Second Baseman'],
    ['OF', 'Right Fielder'],
    ['IF', 'First Baseman'],
    ['IF', 'Designated Hitter'],
    ['IF', 'Third Baseman'],
    ['OF', 'Left Fielder'],
    ['C', 'Catcher'],
    ['IF', 'Shortstop'],
    ['P', 'Starting Pitcher', 5],
    ['P', 'Relief Pitcher', 7],
    ['P', 'Closer'],
    ['C', 'Catcher'],
    ['IF', 'Infielder', 2],
    ['OF', 'Outfielder'],
  ),
  9,
);

/** Ice hockey 23: G 2, D 8, F 13; the first unit first. */
const ICE_HOCKEY = fixed(
  slots(
    ['G', 'Goaltender'],
    ['D', 'Defenceman', 2],
    ['F', 'Center'],
    ['F', 'Left Wing'],
    ['F', 'Right Wing'],
    ['G', 'Goaltender'],
    ['D', 'Defenceman', 6],
    ['F', 'Center', 3],
    ['F', 'Left Wing', 3],
    ['F', 'Right Wing', 4],
  ),
  6,
);

/** Volleyball 14: S 2, OH 4, MB 4, OP 2, L 2. */
const VOLLEYBALL = fixed(
  slots(
    ['S', 'Setter'],
    ['OH', 'Outside Hitter', 2],
    ['MB', 'Middle Blocker', 2],
    ['OP', 'Opposite'],
    ['L', 'Libero'],
    ['S', 'Setter'],
    ['OH', 'Outside Hitter', 2],
    ['MB', 'Middle Blocker', 2],
    ['OP', 'Opposite'],
    ['L', 'Libero'],
  ),
  7,
);

const HANDBALL_SEVEN: [string, string][] = [
  ['GK', 'Goalkeeper'],
  ['LW', 'Left Wing'],
  ['LB', 'Left Back'],
  ['CB', 'Centre Back'],
  ['RB', 'Right Back'],
  ['RW', 'Right Wing'],
  ['P', 'Pivot'],
];

/** Handball 16: two of each position, plus a third left back and pivot. */
const HANDBALL = fixed(
  slots(...HANDBALL_SEVEN, ...HANDBALL_SEVEN, ['LB', 'Left Back'], ['P', 'Pivot']),
  7,
);

/** American football 46 active: offence and defence starters, kicker, punter, then reserves. */
const AMERICAN_FOOTBALL = fixed(
  slots(
    ['QB', 'Quarterback'],
    ['RB', 'Running Back'],
    ['WR', 'Wide Receiver', 3],
    ['TE', 'Tight End'],
    ['OL', 'Offensive Lineman', 5],
    ['DL', 'Defensive Lineman', 4],
    ['LB', 'Linebacker', 3],
    ['CB', 'Cornerback', 2],
    ['S', 'Safety', 2],
    ['K', 'Kicker'],
    ['P', 'Punter'],
    ['QB', 'Quarterback'],
    ['RB', 'Running Back', 2],
    ['WR', 'Wide Receiver', 2],
    ['TE', 'Tight End', 2],
    ['OL', 'Offensive Lineman', 3],
    ['DL', 'Defensive Lineman', 4],
    ['LB', 'Linebacker', 3],
    ['CB', 'Cornerback', 3],
    ['S', 'Safety', 2],
  ),
  24,
);

/** League of Legends: the five roles and a substitute (role drawn per team). */
const ESPORTS = fixed(
  slots(
    ['TOP', 'Top Laner'],
    ['JGL', 'Jungler'],
    ['MID', 'Mid Laner'],
    ['ADC', 'Bot Laner'],
    ['SUP', 'Support'],
    ['SUB', 'Substitute'],
  ),
  5,
);

/** Tennis: the player alone. */
const TENNIS = fixed(slots(['P', 'Player']), 1);

export const LAYOUTS: Record<SportId, SportLayout> = {
  1: SOCCER,
  12: AMERICAN_FOOTBALL,
  13: TENNIS,
  16: BASEBALL,
  17: ICE_HOCKEY,
  18: BASKETBALL,
  78: HANDBALL,
  91: VOLLEYBALL,
  151: ESPORTS,
};
