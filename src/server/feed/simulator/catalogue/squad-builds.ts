/**
 * @module feed/simulator/catalogue/squad-builds
 * Typical height and build per sport and position, adjusted for women's leagues and for
 * Korean and Japanese players.
 */
import type { SportId } from '../../../../lib/domain/sports';

/** Mean height (cm), its spread, and body-mass index by sport and position code (men). */
type Build = readonly [height: number, sd: number, bmi: number];

const BUILD: Record<SportId, Record<string, Build>> = {
  1: { G: [190, 4, 23.5], D: [184, 5, 23], M: [178, 5, 22.5], F: [180, 6, 23] },
  12: {
    QB: [191, 3, 28.5],
    RB: [180, 4, 31],
    WR: [185, 5, 27],
    TE: [196, 3, 31],
    OL: [196, 3, 38],
    DL: [193, 4, 35.5],
    LB: [188, 3, 32],
    CB: [181, 4, 27],
    S: [183, 4, 28],
    K: [185, 4, 26.5],
    P: [189, 4, 27],
  },
  13: { P: [186, 6, 23] },
  16: { P: [189, 5, 26.5], C: [182, 4, 27.5], IF: [181, 5, 26], OF: [183, 5, 25.5] },
  17: { G: [189, 4, 25], D: [188, 4, 26], F: [184, 4, 25.5] },
  18: { G: [191, 5, 24], F: [202, 4, 24.5], C: [210, 4, 25.5] },
  78: {
    GK: [193, 4, 26],
    LW: [183, 4, 24.5],
    RW: [183, 4, 24.5],
    LB: [195, 4, 26],
    RB: [193, 4, 26],
    CB: [188, 4, 25],
    P: [196, 4, 28.5],
  },
  91: {
    S: [190, 5, 23],
    OH: [197, 5, 23.5],
    MB: [203, 4, 23.5],
    OP: [200, 5, 24],
    L: [182, 5, 23],
  },
  151: {
    TOP: [176, 6, 21.5],
    JGL: [175, 6, 21.5],
    MID: [175, 6, 21.5],
    ADC: [175, 6, 21.5],
    SUP: [175, 6, 21.5],
    SUB: [175, 6, 21.5],
  },
};

/**
 * The build for a slot: women in basketball and volleyball are about 13 cm shorter and
 * lighter; Korean and Japanese players a little shorter than the European/American means.
 */
export function buildFor(sportId: SportId, code: string, female: boolean, cc: string): Build {
  const [height, sd, bmi] = BUILD[sportId][code] ?? [182, 6, 23];
  const tall = sportId === 18 || sportId === 91;
  const asian = cc === 'kr' || cc === 'jp';
  const shift = (female ? -13 : 0) + (asian ? (tall ? -6 : -3) : 0);
  return [height + shift, sd, bmi - (female ? 2 : 0)];
}
