import { DELAYS_MS, type Applicant, type EmployerJob } from '@kakayahan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useActionFeedback } from '../../../components/ui/action-feedback';
import { EMPLOYER_DASHBOARD_QUERY_KEY } from '../api/get-employer-dashboard';

export type ApplicantActionKind = 'details' | 'approve' | 'decline' | 'delete';

/** The dialog open on the dashboard, and what it is about. */
export type DashboardAction =
  { kind: ApplicantActionKind; applicant: Applicant } | { kind: 'delete-job'; job: EmployerJob };

/**
 * The dashboard's open dialog and the outcome of the last action (see useActionFeedback). Finishing an
 * action also reloads the dashboard a moment later (document 2 §4: after 1 s).
 */
export function useDashboardActions() {
  const queryClient = useQueryClient();
  const actions = useActionFeedback<DashboardAction>();
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  return {
    ...actions,
    finish: (message: string) => {
      actions.finish(message);
      clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: EMPLOYER_DASHBOARD_QUERY_KEY });
      }, DELAYS_MS.afterAction);
    },
  };
}
