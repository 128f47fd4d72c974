import { Link } from 'react-router';
import { HOME_PATH } from '../../../app/guards';
import { LinkButton } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';

/**
 * Page Not Found (catch-all route): says so plainly and offers a way out, to the reader's home or
 * to the help pages, instead of a dead end.
 */
export default function NotFoundPage() {
  const session = useSession();
  const homePath = session ? HOME_PATH[session.userType] : '/';
  return (
    <div className="mx-auto max-w-xl space-y-4 py-8">
      <PageHeading>Page Not Found</PageHeading>
      <p className="text-lg">We could not find this page. The link may be wrong, or the page may have moved.</p>
      <p>
        <LinkButton to={homePath}>Go Home</LinkButton>
      </p>
      <p>You can also try:</p>
      <ul className="ml-6 list-disc">
        <li>
          <Link to="/FAQS" className="inline-flex min-h-11 items-center">
            Help Centre (FAQs)
          </Link>
        </li>
        <li>
          <Link to="/accessibility" className="inline-flex min-h-11 items-center">
            Accessibility support
          </Link>
        </li>
      </ul>
    </div>
  );
}
