import { PageHeading } from '../../../components/ui/page-heading';
import { JobFeed } from '../components/job-feed';

/** /job-seeker/dashboard: the job feed on a page of its own. */
export default function JobFeedPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>Job Feed</PageHeading>
      <JobFeed headingLevel={2} />
    </div>
  );
}
