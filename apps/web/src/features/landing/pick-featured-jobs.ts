import type { PublicJob } from '@kakayahan/contracts';

/** A small seeded generator (mulberry32): the same seed always gives the same sequence. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Up to `count` jobs chosen at random (document 1 §9). The choice depends only on the seed and the
 * set of jobs, not on their order or on re-renders, so a background refresh does not reshuffle the
 * cards under the reader's eyes; a new page load brings a new seed and a new choice.
 */
export function pickFeaturedJobs(jobs: readonly PublicJob[], count: number, seed: number): PublicJob[] {
  const pool = [...jobs].sort((a, b) => a.post_id - b.post_id);
  const random = seededRandom(seed);
  // Partial Fisher–Yates: only the first `count` places need shuffling.
  const take = Math.min(count, pool.length);
  for (let i = 0; i < take; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    const picked = pool[j];
    const current = pool[i];
    if (picked && current) {
      pool[i] = picked;
      pool[j] = current;
    }
  }
  return pool.slice(0, take);
}

/** Tag text as the reader sees it: trimmed names separated by ", ". */
export function formatTags(tags: string): string {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .join(', ');
}
