import { LoadFailed } from '../../../components/ui/load-failed';
import { JOB_FAIR_MESSAGES, type JobFair } from '@kakayahan/contracts';
import { useId, type ReactNode } from 'react';
import { ActionFeedback, useActionFeedback } from '../../../components/ui/action-feedback';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { NO_FILTERS } from '../api/job-fair-keys';
import { useJobFairs } from '../api/list-job-fairs';
import { DeleteJobFairDialog } from './delete-job-fair-dialog';
import { EmployerFairCard } from './employer-fair-card';
import { JobFairFormDialog } from './job-fair-form-dialog';
import { JOB_FAIR_TEXT } from './job-fair-words';

type EmployerAction = { kind: 'create' } | { kind: 'edit'; fair: JobFair } | { kind: 'delete'; fair: JobFair };

function FairSection({
  title,
  fairs,
  onEdit,
  onDelete,
  children,
}: {
  title: string;
  fairs: readonly JobFair[];
  onEdit: (fair: JobFair) => void;
  onDelete: (fair: JobFair) => void;
  /** What to show when there is no fair in this section. */
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {fairs.length > 0 ? (
        <ul aria-labelledby={headingId} className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {fairs.map((fair) => (
            <li key={fair.id}>
              <EmployerFairCard fair={fair} onEdit={onEdit} onDelete={onDelete} />
            </li>
          ))}
        </ul>
      ) : (
        children
      )}
    </section>
  );
}

/**
 * The employer's /job-fairs (document 2 §2 "Manage Job Fairs"): Create Job Fair, a card per fair with
 * Edit, Details and Delete, and past fairs in their own section below. Every outcome is announced and
 * the list refreshes at once.
 */
export function EmployerJobFairs({ employerId }: { employerId: number }) {
  const query = useJobFairs(employerId, NO_FILTERS);
  const { action, feedback, start, finish, close } = useActionFeedback<EmployerAction>();
  const fairs = query.data;

  let content: ReactNode;
  if (fairs) {
    const upcoming = fairs.filter((fair) => !fair.has_ended);
    const past = fairs.filter((fair) => fair.has_ended);
    content = (
      <>
        <FairSection
          title="Upcoming job fairs"
          fairs={upcoming}
          onEdit={(fair) => start({ kind: 'edit', fair })}
          onDelete={(fair) => start({ kind: 'delete', fair })}
        >
          <div className="flex flex-col items-center gap-3 rounded-md border-2 border-dashed border-slate-300 p-6 text-center">
            <p className="text-lg font-semibold text-slate-900">{JOB_FAIR_TEXT.noFairs}</p>
            <p className="text-slate-800">{JOB_FAIR_TEXT.noFairsEmployer}</p>
            <Button onPress={() => start({ kind: 'create' })}>Create your first job fair</Button>
          </div>
        </FairSection>
        {past.length > 0 ? (
          <FairSection
            title={JOB_FAIR_TEXT.pastHeading}
            fairs={past}
            onEdit={(fair) => start({ kind: 'edit', fair })}
            onDelete={(fair) => start({ kind: 'delete', fair })}
          />
        ) : null}
      </>
    );
  } else if (query.isError) {
    content = (
      <LoadFailed
        message={JOB_FAIR_MESSAGES.loadFairsFailed}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    content = <Loading label="Loading your job fairs…" />;
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PageHeading>{JOB_FAIR_TEXT.employerHeading}</PageHeading>
          <Button onPress={() => start({ kind: 'create' })}>Create Job Fair</Button>
        </div>
        <p className="text-slate-800">
          Invite job seekers to meet you. Say how accessible the venue is, and see who registered and the accommodations
          they asked for under Details.
        </p>
      </div>
      <ActionFeedback feedback={feedback} />
      {content}
      {action?.kind === 'create' ? (
        <JobFairFormDialog fair={null} employerId={employerId} onClose={close} onDone={finish} />
      ) : null}
      {action?.kind === 'edit' ? (
        <JobFairFormDialog fair={action.fair} employerId={employerId} onClose={close} onDone={finish} />
      ) : null}
      {action?.kind === 'delete' ? <DeleteJobFairDialog fair={action.fair} onClose={close} onDone={finish} /> : null}
    </div>
  );
}
