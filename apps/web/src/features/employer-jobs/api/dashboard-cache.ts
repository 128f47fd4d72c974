import type { ApplicationStatus, EmployerDashboard } from '@kakayahan/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { EMPLOYER_DASHBOARD_QUERY_KEY } from './get-employer-dashboard';

/**
 * The dashboard as it is right after an action succeeded, so the screen changes at once (the badge
 * reads Approved, the actions go) while the full reload follows a moment later (document 2 §4).
 */
function updateDashboard(queryClient: QueryClient, update: (dashboard: EmployerDashboard) => EmployerDashboard) {
  queryClient.setQueryData<EmployerDashboard>(EMPLOYER_DASHBOARD_QUERY_KEY, (dashboard) =>
    dashboard ? update(dashboard) : dashboard,
  );
}

/** A pending application got its decision (Approved or Declined). */
export function recordDecision(queryClient: QueryClient, applicationId: number, status: ApplicationStatus): void {
  updateDashboard(queryClient, (dashboard) => {
    const applicant = dashboard.applicants.find((a) => a.application_id === applicationId);
    if (!applicant || applicant.application_status !== 'Pending' || status === 'Pending') return dashboard;
    return {
      ...dashboard,
      pending_applications: Math.max(0, dashboard.pending_applications - 1),
      applicants: dashboard.applicants.map((a) =>
        a.application_id === applicationId ? { ...a, application_status: status } : a,
      ),
      job_posts: dashboard.job_posts.map((job) =>
        job.post_id === applicant.job_post__id ? { ...job, pending_count: Math.max(0, job.pending_count - 1) } : job,
      ),
    };
  });
}

/** An application was deleted. */
export function removeApplication(queryClient: QueryClient, applicationId: number): void {
  updateDashboard(queryClient, (dashboard) => {
    const applicant = dashboard.applicants.find((a) => a.application_id === applicationId);
    if (!applicant) return dashboard;
    const wasPending = applicant.application_status === 'Pending' ? 1 : 0;
    return {
      ...dashboard,
      total_applications: Math.max(0, dashboard.total_applications - 1),
      pending_applications: Math.max(0, dashboard.pending_applications - wasPending),
      applicants: dashboard.applicants.filter((a) => a.application_id !== applicationId),
      job_posts: dashboard.job_posts.map((job) =>
        job.post_id === applicant.job_post__id
          ? {
              ...job,
              applications_count: Math.max(0, job.applications_count - 1),
              pending_count: Math.max(0, job.pending_count - wasPending),
            }
          : job,
      ),
    };
  });
}

/** A job posting was deleted, and its applications with it. */
export function removeJob(queryClient: QueryClient, postId: number): void {
  updateDashboard(queryClient, (dashboard) => {
    if (!dashboard.job_posts.some((job) => job.post_id === postId)) return dashboard;
    const gone = dashboard.applicants.filter((a) => a.job_post__id === postId);
    const gonePending = gone.filter((a) => a.application_status === 'Pending').length;
    return {
      ...dashboard,
      active_jobs_count: Math.max(0, dashboard.active_jobs_count - 1),
      total_applications: Math.max(0, dashboard.total_applications - gone.length),
      pending_applications: Math.max(0, dashboard.pending_applications - gonePending),
      applicants: dashboard.applicants.filter((a) => a.job_post__id !== postId),
      job_posts: dashboard.job_posts.filter((job) => job.post_id !== postId),
    };
  });
}
