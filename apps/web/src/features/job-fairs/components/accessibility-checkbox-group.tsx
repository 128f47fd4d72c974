import { JOB_FAIR_ACCESSIBILITY, JOB_FAIR_ACCESSIBILITY_LABELS, type JobFairAccessibility } from '@kakayahan/contracts';
import { useId, type Ref } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { ErrorText, fieldDescriptionClasses, fieldErrorClasses } from '../../../components/ui/field-parts';

/**
 * The accessibility facts as checkboxes in a fieldset that names them: the venue's facts on the fair
 * form, the filter of the list, and the accommodations a registrant asks for (the same list).
 */
export function AccessibilityCheckboxGroup({
  legend,
  description,
  name,
  value,
  onChange,
  errorMessage,
  fieldsetRef,
}: {
  legend: string;
  description?: string;
  /** Given to every checkbox (the error summary finds the group by it). */
  name: string;
  value: readonly JobFairAccessibility[];
  onChange: (value: JobFairAccessibility[]) => void;
  errorMessage?: string | undefined;
  fieldsetRef?: Ref<HTMLFieldSetElement>;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean).join(' ');

  function handleToggle(fact: JobFairAccessibility, isSelected: boolean) {
    const chosen = new Set(value);
    if (isSelected) chosen.add(fact);
    else chosen.delete(fact);
    onChange(JOB_FAIR_ACCESSIBILITY.filter((item) => chosen.has(item)));
  }

  return (
    <fieldset
      ref={fieldsetRef}
      tabIndex={-1}
      aria-describedby={describedBy || undefined}
      aria-invalid={errorMessage ? true : undefined}
      className="flex min-w-0 flex-col gap-1 rounded-md border-2 border-slate-300 p-4 focus:outline-none focus-visible:outline"
    >
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      {description ? (
        <p id={descriptionId} className={fieldDescriptionClasses}>
          {description}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        {JOB_FAIR_ACCESSIBILITY.map((fact) => (
          <Checkbox
            key={fact}
            name={name}
            isSelected={value.includes(fact)}
            onChange={(isSelected) => handleToggle(fact, isSelected)}
          >
            {JOB_FAIR_ACCESSIBILITY_LABELS[fact]}
          </Checkbox>
        ))}
      </div>
      {errorMessage ? (
        <p id={errorId} className={fieldErrorClasses}>
          <ErrorText message={errorMessage} />
        </p>
      ) : null}
    </fieldset>
  );
}
