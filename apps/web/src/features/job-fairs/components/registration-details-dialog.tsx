import { JOB_FAIR_MESSAGES, type JobFairRegistration } from '@kakayahan/contracts';
import { useId, useState, type ReactNode } from 'react';
import { ActionDialog, ConfirmDialog } from '../../../components/ui/action-dialog';
import { ActionFeedback, type Feedback } from '../../../components/ui/action-feedback';
import { Button, buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useCancelRegistration } from '../api/cancel-registration';
import { useUpdateRegistration } from '../api/update-registration';
import { AccommodationsForm } from './accommodations-form';
import { CheckInPass } from './check-in-pass';
import { FairJobsList } from './fair-jobs-list';
import { Fact, JobFairFacts } from './job-fair-facts';
import { accessibilityText, JOB_FAIR_TEXT, registrationStatusText } from './job-fair-words';

const NOT_GIVEN = 'Not given';

function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * View Details of one's registration (document 2 §2, §4, plus issue 11): when and where, the online link
 * (registrants only), contact, description, the jobs, the check-in code with its QR code, Add to
 * calendar, and until the fair starts, changing the accommodations or cancelling.
 */
export function RegistrationDetailsDialog({
  registration,
  onClose,
  onDone,
}: {
  registration: JobFairRegistration;
  onClose: () => void;
  /** The registration was cancelled: the page closes the dialog and announces `message`. */
  onDone: (message: string) => void;
}) {
  const fair = registration.job_fair_detail;
  const update = useUpdateRegistration();
  const cancel = useCancelRegistration();
  const [isChanging, setIsChanging] = useState(false);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const changeButtonId = useId();
  const email = fair.email || fair.contact_email;
  const phone = fair.contact_number || fair.contact_phone;
  const canChange = !fair.has_started && registration.status !== 'cancelled';

  function handleCloseChange() {
    setIsChanging(false);
    update.reset();
    document.getElementById(changeButtonId)?.focus();
  }

  let closedNote: string | null = null;
  if (fair.has_ended) closedNote = 'This job fair has ended.';
  else if (fair.has_started) closedNote = JOB_FAIR_MESSAGES.started;

  return (
    <ActionDialog title={fair.title} isBusy={update.isPending || cancel.isPending} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p className="text-lg">
          <span className="font-semibold">Your registration: </span>
          {registrationStatusText(registration.status, registration.waitlist_position)}
        </p>
        {registration.status === 'waitlisted' ? (
          <p className="text-slate-800">The job fair is full. We will tell you as soon as a place opens up for you.</p>
        ) : null}
        <JobFairFacts fair={fair}>
          <Fact term="Employer">{fair.employer_name}</Fact>
          {fair.online_url ? (
            <Fact term="Online link">
              <a href={fair.online_url}>{fair.online_url}</a>
            </Fact>
          ) : null}
          <Fact term="Contact email">{email ? <a href={`mailto:${email}`}>{email}</a> : NOT_GIVEN}</Fact>
          <Fact term="Contact number">
            {phone ? <a href={`tel:${phone.replace(/\s/gu, '')}`}>{phone}</a> : NOT_GIVEN}
          </Fact>
        </JobFairFacts>
        {fair.description ? <p className="whitespace-pre-line text-slate-800">{fair.description}</p> : null}

        <DetailsSection title="Jobs at this fair">
          <FairJobsList jobFairId={fair.id} />
        </DetailsSection>

        <DetailsSection title="Check-in">
          {registration.status === 'registered' ? (
            <CheckInPass code={registration.check_in_code} />
          ) : (
            <p className="text-slate-800">Your check-in code appears here once you have a place.</p>
          )}
          <div className="flex flex-col items-start gap-1">
            <a href={registration.calendar_url} download className={buttonClasses('secondary')}>
              Add to calendar
            </a>
            <p className="text-sm text-slate-700">
              A calendar file (.ics) for your phone or computer, in Philippine time.
            </p>
          </div>
        </DetailsSection>

        <DetailsSection title="Your accommodations">
          <p className="text-slate-800">
            {accessibilityText(registration.accommodations, JOB_FAIR_TEXT.noAccommodations)}
          </p>
          {registration.accommodation_note ? (
            <p className="whitespace-pre-line text-slate-800">{registration.accommodation_note}</p>
          ) : null}
          <ActionFeedback feedback={feedback} />
          {canChange && !isChanging ? (
            <div>
              <Button
                id={changeButtonId}
                variant="secondary"
                onPress={() => {
                  setFeedback(null);
                  setIsChanging(true);
                }}
              >
                Change accommodations
              </Button>
            </div>
          ) : null}
          {canChange && isChanging ? (
            <AccommodationsForm
              label="Change accommodations"
              focusOnOpen
              defaultValues={{
                accommodations: [...registration.accommodations],
                accommodation_note: registration.accommodation_note,
              }}
              submitLabel="Save accommodations"
              isPending={update.isPending}
              failure={
                update.isError ? `${JOB_FAIR_TEXT.updateRegistrationFailed} ${errorMessage(update.error)}` : null
              }
              onSubmit={(values) =>
                update.mutate(
                  {
                    registrationId: registration.id,
                    accommodations: values.accommodations,
                    accommodationNote: values.accommodation_note,
                  },
                  {
                    onSuccess: () => {
                      setIsChanging(false);
                      setFeedback({ tone: 'success', text: JOB_FAIR_MESSAGES.registrationUpdated });
                    },
                  },
                )
              }
              onCancel={handleCloseChange}
            />
          ) : null}
        </DetailsSection>

        {closedNote ? <p className="text-slate-800">{closedNote}</p> : null}
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          {canChange ? (
            <Button variant="danger-outline" onPress={() => setIsConfirmingCancel(true)}>
              Cancel registration
            </Button>
          ) : null}
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
        </div>
      </div>
      {isConfirmingCancel ? (
        <ConfirmDialog
          title="Cancel registration"
          confirmLabel="Cancel registration"
          cancelLabel="Keep registration"
          isDestructive
          isBusy={cancel.isPending}
          failure={cancel.isError ? { message: JOB_FAIR_TEXT.cancelFailed, error: cancel.error } : null}
          onConfirm={() =>
            cancel.mutate(registration.id, { onSuccess: () => onDone(JOB_FAIR_MESSAGES.registrationCancelled) })
          }
          onClose={() => {
            cancel.reset();
            setIsConfirmingCancel(false);
          }}
        >
          <p>
            Cancel your registration for <strong>{fair.title}</strong>?
          </p>
          {registration.status === 'registered' ? (
            <p>Your place goes to the next person on the waiting list, if there is one.</p>
          ) : (
            <p>You leave the waiting list.</p>
          )}
        </ConfirmDialog>
      ) : null}
    </ActionDialog>
  );
}
