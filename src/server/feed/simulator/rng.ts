/**
 * @module feed/simulator/rng
 * A seeded random source (sfc32 over a cyrb128 hash of the seed): the same seed gives the same
 * sequence on every machine, so `SIM_SEED` gives the same world. Never use Math.random in the
 * simulator.
 */

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element, uniformly. Throws on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element with the given non-negative weights. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** Normal deviate (Box–Muller). */
  normal(mean?: number, sd?: number): number;
  /** Poisson count with mean lambda (Knuth for small lambda, normal approximation above 30). */
  poisson(lambda: number): number;
  /** Exponential waiting time with the given rate (events per unit). */
  exponential(rate: number): number;
  /** An independent stream derived from this one's seed and a label (stable across calls). */
  fork(label: string): Rng;
  /** The seed this stream was created from. */
  readonly seed: string;
}

/**
 * @example const rng = createRng('world-1'); rng.int(1, 6) // same number on every run
 */
export function createRng(seed: string | number): Rng {
  const seedText = String(seed);
  let [a, b, c, d] = cyrb128(seedText);
  const next = (): number => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Discard the first outputs: sfc32 mixes poorly right after seeding.
  for (let i = 0; i < 15; i++) next();
  let spare: number | null = null;

  const rng: Rng = {
    seed: seedText,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('rng.pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (items, weights) => {
      const total = weights.reduce((s, w) => s + w, 0);
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i]!;
        if (r < 0) return items[i]!;
      }
      return items[items.length - 1]!;
    },
    normal: (mean = 0, sd = 1) => {
      if (spare !== null) {
        const value = spare;
        spare = null;
        return mean + sd * value;
      }
      let u = 0;
      while (u === 0) u = next();
      const v = next();
      const r = Math.sqrt(-2 * Math.log(u));
      spare = r * Math.sin(2 * Math.PI * v);
      return mean + sd * r * Math.cos(2 * Math.PI * v);
    },
    poisson: (lambda) => {
      if (lambda <= 0) return 0;
      if (lambda > 30) return Math.max(0, Math.round(rng.normal(lambda, Math.sqrt(lambda))));
      const limit = Math.exp(-lambda);
      let k = 0;
      let p = next();
      while (p > limit) {
        k++;
        p *= next();
      }
      return k;
    },
    exponential: (rate) => -Math.log(1 - next()) / rate,
    fork: (label) => createRng(`${seedText}/${label}`),
  };
  return rng;
}
