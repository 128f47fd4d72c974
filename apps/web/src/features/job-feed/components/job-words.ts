import {
  enUsDateFormat,
  sortWorkplaceFacts,
  splitCommaList,
  workplaceFactsText,
  type MatchColor,
  type MatchReason,
} from '@kakayahan/contracts';

/** What a job without disability tags says: it is open to everyone. */
export const OPEN_TO_EVERY_DISABILITY = 'Open to every disability';

/** The words of each matching colour (document 2 §9), so colour is never the only signal. */
export const MATCH_LABELS: Record<MatchColor, string> = {
  Green: 'Strong match',
  Yellow: 'Skills match',
  Red: 'Preference match',
};

/** What each colour means, in the Matching Guide and nowhere else worded differently. */
export const MATCH_MEANINGS: Record<MatchColor, string> = {
  Green: 'your skills, your preferences and your disability match the job.',
  Yellow: 'your skills and your disability match the job.',
  Red: 'your preferences and your disability match the job.',
};

/** Dates as the spec shows them: en-US short month ("Mar 5, 2026"); empty for an unreadable date. */
export function formatShortDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return enUsDateFormat({ month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** A job's disability tags in words, or that it is open to every disability when it has none. */
export function disabilityText(disabilityTags: string): string {
  const names = splitCommaList(disabilityTags);
  return names.length > 0 ? names.join(', ') : OPEN_TO_EVERY_DISABILITY;
}

/**
 * Why a recommended job matches, as a sentence read with the card: "Matches your skills: JavaScript,
 * Excel. Matches your preferences: Data Entry. Open to every disability. Has what you need at work:
 * screen reader provided." The last part names only the person's own private needs (issue 16).
 */
export function describeMatch(match: MatchReason, disabilityTags: string): string {
  const parts: string[] = [];
  if (match.skills.length > 0) parts.push(`Matches your skills: ${match.skills.join(', ')}.`);
  if (match.preferences.length > 0) parts.push(`Matches your preferences: ${match.preferences.join(', ')}.`);
  const tagged = splitCommaList(disabilityTags);
  if (match.disability === 'tagged' && tagged.length > 0) parts.push(`Suited to ${tagged.join(', ')}.`);
  else if (match.disability === 'tagged') parts.push('Suited to your disability.');
  else parts.push(`${OPEN_TO_EVERY_DISABILITY}.`);
  const needs = sortWorkplaceFacts(match.workplace);
  if (needs.length > 0) {
    const text = workplaceFactsText(needs);
    // Mid-sentence, lower case, except the proper name "Filipino Sign Language".
    const said = needs[0] === 'sign_language_team' ? text : text.charAt(0).toLowerCase() + text.slice(1);
    parts.push(`Has what you need at work: ${said}.`);
  }
  return parts.join(' ');
}
