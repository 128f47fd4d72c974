/** A seeded pseudo-random source, so a card set is the same on every machine and every run. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** true with the given probability. */
  chance(probability: number): boolean;
  /** `length` random decimal digits. */
  digits(length: number): string;
}

/** mulberry32: tiny, fast and good enough for test data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('cannot pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
  };
}
