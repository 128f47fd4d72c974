import { LinkButton } from '../../../components/ui/button';

/** Quick Actions (document 1 §2): post a job, or go to the dashboard of postings and applicants. */
export function EmployerQuickActions() {
  return (
    <section aria-labelledby="employer-quick-actions-heading" className="flex flex-col gap-3">
      <h2 id="employer-quick-actions-heading" className="text-xl font-bold text-slate-900">
        Quick Actions
      </h2>
      <div className="flex flex-wrap gap-3">
        <LinkButton to="/employer/post-job">Post a New Job</LinkButton>
        <LinkButton to="/employer/dashboard" variant="secondary">
          View Dashboard
        </LinkButton>
      </div>
    </section>
  );
}
