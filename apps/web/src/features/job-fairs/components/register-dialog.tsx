import { JOB_FAIR_MESSAGES, type JobFair } from '@kakayahan/contracts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { useRegister } from '../api/register';
import { AccommodationsForm, NO_ACCOMMODATIONS } from './accommodations-form';
import { Fact, JobFairFacts } from './job-fair-facts';
import { seatsText } from './job-fair-words';
import { SharedProfileSummary } from './shared-profile-summary';

/**
 * Register Now: the fair in brief, what the employer will see of the person, and the accommodations
 * they may ask for. Success closes the dialog and the page announces it (a place, or the waiting list);
 * a failure stays in the dialog in the spec's words with the server's reason.
 */
export function RegisterDialog({
  fair,
  userId,
  onClose,
  onDone,
}: {
  fair: JobFair;
  userId: number;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const register = useRegister();
  const isFull = fair.capacity !== null && fair.seats_left !== null && fair.seats_left <= 0;
  return (
    <ActionDialog title={`Register for ${fair.title}`} isBusy={register.isPending} onClose={onClose}>
      <div className="flex flex-col gap-5">
        <JobFairFacts fair={fair}>
          <Fact term="Places">{seatsText(fair)}</Fact>
        </JobFairFacts>
        {isFull ? (
          <Alert tone="info">
            This job fair is full. If you register, you join the waiting list, and we will tell you when a place opens
            up.
          </Alert>
        ) : null}
        <SharedProfileSummary userId={userId} />
        <AccommodationsForm
          label={`Register for ${fair.title}`}
          defaultValues={NO_ACCOMMODATIONS}
          submitLabel="Register"
          isPending={register.isPending}
          failure={register.isError ? JOB_FAIR_MESSAGES.registerFailed(errorMessage(register.error)) : null}
          onSubmit={(values) =>
            register.mutate(
              {
                jobFairId: fair.id,
                accommodations: values.accommodations,
                accommodationNote: values.accommodation_note,
              },
              {
                onSuccess: ({ registration }) =>
                  onDone(
                    registration.status === 'waitlisted' ? JOB_FAIR_MESSAGES.waitlisted : JOB_FAIR_MESSAGES.registered,
                  ),
              },
            )
          }
          onCancel={onClose}
        />
      </div>
    </ActionDialog>
  );
}
