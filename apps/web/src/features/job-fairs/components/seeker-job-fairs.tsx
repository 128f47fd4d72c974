import { JOB_FAIR_MESSAGES, type JobFair } from '@kakayahan/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { ActionFeedback, useActionFeedback } from '../../../components/ui/action-feedback';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { useJobFair } from '../api/get-job-fair';
import { activeRegistrationFor, useMyRegistrations } from '../api/my-registrations';
import { JobFairCard } from './job-fair-card';
import { JobFairListing } from './job-fair-listing';
import { JOB_FAIR_TEXT, registrationStatusText } from './job-fair-words';
import { MyRegistrationsSection } from './my-registrations-section';
import { RegisterDialog } from './register-dialog';
import { RegistrationDetailsDialog } from './registration-details-dialog';

/** The query parameter a visitor's Register Now carries through the sign-in, naming the fair. */
export const REGISTER_PARAM = 'register';

type SeekerAction = { kind: 'register'; fair: JobFair } | { kind: 'details'; registrationId: number };

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A visitor who pressed Register Now signed in and came back with ?register={id}: the fair's
 * registration opens (or View Details, when they already hold a place), once, and the parameter goes.
 */
function useRegisterAfterSignIn(start: (action: SeekerAction) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const jobFairId = positiveId(searchParams.get(REGISTER_PARAM));
  const fair = useJobFair(jobFairId);
  const handled = useRef<number | null>(null);

  useEffect(() => {
    if (jobFairId === null || handled.current === jobFairId) return;
    if (!fair.data && !fair.isError) return;
    handled.current = jobFairId;
    const found = fair.data;
    if (found?.my_registration) start({ kind: 'details', registrationId: found.my_registration.id });
    else if (found && !found.has_ended) start({ kind: 'register', fair: found });
    setSearchParams(
      (params) => {
        params.delete(REGISTER_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [jobFairId, fair.data, fair.isError, start, setSearchParams]);
}

/**
 * The job seeker's /job-fairs (document 2 §2): Available Job Fairs with Register Now, or View Details
 * once registered; then My registrations. Outcomes are announced and the lists refresh at once.
 */
export function SeekerJobFairs({ userId }: { userId: number }) {
  const registrations = useMyRegistrations(userId);
  const { action, feedback, start, finish, close } = useActionFeedback<SeekerAction>();
  useRegisterAfterSignIn(start);

  function renderCard(fair: JobFair) {
    const mine = fair.my_registration;
    const full = activeRegistrationFor(registrations.data, fair.id);
    const status = mine ? registrationStatusText(mine.status, full?.waitlist_position ?? null) : null;
    return (
      <JobFairCard
        fair={fair}
        status={status}
        action={
          mine ? (
            <Button variant="secondary" onPress={() => start({ kind: 'details', registrationId: mine.id })}>
              View Details <span className="sr-only">of {fair.title}</span>
            </Button>
          ) : (
            <Button onPress={() => start({ kind: 'register', fair })}>
              Register Now <span className="sr-only">for {fair.title}</span>
            </Button>
          )
        }
      />
    );
  }

  let dialog = null;
  if (action?.kind === 'register') {
    dialog = <RegisterDialog fair={action.fair} userId={userId} onClose={close} onDone={finish} />;
  } else if (action?.kind === 'details') {
    const registration = registrations.data?.find((r) => r.id === action.registrationId);
    if (registration) {
      dialog = <RegistrationDetailsDialog registration={registration} onClose={close} onDone={finish} />;
    } else {
      const isMissing = registrations.isError || (registrations.data !== undefined && !registrations.isFetching);
      dialog = (
        <ActionDialog title="Job fair details" onClose={close}>
          <div className="flex flex-col items-start gap-3">
            {isMissing ? <Alert tone="error">{JOB_FAIR_MESSAGES.loadDetailsFailed}</Alert> : <Loading />}
            <Button variant="secondary" onPress={close}>
              Close
            </Button>
          </div>
        </ActionDialog>
      );
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <PageHeading>{JOB_FAIR_TEXT.seekerHeading}</PageHeading>
        <p className="text-slate-800">
          Meet employers who hire people with disabilities. Each fair says how accessible it is, and you can ask for the
          accommodations you need when you register.
        </p>
      </div>
      <ActionFeedback feedback={feedback} />
      <JobFairListing viewerId={userId} renderCard={renderCard} />
      <MyRegistrationsSection
        query={registrations}
        onView={(registration) => start({ kind: 'details', registrationId: registration.id })}
      />
      {dialog}
    </div>
  );
}
