import type { MyApplication } from '@kakayahan/contracts';
import { useRef, useState } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useSetDisclosure } from '../api/set-disclosure';
import { AccommodationRequestList, disclosureInWords } from './accommodation-requests';
import { Fact, FactList } from './job-summary';

export const SHOW_TO_EMPLOYER = 'Show it to the employer';
export const HIDE_FROM_EMPLOYER = 'Hide it from the employer';
export const DISCLOSURE_LOCKED_NOTE =
  'This can no longer be changed: the employer has already acted on this application.';

/**
 * What an application tells its employer (issue 16): whether the disability type is shown, in words, with
 * a button to change it while the application is pending, and the requests with the employer's answers.
 * The button stays where it is after a change (only its words change), so the server's message is
 * announced beside it rather than by moving the focus away from the row.
 */
export function ApplicationDisclosure({ application, title }: { application: MyApplication; title: string }) {
  const setDisclosure = useSetDisclosure();
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const isDisclosed = application.disability_disclosed;
  const isPending = application.application_status === 'Pending';

  function handleToggle() {
    setFeedback(null);
    setDisclosure.mutate(
      { applicationId: application.application_id, discloseDisability: !isDisclosed },
      {
        onSuccess: (answer) => setFeedback({ tone: 'success', text: answer.message }),
        onError: (error) => {
          setFeedback({ tone: 'error', text: errorMessage(error) });
          // A refusal usually means the employer acted meanwhile: the reloaded list removes the button, so
          // the focus goes to the reason instead of falling to the top of the page.
          feedbackRef.current?.focus();
        },
      },
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-md border-2 border-slate-200 p-3">
      <FactList>
        <Fact term="Disability type">{disclosureInWords(isDisclosed)}</Fact>
      </FactList>
      {isPending ? (
        <div>
          <Button variant="secondary" onPress={handleToggle} isPending={setDisclosure.isPending}>
            {isDisclosed ? HIDE_FROM_EMPLOYER : SHOW_TO_EMPLOYER}
            <span className="sr-only">: {title}</span>
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{DISCLOSURE_LOCKED_NOTE}</p>
      )}
      <div ref={feedbackRef} tabIndex={-1} className="focus:outline-none focus-visible:outline">
        <LiveRegion>
          {feedback?.tone === 'success' ? (
            <p className="flex items-start gap-2 font-semibold text-green-900">
              <span aria-hidden="true">✓</span>
              <span>{feedback.text}</span>
            </p>
          ) : null}
        </LiveRegion>
        {feedback?.tone === 'error' ? <Alert tone="error">{feedback.text}</Alert> : null}
      </div>
      <AccommodationRequestList
        label={`Your requests: ${title}`}
        requests={application.accommodations}
        note={application.accommodation_note}
      />
    </div>
  );
}
