import type { HelpAudience } from '@kakayahan/contracts';

/** How the Help Centre and an article name who an article is for. */
export const HELP_AUDIENCE_NAMES: Record<HelpAudience, string> = {
  everyone: 'For everyone',
  'job-seeker': 'For job seekers',
  employer: 'For employers',
};
