import { ADMIN_PAGE_SIZE, type AdminUserRecord } from '@kakayahan/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ActionFeedback, useActionFeedback } from '../../../components/ui/action-feedback';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchForm } from '../../../components/ui/search-form';
import { Tabs } from '../../../components/ui/tabs';
import { EmployerVerificationsPanel } from '../../employer-verification';
import { usePendingUsers } from '../api/get-pending-users';
import { ApproveUserDialog } from '../components/approve-user-dialog';
import { EmptyState, QueryContent } from '../components/list-states';
import { PagedResults } from '../components/paged-results';
import { PendingUsersTable, type PendingUserAction } from '../components/pending-users-table';
import { RejectUserDialog } from '../components/reject-user-dialog';
import { UserDetailsDialog } from '../components/user-details-dialog';
import { userTypeFilterOf, UserTypeFilterField, type UserTypeFilter } from '../components/user-filters';
import { useAdminListParams, useKeepPageInRange } from '../components/use-admin-list-params';

export const LOAD_PENDING_ERROR = 'Failed to load pending users. Please try again.';

const FILTERS = ['type'] as const;

type ApprovalTab = 'job-seekers' | 'employers';
const TAB_PARAM = 'tab';
const EMPLOYERS_TAB: ApprovalTab = 'employers';

/** Said with the Filter select, whose choices of the other kind also change the tab (WCAG 3.2.2: told beforehand). */
const FILTER_DESCRIPTIONS = {
  'job-seekers': 'Employers opens the Employers tab.',
  employers: 'All Users or Job Seekers opens the Job seekers tab.',
} as const satisfies Record<ApprovalTab, string>;

/**
 * The tab in the address: ?tab=employers, or the old Filter link ?type=employer (the Filter's Employers
 * choice is that tab now); anything else is the Job seekers tab.
 */
function tabOf(params: URLSearchParams): ApprovalTab {
  return params.get(TAB_PARAM) === EMPLOYERS_TAB || params.get('type') === 'employer' ? 'employers' : 'job-seekers';
}

/**
 * The pending job seekers: registrations to check against their PWD card, then approve or reject.
 * Searched and paged on the server; the search, the Filter select and the page are in the address.
 */
function JobSeekersPanel({ onEmployers }: { onEmployers: () => void }) {
  const list = useAdminListParams(FILTERS);
  const query = usePendingUsers(list.search, list.page);
  const filter = userTypeFilterOf(list.filters.type);
  const { action, feedback, start, finish, close } = useActionFeedback<{
    kind: PendingUserAction;
    user: AdminUserRecord;
  }>();
  useKeepPageInRange(query.isPlaceholderData ? undefined : query.data, ADMIN_PAGE_SIZE, list.setPage);
  // Nobody waits and nothing narrows the list: the search has nothing to search.
  const isNobodyWaiting = !query.isPlaceholderData && query.data?.total === 0 && !list.isFiltered;

  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-slate-800">
        Check each person&apos;s PWD card against their ID number and disability before approving. Approved people can
        sign in; rejected registrations are deleted. Both are told by e-mail. The list is sorted oldest first: the
        people who have waited longest are at the top.
      </p>
      <ActionFeedback feedback={feedback} />
      {isNobodyWaiting ? null : (
        <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
          <SearchForm
            region="Pending users"
            label="Search by ID number, name, e-mail or disability"
            name="search"
            value={list.text}
            onChange={list.setText}
            onSubmit={list.submit}
            fieldBasis="basis-64"
          />
          <UserTypeFilterField
            value={filter}
            description={FILTER_DESCRIPTIONS['job-seekers']}
            onChange={(next) =>
              next === 'employer' ? onEmployers() : list.setFilter('type', next === 'all' ? '' : next)
            }
          />
        </div>
      )}
      <QueryContent
        query={query}
        loadError={LOAD_PENDING_ERROR}
        loadingLabel="Loading pending users…"
        refreshWarning="Could not refresh pending users"
      >
        {(result) =>
          isNobodyWaiting ? (
            <EmptyState title="No pending users">New registrations waiting for review will appear here.</EmptyState>
          ) : (
            <PagedResults
              list={result}
              noun="user"
              pageSize={ADMIN_PAGE_SIZE}
              pagesLabel="Pages of pending users"
              isUpdating={query.isPlaceholderData}
              announceKey={`${list.search}|${filter}|${list.page}`}
              onPage={list.setPage}
              empty={<EmptyState title="No users found">There are no users matching your search criteria.</EmptyState>}
            >
              {(users) => <PendingUsersTable users={users} onAction={(kind, user) => start({ kind, user })} />}
            </PagedResults>
          )
        }
      </QueryContent>
      {action?.kind === 'details' ? <UserDetailsDialog user={action.user} onClose={close} onDecided={finish} /> : null}
      {action?.kind === 'approve' ? <ApproveUserDialog user={action.user} onClose={close} onApproved={finish} /> : null}
      {action?.kind === 'reject' ? <RejectUserDialog user={action.user} onClose={close} onRejected={finish} /> : null}
    </div>
  );
}

/**
 * /admin/user-approval: two tabs, the pending job seekers (PWD card check) and the employers waiting for
 * their business registration to be checked. The tab is in the address (?tab=employers); each tab starts
 * with its own search and page. The spec's Filter select stays: its Employers choice opens the Employers
 * tab, and on that tab it shows Employers, so the select and the tabs never disagree.
 */
export default function UserApprovalPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const tabsRef = useRef<HTMLDivElement>(null);
  // A tab chosen with the Filter select: its panel (and the select) is replaced, so the new tab takes the focus.
  const focusTab = useRef(false);

  useEffect(() => {
    if (!focusTab.current) return;
    focusTab.current = false;
    tabsRef.current?.querySelector<HTMLElement>(`[role="tab"][id$="-tab-${tab}"]`)?.focus();
  }, [tab]);

  function selectTab(next: ApprovalTab, type: UserTypeFilter = 'all') {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        // The search and page of one list mean nothing to the other.
        for (const name of ['search', 'page', 'type', TAB_PARAM]) updated.delete(name);
        if (next === EMPLOYERS_TAB) updated.set(TAB_PARAM, EMPLOYERS_TAB);
        else if (type !== 'all') updated.set('type', type);
        return updated;
      },
      { preventScrollReset: true },
    );
  }

  /** The Filter select moved to the other tab's kind of registration. */
  function handleFilterTab(next: ApprovalTab, filter: UserTypeFilter = 'all') {
    focusTab.current = true;
    selectTab(next, filter);
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading>User Registration Approval</PageHeading>
      <div ref={tabsRef}>
        <Tabs
          label="Registrations to check"
          selectedKey={tab}
          onSelectionChange={(key) => {
            if (key !== tab) selectTab(key === EMPLOYERS_TAB ? 'employers' : 'job-seekers');
          }}
          items={[
            {
              id: 'job-seekers',
              label: 'Job seekers',
              content: <JobSeekersPanel onEmployers={() => handleFilterTab('employers')} />,
            },
            {
              id: EMPLOYERS_TAB,
              label: 'Employers',
              content: (
                <EmployerVerificationsPanel
                  filter={
                    <UserTypeFilterField
                      value="employer"
                      description={FILTER_DESCRIPTIONS.employers}
                      onChange={(next) => {
                        if (next !== 'employer') handleFilterTab('job-seekers', next);
                      }}
                    />
                  }
                />
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
