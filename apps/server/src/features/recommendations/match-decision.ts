import type { MatchColor, MatchReason } from '@kakayahan/contracts';
import type { SeekerQuery } from './seeker-query.js';
import { phraseOccursIn, tokenize, type Token } from './text-terms.js';

/** What the decision reads of a job. */
export interface JobForMatching {
  title: string;
  description: string;
  skillsReq: string;
  tagNames: readonly string[];
  /** Empty: the job is open to every disability. */
  disabilityNames: readonly string[];
}

export interface MatchDecision {
  color: MatchColor;
  /** Why it matches; the work needs it meets are added when the list is answered (they rank nothing). */
  match: Omit<MatchReason, 'workplace'>;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The matching rule of document 2 §9, decided exactly for one job. A job must suit the person's disability
 * (it names it, or names none and so is open to all) and match at least one skill or preference:
 * Green = skills and preferences, Yellow = skills only, Red = preferences only. Null: not recommended.
 * A skill matches when its words occur, in order, in the job's title, one of its required skills or its
 * description (wording-tolerant: case, punctuation, plurals and suffixes, "skills" and similar filler).
 */
export function decideMatch(
  seeker: Pick<SeekerQuery, 'skills' | 'preferences' | 'disability'>,
  job: JobForMatching,
): MatchDecision | null {
  const disability = disabilityFit(seeker.disability?.name ?? null, job.disabilityNames);
  if (!disability) return null;
  const preferences = seeker.preferences
    .filter((preference) => job.tagNames.some((name) => sameName(name, preference.name)))
    .map((preference) => preference.name);
  const skills = matchedSkills(seeker.skills, job);
  const color = colorOf(skills.length > 0, preferences.length > 0);
  return color ? { color, match: { skills, preferences, disability } } : null;
}

/** "tagged" when the job names the person's disability, "open" when it names none, else null. */
export function disabilityFit(
  disabilityName: string | null,
  jobDisabilityNames: readonly string[],
): MatchReason['disability'] | null {
  if (jobDisabilityNames.length === 0) return 'open';
  if (disabilityName && jobDisabilityNames.some((name) => sameName(name, disabilityName))) return 'tagged';
  return null;
}

/** The colour of document 2 §9 (disability already matched), or null when neither skills nor preferences match. */
export function colorOf(hasSkills: boolean, hasPreferences: boolean): MatchColor | null {
  if (hasSkills && hasPreferences) return 'Green';
  if (hasSkills) return 'Yellow';
  if (hasPreferences) return 'Red';
  return null;
}

function matchedSkills(skills: SeekerQuery['skills'], job: JobForMatching): string[] {
  if (skills.length === 0) return [];
  // Each field (and each required skill) apart, so a phrase never runs across two of them.
  const segments: Token[][] = [
    tokenize(job.title),
    ...job.skillsReq.split(/[,;\n]/u).map((item) => tokenize(item)),
    tokenize(job.description),
  ].filter((tokens) => tokens.length > 0);
  return skills
    .filter((skill) => segments.some((tokens) => phraseOccursIn(skill.phrase, tokens)))
    .map((skill) => skill.label);
}
