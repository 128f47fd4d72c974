import { WORKPLACE_FACT_NAMES, WORKPLACE_FACTS, sortWorkplaceFacts, type WorkplaceFact } from '@kakayahan/contracts';
import { useState } from 'react';
import { ActionFeedback, type Feedback } from '../../../components/ui/action-feedback';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { errorMessage } from '../../../lib/api-client';
import { useSaveWorkNeeds } from '../api/save-work-needs';

export const SAVE_WORK_NEEDS_ERROR = 'Failed to save what you need at work. Please try again.';

/**
 * "What I need at work" (issue 16, decision 033): the workplace facts the job seeker needs, private to
 * them. Recommendations then say which of these each job has. Nothing is required; saving with none ticked
 * clears the list. The outcome is announced and takes the focus.
 */
export function WorkNeedsForm({ initial }: { initial: readonly WorkplaceFact[] }) {
  const [selected, setSelected] = useState<ReadonlySet<WorkplaceFact>>(() => new Set(initial));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const save = useSaveWorkNeeds();

  function handleToggle(fact: WorkplaceFact, isSelected: boolean) {
    setFeedback(null);
    const next = new Set(selected);
    if (isSelected) next.add(fact);
    else next.delete(fact);
    setSelected(next);
  }

  function handleSave() {
    setFeedback(null);
    save.mutate(
      { work_needs: sortWorkplaceFacts(selected) },
      {
        onSuccess: (answer) => setFeedback({ tone: 'success', text: answer.message }),
        onError: (error) => setFeedback({ tone: 'error', text: errorMessage(error, SAVE_WORK_NEEDS_ERROR) }),
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Tick what you need</legend>
        <div className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
          {WORKPLACE_FACTS.map((fact) => (
            <Checkbox
              key={fact}
              name="work_needs"
              isSelected={selected.has(fact)}
              onChange={(isSelected) => handleToggle(fact, isSelected)}
              // Read-only while saving, not disabled: a disabled box would drop the focus.
              isReadOnly={save.isPending}
            >
              {WORKPLACE_FACT_NAMES[fact]}
            </Checkbox>
          ))}
        </div>
      </fieldset>
      <ActionFeedback feedback={feedback} />
      <Button onPress={handleSave} isPending={save.isPending} className="w-full sm:w-auto sm:self-start">
        {save.isPending ? 'Saving...' : 'Save what I need'}
      </Button>
    </div>
  );
}
