/** Who a help article is for: the Help Centre shows them in these groups, the assistant ranks by them. */
export const HELP_AUDIENCES = ['everyone', 'job-seeker', 'employer'] as const;
export type HelpAudience = (typeof HELP_AUDIENCES)[number];

/**
 * The facts of a signed-in person's own account the assistant adds to an article's answer (issue 13):
 * whether they still wait for the ID check (and since when), how many applications are pending, the next
 * job fair they registered for.
 */
export const HELP_PERSONAL_TOPICS = ['approval-status', 'pending-applications', 'next-job-fair'] as const;
export type HelpPersonalTopic = (typeof HELP_PERSONAL_TOPICS)[number];

/** A screen of the product an article is about: where its answer sends the person. */
export interface HelpLink {
  /** An address of the web app, e.g. "/job-seeker/track-job". */
  readonly path: string;
  /** The words of the link, e.g. "My applications". */
  readonly label: string;
}

/**
 * One short help article: the Help Centre lists it at /help/{id}, its search and the assistant find it.
 * Plain language (short sentences, one step per line), written for people with limited reading.
 */
export interface HelpArticle {
  /** kebab-case, stable: it is the article's address and the bench's expected answer. */
  readonly id: string;
  readonly title: string;
  readonly audience: HelpAudience;
  /** The assistant's answer: one to three short sentences in English. */
  readonly summary: string;
  /** The same answer in Filipino, for a question asked in Filipino or Taglish. */
  readonly summaryFil: string;
  /** The article's body: steps or short paragraphs, in order. */
  readonly body: readonly string[];
  /** The screen the article is about (null for a general one such as privacy). */
  readonly link: HelpLink | null;
  /** Words people use for this task, English and Filipino, beyond those in the title and body. */
  readonly keywords: readonly string[];
  /** The person's own state the assistant adds when they ask about this and are signed in. */
  readonly personal?: HelpPersonalTopic;
}

/** The address of a help article in the web app. */
export function helpArticlePath(id: string): string {
  return `/help/${id}`;
}
