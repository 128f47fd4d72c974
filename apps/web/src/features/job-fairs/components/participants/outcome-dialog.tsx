import { JOB_FAIR_OUTCOMES, type JobFairOutcome, type JobFairParticipant } from '@kakayahan/contracts';
import { useState, type SyntheticEvent } from 'react';
import { ActionDialog, ActionError } from '../../../../components/ui/action-dialog';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { useRecordOutcome } from '../../api/record-outcome';
import { accommodationLabels, hasAccommodationRequest, OUTCOME_LABELS, participantName } from './participant-format';

export const OUTCOME_FAILED = 'Failed to save the outcome. Please try again.';

type ProvidedChoice = '' | 'yes' | 'no';

function choiceOf(value: boolean | null): ProvidedChoice {
  if (value === null) return '';
  return value ? 'yes' : 'no';
}

function isOutcome(value: string): value is JobFairOutcome {
  return (JOB_FAIR_OUTCOMES as readonly string[]).includes(value);
}

/**
 * Once the fair has started: what came of the participant (none, interviewed, hired on the spot) and,
 * when they asked for accommodations, whether those were provided (for the placement report).
 */
export function OutcomeDialog({
  participant,
  onClose,
  onDone,
}: {
  participant: JobFairParticipant;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const record = useRecordOutcome();
  const [outcome, setOutcome] = useState<JobFairOutcome>(participant.outcome);
  const [provided, setProvided] = useState<ProvidedChoice>(choiceOf(participant.accommodation_provided));
  const askedForAccommodations = hasAccommodationRequest(participant);
  const name = participantName(participant);
  const labels = accommodationLabels(participant);

  function handleSubmit(event: SyntheticEvent) {
    event.preventDefault();
    record.mutate(
      {
        registrationId: participant.id,
        outcome,
        ...(askedForAccommodations ? { accommodation_provided: provided === '' ? null : provided === 'yes' } : {}),
      },
      { onSuccess: (answer) => onDone(answer.message) },
    );
  }

  return (
    <ActionDialog title={`Record outcome: ${name}`} isBusy={record.isPending} onClose={onClose}>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <SelectField
          label="Outcome"
          name="outcome"
          value={outcome}
          onChange={(value) => {
            if (isOutcome(value)) setOutcome(value);
          }}
          options={JOB_FAIR_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }))}
        />
        {askedForAccommodations ? (
          <SelectField
            label="Accommodations provided"
            name="accommodation_provided"
            description={
              labels.length > 0 ? `They asked for: ${labels.join(', ')}.` : 'They asked for an accommodation in a note.'
            }
            value={provided}
            onChange={(value) => setProvided(value === 'yes' || value === 'no' ? value : '')}
            options={[
              { value: '', label: 'Not recorded yet' },
              { value: 'yes', label: 'Yes, provided' },
              { value: 'no', label: 'No, not provided' },
            ]}
          />
        ) : null}
        {record.isError ? <ActionError message={OUTCOME_FAILED} error={record.error} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={record.isPending}>
            Save outcome
          </Button>
        </div>
      </form>
    </ActionDialog>
  );
}
