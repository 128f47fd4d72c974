import { createHelpIndex, HELP_ARTICLES, type HelpArticle, type HelpIndex } from '@kakayahan/contracts';

let index: HelpIndex | null = null;

/** The help articles' search index, built on first use and then kept (the Help Centre and articles share it). */
export function helpIndex(): HelpIndex {
  index ??= createHelpIndex(HELP_ARTICLES);
  return index;
}

/** Up to `limit` other articles about the same thing: the index searched with the article's title. */
export function relatedArticles(article: HelpArticle, limit = 3): HelpArticle[] {
  return helpIndex()
    .search(article.title, limit + 1)
    .map((hit) => hit.article)
    .filter((candidate) => candidate.id !== article.id)
    .slice(0, limit);
}
