import { HELP_ARTICLES, HELP_CENTRE_PATH, helpArticlePath } from '@kakayahan/contracts';
import { Link, useParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageMeta } from '../../../components/ui/page-meta';
import { HELP_AUDIENCE_NAMES } from '../help-audiences';
import { relatedArticles } from '../help-index';

function BackToHelpCentre() {
  return (
    <p>
      <Link to={HELP_CENTRE_PATH} className="inline-block py-1.5">
        Back to the Help Centre
      </Link>
    </p>
  );
}

/**
 * One help article (/help/{id}): the assistant's answers and the Help Centre's search link here. The steps
 * in order, then the screen they are about as a clear button-like link, then articles on nearby tasks.
 */
export default function HelpArticlePage() {
  const { articleId } = useParams();
  const article = HELP_ARTICLES.find((candidate) => candidate.id === articleId);
  if (!article) {
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <PageHeading>Help article not found</PageHeading>
        <p>There is no help article at this address. It may have moved. Search for it in the Help Centre.</p>
        <BackToHelpCentre />
      </div>
    );
  }
  const related = relatedArticles(article);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <article className="space-y-4">
        <div className="space-y-1">
          <PageHeading>{article.title}</PageHeading>
          <PageMeta title={article.title} description={article.summary} type="article" />
          <p className="font-semibold text-slate-700">{HELP_AUDIENCE_NAMES[article.audience]}</p>
        </div>
        <p className="text-lg">{article.summary}</p>
        <section aria-labelledby="help-article-steps" className="space-y-2">
          <h2 id="help-article-steps" className="text-2xl font-bold text-slate-900">
            Step by step
          </h2>
          <ol className="ml-6 list-decimal space-y-1">
            {article.body.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>
        {article.link ? <LinkButton to={article.link.path}>Go to {article.link.label}</LinkButton> : null}
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="help-related" className="space-y-2">
          <h2 id="help-related" className="text-2xl font-bold text-slate-900">
            Related help
          </h2>
          <ul className="ml-6 list-disc">
            {related.map((other) => (
              <li key={other.id}>
                <Link to={helpArticlePath(other.id)} className="inline-block py-1.5">
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <BackToHelpCentre />
    </div>
  );
}
