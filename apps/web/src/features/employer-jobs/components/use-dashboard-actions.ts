import type { Applicant, EmployerJob } from '@kakayahan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useActionFeedback } from '../../../components/ui/action-feedback';
import { EMPLOYER_DASHBOARD_QUERY_KEY } from '../api/get-employer-dashboard';

export type ApplicantActionKind = 'details' | 'approve' | 'decline' | 'delete';

/** The dialog open on the dashboard, and what it is about. */
export type DashboardAction =
  { kind: ApplicantActionKind; applicant: Applicant } | { kind: 'delete-job'; job: EmployerJob };

/**
 * The dashboard's open dialog and the outcome of the last action (see useActionFeedback). The action's
 * own answer has already changed the row on screen (dashboard-cache.ts); finishing it also reloads the
 * dashboard at once, for counts and anything else that changed. The spec reloads after 1 s; nothing here
 * waits, so nothing on the page changes by itself a moment after the person acted (issue 14).
 */
export function useDashboardActions() {
  const queryClient = useQueryClient();
  const actions = useActionFeedback<DashboardAction>();
  return {
    ...actions,
    finish: (message: string) => {
      actions.finish(message);
      void queryClient.invalidateQueries({ queryKey: EMPLOYER_DASHBOARD_QUERY_KEY });
    },
  };
}
