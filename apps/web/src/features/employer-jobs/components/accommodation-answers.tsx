import {
  ACCOMMODATION_ANSWER_NAMES,
  ACCOMMODATION_ANSWERS,
  ACCOMMODATION_NAMES,
  ACCOMMODATION_NOT_ANSWERED,
  type AccommodationAnswer,
  type AccommodationKind,
  type AccommodationRequest,
  type Applicant,
} from '@kakayahan/contracts';
import { useId, useState } from 'react';
import { Label, RadioButton, RadioField, RadioGroup, Text } from 'react-aria-components';
import { ActionFeedback, type Feedback } from '../../../components/ui/action-feedback';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useAnswerAccommodations } from '../api/answer-accommodations';

export const SAVE_ANSWERS_FAILED = 'Failed to save your answers. Please try again.';
export const CHOOSE_AN_ANSWER = "Choose Arranged or Let's discuss for at least one request.";
export const NO_REQUESTS = 'No requests.';

type Choices = Partial<Record<AccommodationKind, AccommodationAnswer>>;

/** The employer's answer in words; "Waiting for the employer" until there is one. */
function answerInWords(answer: AccommodationAnswer | null): string {
  return answer ? ACCOMMODATION_ANSWER_NAMES[answer] : ACCOMMODATION_NOT_ANSWERED;
}

/** The answers already given, so the radios start where the employer left them. */
function savedChoices(requests: readonly AccommodationRequest[]): Choices {
  const choices: Choices = {};
  for (const { kind, answer } of requests) if (answer) choices[kind] = answer;
  return choices;
}

/** The failure in words, with the server's own reason when it gave one the employer can act on. */
function failureText(error: unknown): string {
  const hasReason = error instanceof ApiError && error.isServerMessage && error.status >= 400 && error.status < 500;
  return hasReason ? `${SAVE_ANSWERS_FAILED} ${error.message}` : SAVE_ANSWERS_FAILED;
}

/**
 * What the applicant asked for the hiring process (issue 16): each request with its answer in words and a
 * choice of Arranged or Let's discuss, the applicant's note, and one Save answers for all of them. Only the
 * answered requests are sent. The dialog stays open, so the outcome is shown and focused here (like
 * ActionFeedback on the page) and the saved answers replace the ones shown.
 */
export function AccommodationAnswers({ applicant }: { applicant: Applicant }) {
  const headingId = useId();
  const save = useAnswerAccommodations();
  const [requests, setRequests] = useState<readonly AccommodationRequest[]>(applicant.accommodations);
  const [choices, setChoices] = useState<Choices>(() => savedChoices(applicant.accommodations));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const note = applicant.accommodation_note.trim();

  function handleChoose(kind: AccommodationKind, answer: AccommodationAnswer) {
    setFeedback(null);
    setChoices((current) => ({ ...current, [kind]: answer }));
  }

  function handleSave() {
    // In the order the applicant's requests are listed, which is the form's order.
    const answers = requests.flatMap(({ kind }) => {
      const answer = choices[kind];
      return answer ? [{ kind, answer }] : [];
    });
    if (answers.length === 0) {
      setFeedback({ tone: 'error', text: CHOOSE_AN_ANSWER });
      return;
    }
    setFeedback(null);
    save.mutate(
      { applicationId: applicant.application_id, answers },
      {
        onSuccess: (saved) => {
          setRequests(saved.accommodations);
          setFeedback({ tone: 'success', text: saved.message });
        },
        onError: (error) => {
          console.warn('Could not save the answers to the requests', error);
          setFeedback({ tone: 'error', text: failureText(error) });
        },
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h4 id={headingId} className="text-lg font-bold text-slate-900">
        Requests for the hiring process
      </h4>
      {requests.length === 0 ? (
        <p>{NO_REQUESTS}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {requests.map((request) => (
            <li key={request.kind} className="rounded-md border border-slate-300 p-3">
              <AnswerChoice
                request={request}
                choice={choices[request.kind] ?? null}
                onChoose={(answer) => handleChoose(request.kind, answer)}
              />
            </li>
          ))}
        </ul>
      )}
      {note ? (
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">Note from the applicant</p>
          <p className="break-words whitespace-pre-line text-slate-800">{applicant.accommodation_note}</p>
        </div>
      ) : null}
      {requests.length > 0 ? (
        <>
          <ActionFeedback feedback={feedback} />
          <div>
            <Button onPress={handleSave} isPending={save.isPending}>
              Save answers
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}

/**
 * One request as a radio group named by the request, its saved answer in words as the group's
 * description. Native radios underneath (arrow keys move between the two, one tab stop); the chosen one
 * shows a dot, not only a colour.
 */
function AnswerChoice({
  request,
  choice,
  onChoose,
}: {
  request: AccommodationRequest;
  choice: AccommodationAnswer | null;
  onChoose: (answer: AccommodationAnswer) => void;
}) {
  return (
    <RadioGroup
      value={choice}
      // react-aria gives the chosen value as a string; it is always one of the answers offered below.
      onChange={(value) => onChoose(value as AccommodationAnswer)}
      orientation="horizontal"
      className="flex min-w-0 flex-col gap-1"
    >
      <Label className="font-semibold break-words text-slate-900">{ACCOMMODATION_NAMES[request.kind]}</Label>
      <Text slot="description" className="text-slate-800">
        Current answer: {answerInWords(request.answer)}
      </Text>
      <div className="flex flex-wrap gap-x-6">
        {ACCOMMODATION_ANSWERS.map((answer) => (
          <RadioField key={answer} value={answer}>
            <RadioButton className="group flex min-h-11 cursor-pointer items-center gap-3 py-2">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-slate-600 bg-white group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-amber-700 group-data-[selected]:border-brand-700"
              >
                <span className="hidden size-3 rounded-full bg-brand-700 group-data-[selected]:block" />
              </span>
              <span className="text-base text-slate-900">{ACCOMMODATION_ANSWER_NAMES[answer]}</span>
            </RadioButton>
          </RadioField>
        ))}
      </div>
    </RadioGroup>
  );
}
