/**
 * @module feed/simulator/catalogue/tennis-field
 * The rest of a tour's draw below its 32 named players: a Grand Slam draw holds 128 and a
 * Masters 1000 or WTA 1000 draw 96, so the field is filled with generated players of the
 * nations that fill real draws, ranked below the named ones. Static, like the named players:
 * the same field whatever the world's seed.
 */
import { createRng } from '../rng';
import { hasFemaleNames, personName } from './names';
import type { TeamDef } from './types';

/** Nations in rough proportion to their share of main-draw places. */
const NATIONS = [
  ...['us', 'us', 'us', 'fr', 'fr', 'es', 'es', 'it', 'it', 'de', 'ar', 'au', 'gb', 'cz'],
  ...['ru', 'rs', 'jp', 'kr', 'br', 'nl', 'ca', 'pl', 'kz', 'ua', 'hr', 'be', 'ch', 'gr'],
];

interface Tour {
  /** Id of the first generated player (the named ones keep theirs). */
  firstId: number;
  female: boolean;
  color: string;
  /** Rating of the best generated player, just below the last named one. */
  topRating: number;
}

function birthdate(rng: ReturnType<typeof createRng>): string {
  const year = rng.int(1993, 2006);
  const month = String(rng.int(1, 12)).padStart(2, '0');
  const day = String(rng.int(1, 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Three capitals of the last name, in plain Latin letters ("Đorđević" → "DOR"). */
function shortCode(name: string): string {
  const last = name.split(' ').at(-1) ?? name;
  const plain = last
    .replace(/[Đđ]/g, 'D')
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '');
  return plain.slice(0, 3).toUpperCase().padEnd(3, 'X');
}

/**
 * `count` generated players of a tour, best first, their ratings falling from `topRating`
 * by about 2 points a place (a 128 draw's last entrant about 190 below its 32nd).
 * @example tourField('atp', { firstId: 7201, female: false, color: '#1d3f73', topRating: 1440 }, 96).length // 96
 */
export function tourField(name: string, tour: Tour, count: number): TeamDef[] {
  const rng = createRng(`tennis-field/${name}`);
  const nations = tour.female ? NATIONS.filter(hasFemaleNames) : NATIONS;
  const taken = new Set<string>();
  const out: TeamDef[] = [];
  for (let i = 0; i < count; i++) {
    const cc = rng.pick(nations);
    let names = personName(rng, cc, tour.female);
    while (taken.has(names.en)) names = personName(rng, cc, tour.female);
    taken.add(names.en);
    const height = tour.female ? rng.int(163, 185) : rng.int(175, 198);
    out.push({
      id: tour.firstId + i,
      sportId: 13,
      cc,
      names,
      short: shortCode(names.en),
      color: tour.color,
      kitColor: '#ffffff',
      rating: Math.round(tour.topRating - i * 2 - rng.int(0, 4)),
      individual: {
        birthdate: birthdate(rng),
        height,
        weight: Math.round(height * (tour.female ? 0.36 : 0.42) + rng.int(-4, 4)),
        hand: rng.chance(0.13) ? 'left' : 'right',
      },
    });
  }
  return out;
}
