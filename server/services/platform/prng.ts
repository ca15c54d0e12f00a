// The one deterministic pseudo-random generator: the demo seed (same data on every fresh database), the
// fuzz cases and the crash bench (a failing seed can be replayed).

/** mulberry32: numbers in [0, 1), the same sequence for the same seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
