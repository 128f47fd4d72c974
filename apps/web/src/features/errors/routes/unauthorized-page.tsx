import { Link } from 'react-router';
import { HOME_PATH } from '../../../app/guards';
import { LinkButton } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';

/**
 * Access Denied (/unauthorized): where the role guard sends someone whose account may not open a
 * page. Go Home leads to their own role's home, so they are never sent back into the same wall.
 */
export default function UnauthorizedPage() {
  const session = useSession();
  const homePath = session ? HOME_PATH[session.userType] : '/';
  return (
    <div className="mx-auto max-w-xl space-y-4 py-8">
      <PageHeading>Access Denied</PageHeading>
      <p className="text-lg">You are not authorized to view this page.</p>
      <p>
        This page is for a different kind of account. If you need help, visit the <Link to="/FAQS">Help Centre</Link>.
      </p>
      <p>
        <LinkButton to={homePath}>Go Home</LinkButton>
      </p>
    </div>
  );
}
