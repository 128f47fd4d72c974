import {
  sortWorkplaceFacts,
  WORKPLACE_FACT_NAMES,
  WORKPLACE_FACTS,
  WORKPLACE_NOTE_MAX,
  type WorkplaceFact,
} from '@kakayahan/contracts';
import { useId, type ReactNode, type Ref } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { ErrorText, fieldDescriptionClasses, fieldErrorClasses } from '../../../components/ui/field-parts';
import { FormTextAreaField } from '../../../components/ui/form-fields';
import type { JobFormValues } from './job-form-values';

/**
 * Workplace accessibility on the job form (issue 16, decision 033): one checkbox per fact, in the
 * contract's order, and a free note, together in one fieldset. The facts are a fixed list (nothing to
 * load, no limit), so this is not a TagCheckboxGroup; like the tag groups, the fieldset takes focus when
 * the server refuses the facts.
 */
export function WorkplaceFactsFieldset<TOutput>({ control }: { control: Control<JobFormValues, unknown, TOutput> }) {
  return (
    <Controller
      control={control}
      name="workplace_facts"
      render={({ field, fieldState }) => (
        <WorkplaceFactsGroup
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          errorMessage={fieldState.error?.message}
          fieldsetRef={field.ref}
        >
          <FormTextAreaField
            control={control}
            name="workplace_note"
            label="Anything else about access at work"
            description={`Optional, up to ${WORKPLACE_NOTE_MAX} characters. For example: the ramp is at the side entrance, or a co-worker shows new staff around in the first week.`}
            rows={4}
            maxLength={WORKPLACE_NOTE_MAX}
            className="mt-2"
          />
        </WorkplaceFactsGroup>
      )}
    />
  );
}

interface WorkplaceFactsGroupProps {
  name: string;
  value: WorkplaceFact[];
  onChange: (facts: WorkplaceFact[]) => void;
  errorMessage: string | undefined;
  fieldsetRef: Ref<HTMLFieldSetElement>;
  /** The note field, inside the same fieldset so it is read as part of the group. */
  children: ReactNode;
}

function WorkplaceFactsGroup({ name, value, onChange, errorMessage, fieldsetRef, children }: WorkplaceFactsGroupProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const chosen = new Set(value);

  function handleToggle(fact: WorkplaceFact, isSelected: boolean) {
    const next = new Set(chosen);
    if (isSelected) next.add(fact);
    else next.delete(fact);
    // Kept in the canonical order, so what is sent does not depend on the order of the clicks.
    onChange(sortWorkplaceFacts(next));
  }

  return (
    <fieldset
      ref={fieldsetRef}
      tabIndex={-1}
      aria-describedby={errorMessage ? `${descriptionId} ${errorId}` : descriptionId}
      aria-invalid={errorMessage ? true : undefined}
      className="flex min-w-0 flex-col gap-2 rounded-md border-2 border-slate-300 p-4 focus:outline-none focus-visible:outline"
    >
      <legend className="px-1 text-lg font-semibold text-slate-900">Workplace accessibility</legend>
      <p id={descriptionId} className={fieldDescriptionClasses}>
        Optional. Tick what your workplace already has. Job seekers can filter jobs by these.
      </p>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        {WORKPLACE_FACTS.map((fact) => (
          <Checkbox
            key={fact}
            name={name}
            isSelected={chosen.has(fact)}
            onChange={(isSelected) => handleToggle(fact, isSelected)}
          >
            {WORKPLACE_FACT_NAMES[fact]}
          </Checkbox>
        ))}
      </div>
      {errorMessage ? (
        <p id={errorId} className={fieldErrorClasses}>
          <ErrorText message={errorMessage} />
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
