import { HELP_ARTICLES } from '@kakayahan/contracts';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';

/** One help article (/help/{id}): the assistant's answers and the Help Centre's search link here. */
export default function HelpArticlePage() {
  const { articleId } = useParams();
  const article = HELP_ARTICLES.find((candidate) => candidate.id === articleId);
  if (!article) {
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <PageHeading>Help article not found</PageHeading>
        <p>
          There is no help article at this address. See all articles in the <Link to="/FAQS">Help Centre</Link>.
        </p>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      <PageHeading>{article.title}</PageHeading>
      <p>{article.summary}</p>
      <ol className="ml-6 list-decimal space-y-1">
        {article.body.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      {article.link ? (
        <p>
          <Link to={article.link.path}>{article.link.label}</Link>
        </p>
      ) : null}
      <p>
        <Link to="/FAQS">Back to the Help Centre</Link>
      </p>
    </article>
  );
}
