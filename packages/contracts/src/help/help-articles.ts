import type { HelpArticle } from './help-article.js';
import { ACCESS_ARTICLES } from './help-articles-access.js';
import { ACCOUNT_ARTICLES } from './help-articles-account.js';
import { COMMUNITY_ARTICLES } from './help-articles-community.js';
import { EMPLOYER_ARTICLES } from './help-articles-employer.js';
import { HIRING_ARTICLES } from './help-articles-hiring.js';
import { JOB_SEEKER_ARTICLES } from './help-articles-job-seeker.js';
import { JOB_ARTICLES } from './help-articles-jobs.js';

/**
 * Every help article of the product (issue 13): the Help Centre's pages, its search and the assistant's
 * knowledge. Write for people with limited reading: short sentences, one step per line, the screen's own
 * words for buttons and links. The articles live in one file per area so each stays short; this order is
 * the Help Centre's order within each audience.
 */
export const HELP_ARTICLES: readonly HelpArticle[] = [
  ...ACCOUNT_ARTICLES,
  ...JOB_ARTICLES,
  ...JOB_SEEKER_ARTICLES,
  ...COMMUNITY_ARTICLES,
  ...ACCESS_ARTICLES,
  ...EMPLOYER_ARTICLES,
  ...HIRING_ARTICLES,
];
