import { JOB_FAIR_MESSAGES, manilaToday, type JobFair, type JobFairParticipants } from '@kakayahan/contracts';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ActionError } from '../../../components/ui/action-dialog';
import { ActionFeedback, useActionFeedback } from '../../../components/ui/action-feedback';
import { Alert } from '../../../components/ui/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { ApiError } from '../../../lib/api-client';
import { useJobFairParticipants } from '../api/participants';
import { CheckInPanel } from '../components/participants/check-in-panel';
import { ExportParticipantsButton } from '../components/participants/export-participants-button';
import { FairSummary } from '../components/participants/fair-summary';
import { OutcomeDialog } from '../components/participants/outcome-dialog';
import type { ParticipantAction } from '../components/participants/participant-actions';
import {
  DeclineParticipantDialog,
  InviteParticipantDialog,
} from '../components/participants/participant-decision-dialogs';
import { ParticipantDetailsDialog } from '../components/participants/participant-details-dialog';
import { ParticipantsList } from '../components/participants/participants-list';
import { PlacementReport } from '../components/participants/placement-report';

const JOB_FAIRS_PATH = '/job-fairs';

/**
 * /job-fairs/:jobFairId/applications, the fair's employer only (document 2 §2 "Job fair participants",
 * issue 11): the fair, its participants with their accommodations, invitations and declines that reach
 * the participant, check-in on the day, outcomes after the start, the placement report and the CSV.
 */
export default function JobFairParticipantsPage() {
  const jobFairId = Number(useParams().jobFairId);
  const isValidId = Number.isInteger(jobFairId) && jobFairId > 0;
  const query = useJobFairParticipants(isValidId ? jobFairId : 0);
  const fair = isValidId ? query.data?.job_fair : undefined;

  return (
    <div className="flex flex-col gap-6">
      <Link to={JOB_FAIRS_PATH} className="self-start font-semibold">
        <span aria-hidden="true">← </span>Back to Job Fairs
      </Link>
      <PageHeading documentTitle={fair ? `Participants: ${fair.title}` : 'Job fair participants'}>
        {fair ? fair.title : 'Job fair participants'}
      </PageHeading>
      {isValidId ? (
        <ParticipantsContent query={query}>{(data) => <FairParticipants data={data} />}</ParticipantsContent>
      ) : (
        <FairMissing message={JOB_FAIR_MESSAGES.notFound} />
      )}
    </div>
  );
}

/**
 * The fair once loaded; a 404 (no such fair) or 403 (another employer's) says so, in the server's words,
 * with a way back; another failure gives the spec's message with Try again. A failed refresh keeps the data on screen.
 */
function ParticipantsContent({
  query,
  children,
}: {
  query: ReturnType<typeof useJobFairParticipants>;
  children: (data: JobFairParticipants) => ReactNode;
}) {
  const { data, error } = query;
  useEffect(() => {
    if (data && error) console.warn('Could not refresh the participants', error);
  }, [data, error]);

  if (data) return children(data);
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    return <FairMissing message={error.message} />;
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <ActionError message={JOB_FAIR_MESSAGES.loadParticipantsFailed} error={error} />
        <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  return <Loading label="Loading participants…" />;
}

/** Not a fair, or not this employer's: why, and the way back. */
function FairMissing({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">{message}</Alert>
      <LinkButton to={JOB_FAIRS_PATH} variant="secondary">
        Back to Job Fairs
      </LinkButton>
    </div>
  );
}

function FairParticipants({ data }: { data: JobFairParticipants }) {
  const fair = data.job_fair;
  const { action, feedback, start, finish, close } = useActionFeedback<ParticipantAction>();
  const participant = action ? data.participants.find((p) => p.id === action.participantId) : undefined;

  return (
    <>
      <FairSummary fair={fair} />
      <ExportParticipantsButton jobFairId={fair.id} />
      <ActionFeedback feedback={feedback} />
      <CheckInSection fair={fair} />
      <ParticipantsList
        participants={data.participants}
        hasStarted={fair.has_started}
        onAction={(kind, p) => start({ kind, participantId: p.id })}
      />
      <PlacementReport jobFairId={fair.id} />
      {action && participant ? (
        action.kind === 'details' ? (
          <ParticipantDetailsDialog participant={participant} hasStarted={fair.has_started} onClose={close} />
        ) : action.kind === 'invite' ? (
          <InviteParticipantDialog participant={participant} fairTitle={fair.title} onClose={close} onDone={finish} />
        ) : action.kind === 'decline' ? (
          <DeclineParticipantDialog participant={participant} fairTitle={fair.title} onClose={close} onDone={finish} />
        ) : (
          <OutcomeDialog participant={participant} onClose={close} onDone={finish} />
        )
      ) : null}
    </>
  );
}

/** Check-in is open on the fair's day (Philippine date); before it the screen says when it opens. */
function CheckInSection({ fair }: { fair: JobFair }) {
  const today = manilaToday(new Date());
  if (today === fair.date) return <CheckInPanel jobFairId={fair.id} />;
  if (today < fair.date) return <p className="text-slate-800">{JOB_FAIR_MESSAGES.checkInNotOpen}</p>;
  return null;
}
