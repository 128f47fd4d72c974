import { JOB_FAIR_LIMITS } from '@kakayahan/contracts';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { FormEmailField, FormTextAreaField, FormTextField } from '../../../components/ui/form-fields';
import { AccessibilityCheckboxGroup } from './accessibility-checkbox-group';
import { DateTimeField } from './date-time-field';
import { FormatRadioGroup } from './format-radio-group';
import { JobChoiceList, type JobChoice } from './job-choice-list';
import type { JobFairFormValues } from './job-fair-form-values';

type FairControl<TOutput> = Control<JobFairFormValues, unknown, TOutput>;

/** A date or time input bound to the form. */
function BoundDateTime<TOutput>({
  control,
  name,
  ...props
}: {
  control: FairControl<TOutput>;
  name: 'date' | 'start_time' | 'end_time';
  type: 'date' | 'time';
  label: string;
  description?: string;
  isRequired?: boolean;
  min?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimeField
          {...props}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * The fields of the job fair form (document 2 §5 plus issue 11), in the order of JOB_FAIR_FORM_FIELDS.
 * The venue is asked only for fairs people come to, the link only for fairs they join online.
 */
export function JobFairFormFields<TOutput>({
  control,
  choices,
  minDate,
}: {
  control: FairControl<TOutput>;
  choices: readonly JobChoice[];
  /** The earliest date the picker offers (today in Manila when creating). */
  minDate?: string | undefined;
}) {
  const format = useWatch({ control, name: 'format' });
  return (
    <>
      <FormTextField control={control} name="title" label="Title" autoComplete="off" isRequired />
      <BoundDateTime
        control={control}
        name="date"
        type="date"
        label="Date"
        description="The day of the fair, in the Philippines."
        isRequired
        {...(minDate ? { min: minDate } : {})}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <BoundDateTime
          control={control}
          name="start_time"
          type="time"
          label="Start time"
          description="Philippine time (Asia/Manila)."
        />
        <BoundDateTime
          control={control}
          name="end_time"
          type="time"
          label="End time"
          description="Philippine time (Asia/Manila)."
        />
      </div>
      <Controller
        control={control}
        name="format"
        render={({ field, fieldState }) => (
          <FormatRadioGroup
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      {format !== 'online' ? (
        <FormTextField
          control={control}
          name="venue"
          label="Venue address"
          description="The full address, and the accessible entrance if it is not the main one."
          autoComplete="off"
          isRequired
        />
      ) : null}
      {format !== 'onsite' ? (
        <FormTextField
          control={control}
          name="online_url"
          label="Online link"
          type="url"
          inputMode="url"
          description="Starts with https://. Only people with a place at the fair see it."
          autoComplete="off"
          isRequired
        />
      ) : null}
      <FormEmailField control={control} name="email" label="Contact email" description="Optional." />
      <FormTextField
        control={control}
        name="contact_number"
        label="Contact number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        description="Optional."
      />
      <FormTextField
        control={control}
        name="capacity"
        label="Capacity"
        inputMode="numeric"
        autoComplete="off"
        description="Optional. How many people can attend; leave empty for no limit. When it is full, people join a waiting list."
      />
      <FormTextAreaField
        control={control}
        name="description"
        label="Description"
        description="Optional. What to expect, what to bring, how to get there."
        rows={5}
        maxLength={JOB_FAIR_LIMITS.description}
      />
      <Controller
        control={control}
        name="accessibility"
        render={({ field, fieldState }) => (
          <AccessibilityCheckboxGroup
            legend="Accessibility at the venue"
            description="Tick what the venue and programme offer. Job seekers see these in words and can filter by them."
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            errorMessage={fieldState.error?.message}
            fieldsetRef={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="jobs"
        render={({ field, fieldState }) => (
          <JobChoiceList
            name={field.name}
            choices={choices}
            value={field.value}
            onChange={field.onChange}
            errorMessage={fieldState.error?.message}
            fieldsetRef={field.ref}
          />
        )}
      />
    </>
  );
}
