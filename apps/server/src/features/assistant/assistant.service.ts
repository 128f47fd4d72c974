import {
  ASSISTANT_CONTACT_PATH,
  ASSISTANT_MESSAGES,
  createHelpIndex,
  HELP_ARTICLES,
  HELP_CENTRE_PATH,
  helpArticlePath,
  isConfidentMatch,
  smallTalkOf,
  questionLanguage,
  type AssistantAnswer,
  type HelpAudience,
  type HelpHit,
  type UserType,
} from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { personalLine } from './assistant-personal.js';

/** The help articles' index, built once when the server starts (issue 13), not per question. */
const index = createHelpIndex(HELP_ARTICLES);

/** How many articles the search considers before the asker's role reorders them. */
const CANDIDATES = 5;
/** At most this many articles are named as sources of one answer. */
const MAX_SOURCES = 3;
/** Another article counts as a source too when it scores at least this share of the best one. */
const SOURCE_SHARE = 0.75;
/**
 * The asker's own articles (an employer's, a job seeker's) win a near tie: "how do I see applicants" means
 * the employer's screen for an employer. Small enough never to override a clearly better article.
 */
const OWN_AUDIENCE_BOOST = 1.15;

const AUDIENCE_OF: Record<UserType, HelpAudience | null> = {
  Employee: 'job-seeker',
  Employer: 'employer',
  Admin: null,
};

function rankForAsker(hits: HelpHit[], actor: AuthUser | null): HelpHit[] {
  const own = actor ? AUDIENCE_OF[actor.userType] : null;
  if (!own) return hits;
  return hits
    .map((hit) => (hit.article.audience === own ? { ...hit, score: hit.score * OWN_AUDIENCE_BOOST } : hit))
    .sort((a, b) => b.score - a.score);
}

const sourceOf = (hit: HelpHit) => ({
  id: hit.article.id,
  title: hit.article.title,
  path: helpArticlePath(hit.article.id),
});

/**
 * Answers a question from the help articles: the best article's short answer in the question's language,
 * the screen it is about and the articles it came from; for a signed-in job seeker, the fact of their own
 * account the question is about. When no article matches well it says so and offers the Help Centre and
 * the administrators' contact — it never makes an answer up.
 */
export async function answerQuestion(
  ctx: AppContext,
  actor: AuthUser | null,
  question: string,
): Promise<AssistantAnswer> {
  const language = questionLanguage(question);
  const smallTalk = smallTalkOf(question);
  if (smallTalk) {
    // A greeting or thanks: a kind word and the Help Centre, not "I did not understand".
    return {
      language,
      confident: false,
      answer: ASSISTANT_MESSAGES[smallTalk][language],
      personal: null,
      link: { path: HELP_CENTRE_PATH, label: ASSISTANT_MESSAGES.helpCentre[language] },
      contact: null,
      sources: [],
    };
  }
  const hits = index.search(question, CANDIDATES);
  const ranked = rankForAsker(hits, actor);
  const [best] = ranked;
  if (!best || !isConfidentMatch(hits)) {
    return {
      language,
      confident: false,
      answer: ASSISTANT_MESSAGES.notSure[language],
      personal: null,
      link: { path: HELP_CENTRE_PATH, label: ASSISTANT_MESSAGES.helpCentre[language] },
      contact: { path: ASSISTANT_CONTACT_PATH, label: ASSISTANT_MESSAGES.contact[language] },
      sources: hits.slice(0, MAX_SOURCES).map(sourceOf),
    };
  }
  const article = best.article;
  return {
    language,
    confident: true,
    answer: language === 'fil' ? article.summaryFil : article.summary,
    personal: await personalLine(ctx, actor, article.personal, language),
    link: article.link ?? { path: helpArticlePath(article.id), label: article.title },
    contact: null,
    sources: ranked
      .filter((hit, position) => position === 0 || hit.score >= best.score * SOURCE_SHARE)
      .slice(0, MAX_SOURCES)
      .map(sourceOf),
  };
}
