/**
 * @module feed/simulator/catalogue/names-gamer
 * E-sports player names: a Korean real name around an invented in-game tag.
 */
import type { Rng } from '../rng';
import { personName } from './names';
import type { Names } from './types';

/** Invented in-game names; Korean and Japanese media write tags in Latin letters. */
export const GAMER_TAGS = [
  'Aether',
  'Blitz',
  'Crane',
  'Dawn',
  'Ember',
  'Frost',
  'Gale',
  'Haze',
  'Ion',
  'Jolt',
  'Kite',
  'Lumen',
  'Mist',
  'Nova',
  'Onyx',
  'Pulse',
  'Quill',
  'Sable',
  'Tide',
  'Umbra',
  'Vex',
  'Wisp',
  'Xeno',
  'Yuki',
  'Arc',
  'Bolt',
  'Cinder',
  'Drift',
  'Echo',
  'Flux',
  'Glint',
  'Hush',
  'Iris',
  'Jade',
  'Karma',
  'Lynx',
  'Mono',
  'Nyx',
  'Orbit',
  'Pixel',
  'Quasar',
  'Rift',
  'Spark',
  'Tempo',
  'Vanta',
  'Warden',
  'Zenith',
  'Halo',
  'Sage',
  'Nox',
  'Comet',
  'Dusk',
  'Fable',
  'Grit',
  'Helix',
  'Kaiju',
  'Loom',
  'Mirage',
  'Nimbus',
  'Prism',
  'Raven',
  'Shade',
  'Talon',
  'Vigil',
  'Wraith',
] as const;

/**
 * An e-sports player: Korean real name around an in-game tag, written as each language's
 * media do (Kim "Zest" Min-jun, 'Zest' 김민준, Zest（キム・ミンジュン）).
 */
export function gamerName(rng: Rng, cc: string, takenTags: Set<string>): Names {
  const person = personName(rng, cc, false);
  let tag: string = rng.pick(GAMER_TAGS);
  for (let i = 0; takenTags.has(tag) && i < 20; i++) tag = rng.pick(GAMER_TAGS);
  takenTags.add(tag);
  const [surname = '', ...given] = person.en.split(' ');
  return {
    en: `${surname} "${tag}" ${given.join(' ')}`.trim(),
    kr: `'${tag}' ${person.kr}`,
    jp: `${tag}（${person.jp}）`,
  };
}
