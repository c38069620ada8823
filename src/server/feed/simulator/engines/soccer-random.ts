/**
 * @module feed/simulator/engines/soccer-random
 * The soccer engine's own random stream, kept as four integers inside the match state, so a
 * saved state resumes exactly where it stopped whatever the caller did with its own stream.
 */
import type { Rng } from '../rng';

/** The sfc32 registers as stored in the state (JSON-friendly). */
export type StreamState = [number, number, number, number];

/**
 * A live sfc32 generator (as in rng.ts) over a copy of saved registers; `save()` gives them
 * back for the next state. A class, not closures: one is opened per `step` call, thousands of
 * times a match.
 * @example const s = new Stream(state.rng); s.chance(0.5); next.rng = s.save();
 */
export class Stream {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(saved: StreamState) {
    [this.a, this.b, this.c, this.d] = saved;
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Uniform in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Index chosen with the given non-negative weights. */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i]!;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** Exponential with the given mean. */
  exp(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  save(): StreamState {
    return [this.a, this.b, this.c, this.d];
  }
}

/**
 * Seeds the registers from the match's rng (only init uses the caller's stream).
 * @example seedStream(createRng('m-1')) // [n, n, n, n]
 */
export function seedStream(rng: Rng): StreamState {
  return [0, 0, 0, 0].map(() => Math.floor(rng.next() * 4294967296) | 0) as StreamState;
}
