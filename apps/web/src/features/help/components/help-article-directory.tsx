import { HELP_ARTICLES, HELP_AUDIENCES, helpArticlePath } from '@kakayahan/contracts';
import { Link } from 'react-router';
import { HELP_AUDIENCE_NAMES } from '../help-audiences';

/** Every help article, grouped by who it is for, so a person can browse when they do not know what to search. */
export function HelpArticleDirectory() {
  const groups = HELP_AUDIENCES.map((audience) => ({
    audience,
    articles: HELP_ARTICLES.filter((article) => article.audience === audience),
  })).filter((group) => group.articles.length > 0);
  return (
    <section aria-labelledby="help-all-articles" className="space-y-4">
      <h2 id="help-all-articles" className="text-2xl font-bold text-slate-900">
        All help articles
      </h2>
      {groups.map(({ audience, articles }) => (
        <section key={audience} aria-labelledby={`help-articles-${audience}`} className="space-y-1">
          <h3 id={`help-articles-${audience}`} className="text-xl font-bold text-slate-900">
            {HELP_AUDIENCE_NAMES[audience]}
          </h3>
          <ul className="ml-6 list-disc">
            {articles.map((article) => (
              <li key={article.id}>
                <Link to={helpArticlePath(article.id)} className="inline-block py-1.5">
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
