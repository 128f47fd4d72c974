import { SKILLS_MAX, splitCommaList } from '@kakayahan/contracts';
import { z } from 'zod';
import { phraseOf, stemsOf } from './text-terms.js';

/** What a job seeker's recommendations start from, as read from their account, profile and preferences. */
export interface SeekerProfile {
  /** employee_profiles.skills, comma-separated ("" without a profile). */
  skillsText: string;
  preferences: readonly { tagId: number; name: string }[];
  /** The declared disability category, with its disability tag id (null when no tag has that name). */
  disability: { tagId: number | null; name: string } | null;
}

/** The most query terms one request scores with (bounds the work of a person with very many skills). */
export const MAX_QUERY_TERMS = 48;
/** Weight of the disability's words in the score: the disability is a filter first, a hint second. */
const DISABILITY_TERM_WEIGHT = 0.5;

const phraseSchema = z.object({ stems: z.array(z.string()), joined: z.string() });

/** The precomputed query (stored as JSON in recommendation_seekers.query). */
export const seekerQuerySchema = z.object({
  /** Each skill in the person's spelling, with the phrase the matcher compares. */
  skills: z.array(z.object({ label: z.string(), phrase: phraseSchema })),
  preferences: z.array(z.object({ tagId: z.number().int(), name: z.string() })),
  disability: z.object({ tagId: z.number().int().nullable(), name: z.string() }).nullable(),
  /** Distinct stems with their query weight; `fromSkill` marks the stems that gather candidates. */
  terms: z.array(z.object({ term: z.string(), weight: z.number(), fromSkill: z.boolean() })),
});
export type SeekerQuery = z.infer<typeof seekerQuerySchema>;

/** Builds the query once, when the profile changes; requests only read it. */
export function buildSeekerQuery(profile: SeekerProfile): SeekerQuery {
  const skills = splitCommaList(profile.skillsText)
    .slice(0, SKILLS_MAX)
    .flatMap((label) => {
      const phrase = phraseOf(label);
      return phrase ? [{ label, phrase }] : [];
    });
  const terms = new Map<string, { weight: number; fromSkill: boolean }>();
  const add = (term: string, weight: number, fromSkill: boolean) => {
    const known = terms.get(term);
    if (known) {
      known.weight = Math.max(known.weight, weight);
      known.fromSkill ||= fromSkill;
    } else if (terms.size < MAX_QUERY_TERMS) {
      terms.set(term, { weight, fromSkill });
    }
  };
  for (const skill of skills) for (const term of skill.phrase.stems) add(term, 1, true);
  for (const preference of profile.preferences) for (const term of stemsOf(preference.name)) add(term, 1, false);
  if (profile.disability) for (const term of stemsOf(profile.disability.name)) add(term, DISABILITY_TERM_WEIGHT, false);
  return {
    skills,
    preferences: profile.preferences.map(({ tagId, name }) => ({ tagId, name })),
    disability: profile.disability ? { ...profile.disability } : null,
    terms: [...terms].map(([term, value]) => ({ term, ...value })),
  };
}

/** A person with neither skills nor preferences gets no recommendations (an empty list, not an error). */
export function isEmptyQuery(query: SeekerQuery): boolean {
  return query.skills.length === 0 && query.preferences.length === 0;
}
