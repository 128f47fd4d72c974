import type { MyApplication } from '@kakayahan/contracts';
import { LiveRegion } from '../../../components/ui/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { ApplicationRow } from './application-row';

export const NO_APPLICATIONS_MESSAGE = 'No applications yet.';

function EmptyState({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-2 rounded-md border-2 border-dashed border-slate-300 p-6">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {children}
    </div>
  );
}

/**
 * The list under the filters: "Showing X of Y applications" (announced as filters change), the rows, or an
 * empty state — Browse Jobs when there are no applications at all, Clear Filters when filters hide them all.
 */
export function ApplicationResults({
  all,
  visible,
  isFiltered,
  onClearFilters,
  onCancel,
}: {
  all: readonly MyApplication[];
  visible: readonly MyApplication[];
  isFiltered: boolean;
  onClearFilters: () => void;
  onCancel: (application: MyApplication) => void;
}) {
  let content;
  if (all.length === 0) {
    content = (
      <EmptyState title={NO_APPLICATIONS_MESSAGE}>
        <p className="text-slate-800">When you apply for a job, you can follow it here.</p>
        <LinkButton to="/employee-components">Browse Jobs</LinkButton>
      </EmptyState>
    );
  } else if (visible.length === 0) {
    content = (
      <EmptyState title="No applications match your search or filter.">
        {isFiltered ? (
          <Button variant="secondary" onPress={onClearFilters}>
            Clear Filters
          </Button>
        ) : null}
      </EmptyState>
    );
  } else {
    content = (
      <ul aria-label="Your applications" className="flex flex-col gap-4">
        {visible.map((application) => (
          <li key={application.application_id}>
            <ApplicationRow application={application} onCancel={onCancel} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <LiveRegion className="font-semibold text-slate-900">
        {all.length > 0 ? `Showing ${visible.length} of ${all.length} applications` : null}
      </LiveRegion>
      {content}
    </>
  );
}
