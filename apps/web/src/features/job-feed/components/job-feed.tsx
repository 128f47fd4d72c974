import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { useSession } from '../../../lib/session';
import { allJobsQueryOptions } from '../api/get-all-jobs';
import { recommendedJobsQueryOptions } from '../api/get-recommended-jobs';
import { AllJobsPanel } from './all-jobs-panel';
import { RecommendedJobsPanel } from './recommended-jobs-panel';
import { useAllJobsSearch, type AllJobsSearch } from './use-all-jobs-search';

const FEED_LINKS = [
  { to: '/job-seeker/track-job', label: 'My applications' },
  { to: '/job-seeker/dashboard', label: 'Dashboard' },
] as const;

/**
 * Whether the selected tab's list has not had its first answer yet. It reads the same cache entries as the
 * tab's own panel (the same query options), so it starts no request of its own; the tab not shown is not
 * fetched.
 */
function useIsListPending(tab: string, userId: number | null, allSearch: AllJobsSearch): boolean {
  const recommended = useQuery({
    ...recommendedJobsQueryOptions(userId ?? 0),
    enabled: userId !== null && tab === 'recommended',
  });
  const all = useInfiniteQuery({ ...allJobsQueryOptions(allSearch), enabled: tab === 'all' });
  if (tab === 'recommended') return userId !== null && recommended.isPending;
  return tab === 'all' && all.isPending;
}

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
  const isListPending = useIsListPending(tab, session?.userId ?? null, allSearch);

  return (
    // While the list is on its way the feed keeps a screen's height: what follows it (the profile panel and
    // the forum on a phone, the footer) is first painted below the fold instead of being pushed down when
    // the jobs arrive (issue 15: a layout shift of 0.2 on the job seeker's home).
    <div className={`flex flex-col gap-4 ${isListPending ? 'min-h-svh' : ''}`}>
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
