import type { EmployerDashboard } from '@kakayahan/contracts';
import { useEffect, type ReactNode } from 'react';
import { ActionFeedback } from '../../../components/ui/action-feedback';
import { Alert } from '../../../components/ui/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { useEmployerDashboard } from '../api/get-employer-dashboard';
import { ApplicantDetailsDialog } from '../components/applicant-details-dialog';
import { ApplicantsSection } from '../components/applicants-section';
import {
  ApproveApplicationDialog,
  DeclineApplicationDialog,
  DeleteApplicationDialog,
} from '../components/application-decision-dialogs';
import { DeleteJobDialog } from '../components/delete-job-dialog';
import { JobPostingsSection } from '../components/job-postings-section';
import { QuickStats } from '../components/quick-stats';
import { useDashboardActions, type DashboardAction } from '../components/use-dashboard-actions';

export const LOAD_DASHBOARD_FAILED = 'Failed to load your dashboard. Please try again.';

/** /employer/dashboard: Quick Stats, the applicants to review and the job postings (document 2 §2). */
export default function EmployerDashboardPage() {
  const query = useEmployerDashboard();
  const { action, feedback, start, finish, close } = useDashboardActions();

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <PageHeading>Employer Dashboard</PageHeading>
        <LinkButton to="/employer/post-job" className="self-start sm:self-auto">
          Post New Job
        </LinkButton>
      </div>
      <ActionFeedback feedback={feedback} />
      <DashboardContent query={query}>
        {(dashboard) => (
          <>
            <QuickStats dashboard={dashboard} />
            <ApplicantsSection
              applicants={dashboard.applicants}
              onAction={(kind, applicant) => start({ kind, applicant })}
            />
            <JobPostingsSection jobs={dashboard.job_posts} onDelete={(job) => start({ kind: 'delete-job', job })} />
          </>
        )}
      </DashboardContent>
      <ActionDialogs action={action} onClose={close} onDone={finish} />
    </div>
  );
}

/**
 * The dashboard once loaded; else its load failure with Try again (the original only logged it), or
 * the loading message. A failed background reload keeps the data on screen and is only logged.
 */
function DashboardContent({
  query,
  children,
}: {
  query: ReturnType<typeof useEmployerDashboard>;
  children: (dashboard: EmployerDashboard) => ReactNode;
}) {
  const { data, error } = query;
  useEffect(() => {
    if (data && error) console.warn('Could not reload the employer dashboard', error);
  }, [data, error]);

  if (data) return children(data);
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{LOAD_DASHBOARD_FAILED}</Alert>
        <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  return <Loading label="Loading your dashboard…" />;
}

/** The dialog of the action the employer started, if any. */
function ActionDialogs({
  action,
  onClose,
  onDone,
}: {
  action: DashboardAction | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  if (!action) return null;
  switch (action.kind) {
    case 'details':
      return <ApplicantDetailsDialog applicant={action.applicant} onClose={onClose} />;
    case 'approve':
      return <ApproveApplicationDialog applicant={action.applicant} onClose={onClose} onDone={onDone} />;
    case 'decline':
      return <DeclineApplicationDialog applicant={action.applicant} onClose={onClose} onDone={onDone} />;
    case 'delete':
      return <DeleteApplicationDialog applicant={action.applicant} onClose={onClose} onDone={onDone} />;
    case 'delete-job':
      return <DeleteJobDialog job={action.job} onClose={onClose} onDone={onDone} />;
  }
}
