import { useId, type Ref } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { ErrorText, fieldDescriptionClasses, fieldErrorClasses, LabelText } from '../../../components/ui/field-parts';

/** One of the employer's job posts the fair can offer. */
export interface JobChoice {
  id: number;
  title: string;
  /** Where and what kind of work, to tell similar titles apart. */
  detail: string;
}

/**
 * The employer's job posts as checkboxes in a scroll area about 15rem high (document 2 §9), inside a
 * fieldset that names it and says how many are ticked.
 */
export function JobChoiceList({
  name,
  choices,
  value,
  onChange,
  errorMessage,
  fieldsetRef,
}: {
  name: string;
  choices: readonly JobChoice[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  errorMessage?: string | undefined;
  fieldsetRef?: Ref<HTMLFieldSetElement>;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const chosen = new Set(value);
  const count = choices.filter((choice) => chosen.has(choice.id)).length;

  function handleToggle(jobId: number, isSelected: boolean) {
    onChange(isSelected ? [...value.filter((v) => v !== jobId), jobId] : value.filter((v) => v !== jobId));
  }

  return (
    <fieldset
      ref={fieldsetRef}
      tabIndex={-1}
      aria-describedby={errorMessage ? `${descriptionId} ${errorId}` : descriptionId}
      aria-invalid={errorMessage ? true : undefined}
      className="flex min-w-0 flex-col gap-2 rounded-md border-2 border-slate-300 p-4 focus:outline-none focus-visible:outline"
    >
      <legend className="px-1 font-semibold text-slate-900">
        <LabelText label="Jobs at this fair" isRequired />
      </legend>
      <p id={descriptionId} className={fieldDescriptionClasses}>
        {`Choose at least one of your job posts. ${count} of ${choices.length} chosen.`}
      </p>
      {choices.length > 0 ? (
        <ul className="max-h-60 overflow-y-auto rounded border border-slate-200 px-2">
          {choices.map((choice) => (
            <li key={choice.id}>
              <Checkbox
                name={name}
                isSelected={chosen.has(choice.id)}
                onChange={(isSelected) => handleToggle(choice.id, isSelected)}
              >
                <span className="font-medium">{choice.title}</span>
                {choice.detail ? <span className="block text-sm text-slate-700">{choice.detail}</span> : null}
              </Checkbox>
            </li>
          ))}
        </ul>
      ) : null}
      {errorMessage ? (
        <p id={errorId} className={fieldErrorClasses}>
          <ErrorText message={errorMessage} />
        </p>
      ) : null}
    </fieldset>
  );
}
