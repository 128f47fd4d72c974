import { PRODUCT_NAME } from '@kakayahan/contracts';
import { Navigate } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { HOME_PATH } from '../../../app/guards';
import { useSession } from '../../../lib/session';
import { AccountNotice } from '../components/account-notice';
import { CompanyUpdates } from '../components/company-updates';
import { FeaturedJobs } from '../components/featured-jobs';
import { LandingHero } from '../components/landing-hero';

const DESCRIPTION =
  'Jobs for persons with disabilities in the Philippines, from inclusive employers. Find work that fits you, apply with your profile, join job fairs and get help in plain English or Filipino.';

/**
 * The landing page (/). Someone already signed in goes straight to their home (document 1 §2); someone
 * whose account was just deleted is told so here, once.
 */
export default function LandingPage() {
  const session = useSession();
  if (session) return <Navigate replace to={HOME_PATH[session.userType]} />;
  return (
    <>
      <PageMeta title={PRODUCT_NAME} description={DESCRIPTION} path="/" />
      <AccountNotice />
      <LandingContent isSignedIn={false} />
    </>
  );
}

/** The page body; `isSignedIn` switches the hero and updates links (document 1 §2). */
export function LandingContent({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <div className="flex flex-col gap-10">
      <LandingHero isSignedIn={isSignedIn} />
      <FeaturedJobs />
      <CompanyUpdates isSignedIn={isSignedIn} />
    </div>
  );
}
