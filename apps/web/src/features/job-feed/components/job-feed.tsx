import { useState } from 'react';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { useSession } from '../../../lib/session';
import { AllJobsPanel } from './all-jobs-panel';
import { RecommendedJobsPanel } from './recommended-jobs-panel';
import { useAllJobsSearch } from './use-all-jobs-search';

const FEED_LINKS = [
  { to: '/job-seeker/track-job', label: 'My applications' },
  { to: '/job-seeker/dashboard', label: 'Dashboard' },
] as const;

/**
 * The job feed shared by /job-seeker/dashboard and the home page: links to My applications and Dashboard,
 * and the tabs Recommended Jobs (with the Matching Guide, which explains its match colours) and All Jobs. `headingLevel` is the level of the
 * guide's and the job cards' headings, one below the heading the feed sits under.
 */
export function JobFeed({ headingLevel }: { headingLevel: 2 | 3 }) {
  const session = useSession();
  const { pathname } = useLocation();
  const [recommendedSearch, setRecommendedSearch] = useState('');
  const allSearch = useAllJobsSearch();
  // A link or reload with an All Jobs search, filter or order in the address opens that tab.
  const [tab, setTab] = useState(() => (allSearch.isInAddress ? 'all' : 'recommended'));

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Job search pages" className="flex flex-wrap gap-2">
        {FEED_LINKS.map((link) => (
          <LinkButton
            key={link.to}
            variant="secondary"
            to={link.to}
            {...(pathname === link.to ? { 'aria-current': 'page' as const } : {})}
          >
            {link.label}
          </LinkButton>
        ))}
      </nav>
      <Tabs
        label="Job lists"
        selectedKey={tab}
        onSelectionChange={setTab}
        items={[
          {
            id: 'recommended',
            label: 'Recommended Jobs',
            content: (
              <RecommendedJobsPanel
                userId={session?.userId ?? null}
                search={recommendedSearch}
                onSearchChange={setRecommendedSearch}
                headingLevel={headingLevel}
              />
            ),
          },
          { id: 'all', label: 'All Jobs', content: <AllJobsPanel search={allSearch} headingLevel={headingLevel} /> },
        ]}
      />
    </div>
  );
}
