// Generated jobs and job seekers with realistic, varied text: category words and skills, everyday words,
// and a long tail of pseudo-words drawn with a Zipf law (as real vocabularies are). Seeded, so a run
// can be repeated.
import {
  DISABILITY_CATEGORIES,
  JOB_CATEGORIES,
  JOB_TYPES,
  type DisabilityCategory,
  type JobCategory,
} from '@kakayahan/contracts';
import { CATEGORY_WORDS, COMMON_WORDS, SENIORITY } from './vocabulary.js';

/** mulberry32: a small seeded generator. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const some = <T>(items: readonly T[], n: number): T[] => {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < n && copy.length > 0) out.push(copy.splice(int(copy.length), 1)[0] as T);
    return out;
  };
  return { next, int, pick, some, between: (min: number, max: number) => min + int(max - min + 1) };
}
export type Random = ReturnType<typeof createRandom>;

const SYLLABLES = 'ka ma la pa ta na sa ba ga da ri ko lu mi ne so tu bi ro ha'.split(' ');

/** Pseudo-words ("kamalu", "rinesa"…), the long tail of a vocabulary. */
function pseudoWords(random: Random, count: number): string[] {
  const words = new Set<string>();
  while (words.size < count) {
    const n = random.between(2, 4);
    words.add(Array.from({ length: n }, () => random.pick(SYLLABLES)).join(''));
  }
  return [...words];
}

/** Samples index i with probability ∝ 1 / (i + 1) (Zipf, s = 1) by inverting the harmonic CDF. */
function zipfSampler(random: Random, n: number): () => number {
  const cdf = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i += 1) {
    total += 1 / (i + 1);
    cdf[i] = total;
  }
  return () => {
    const x = random.next() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cdf[mid] ?? 0) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export interface GeneratedJob {
  title: string;
  description: string;
  skillsReq: string;
  category: JobCategory;
  jobType: string;
  location: string;
  tags: string[];
  disabilities: DisabilityCategory[];
}

const LOCATIONS = [
  'Quezon City',
  'Makati City',
  'Pasig City',
  'Cebu City',
  'Davao City',
  'Remote',
  'Iloilo City',
  'Baguio City',
];

export function createJobGenerator(random: Random) {
  const tail = pseudoWords(random, 5000);
  const zipf = zipfSampler(random, tail.length);

  const sentence = (words: string[]) => {
    const text = words.join(' ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };

  return (): GeneratedJob => {
    const category = random.pick(JOB_CATEGORIES);
    const words = CATEGORY_WORDS[category];
    const role = random.pick(words.roles);
    const seniority = random.pick(SENIORITY);
    const skills = random.some(words.skills, random.between(2, 5));
    if (random.next() < 0.25) skills.push(random.pick(CATEGORY_WORDS[random.pick(JOB_CATEGORIES)].skills));
    const sentences: string[] = [];
    const sentenceCount = random.between(3, 7);
    for (let s = 0; s < sentenceCount; s += 1) {
      const length = random.between(6, 12);
      const parts: string[] = [];
      for (let w = 0; w < length; w += 1) {
        const roll = random.next();
        if (roll < 0.3) parts.push(random.pick(COMMON_WORDS));
        else if (roll < 0.55) parts.push(random.pick(words.words));
        else if (roll < 0.62) parts.push(random.pick(words.skills).toLowerCase());
        else parts.push(tail[zipf()] ?? 'kamalu');
      }
      sentences.push(sentence(parts));
    }
    const tags = random.some(words.tags, random.between(1, Math.min(3, words.tags.length)));
    const disabilities = random.next() < 0.3 ? [] : random.some(DISABILITY_CATEGORIES, random.between(1, 3));
    return {
      title: seniority ? `${seniority} ${role}` : role,
      description: sentences.join(' '),
      skillsReq: skills.join(', '),
      category,
      jobType: random.pick(JOB_TYPES),
      location: random.pick(LOCATIONS),
      tags,
      disabilities,
    };
  };
}

export interface GeneratedSeeker {
  skills: string;
  preferences: string[];
  disability: DisabilityCategory;
}

/** A job seeker: skills from one or two categories in their own spelling, 1–5 preferences, a disability. */
export function generateSeeker(random: Random): GeneratedSeeker {
  const main = random.pick(JOB_CATEGORIES);
  const second = random.pick(JOB_CATEGORIES);
  const pool = [...CATEGORY_WORDS[main].skills, ...random.some(CATEGORY_WORDS[second].skills, 2)];
  const skills = random.some(pool, random.between(2, 8)).map((skill) => {
    const roll = random.next();
    if (roll < 0.25) return skill.toLowerCase();
    if (roll < 0.4) return `${skill} skills`;
    if (roll < 0.5) return `${skill} experience`;
    return skill;
  });
  const tagPool = [...new Set([...CATEGORY_WORDS[main].tags, ...CATEGORY_WORDS[second].tags])];
  return {
    skills: skills.join(', '),
    preferences: random.some(tagPool, random.between(1, Math.min(5, tagPool.length))),
    disability: random.pick(DISABILITY_CATEGORIES),
  };
}
