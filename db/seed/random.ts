/**
 * Deterministic pseudo-random numbers for the demo data (sfc32 seeded through splitmix32):
 * the same seed gives the same sequence on every machine, so the same seed gives the same database.
 */
export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Normally distributed (Box–Muller). */
  normal(mean: number, sd: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: ReadonlyArray<T>): T;
  shuffle<T>(items: ReadonlyArray<T>): Array<T>;
  /** An independent stream derived from this one and a label, so adding draws in one part of the
   * generator does not shift the numbers of another. */
  fork(label: string): Rng;
};

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function hashLabel(label: string): number {
  let h = 2166136261;
  for (let i = 0; i < label.length; i++) {
    h = Math.imul(h ^ label.charCodeAt(i), 16777619) >>> 0;
  }
  return h;
}

export function createRng(seed: number): Rng {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  function nextUint32(): number {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  }
  for (let i = 0; i < 12; i++) nextUint32();

  const rng: Rng = {
    next: () => nextUint32() / 4294967296,
    int: (min, max) => min + Math.floor(rng.next() * (max - min + 1)),
    range: (min, max) => min + rng.next() * (max - min),
    normal: (mean, sd) => {
      const u = 1 - rng.next();
      const v = rng.next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    chance: (p) => rng.next() < p,
    pick: (items) => {
      const item = items[Math.floor(rng.next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(rng.next() * (i + 1));
        const tmp = out[i] as (typeof out)[number];
        out[i] = out[j] as (typeof out)[number];
        out[j] = tmp;
      }
      return out;
    },
    fork: (label) => createRng((seed ^ hashLabel(label)) >>> 0),
  };
  return rng;
}
