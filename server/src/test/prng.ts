/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on every machine, so
 * generated test files and benchmark data are identical from run to run. Returns numbers in [0, 1).
 */
export function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
