import { zodResolver } from '@hookform/resolvers/zod';
import {
  JOB_FAIR_LIMITS,
  jobFairRegistrationUpdateSchema,
  type JobFairAccessibility,
  type JobFairRegistrationUpdate,
} from '@kakayahan/contracts';
import { useEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormTextAreaField } from '../../../components/ui/form-fields';
import { AccessibilityCheckboxGroup } from './accessibility-checkbox-group';

/** The accommodations a registrant asks for. */
export interface AccommodationValues {
  accommodations: JobFairAccessibility[];
  accommodation_note: string;
}

export const NO_ACCOMMODATIONS: AccommodationValues = { accommodations: [], accommodation_note: '' };

/** Only compiles when the form's values are a valid input of the contract's schema. */
type FitsSchema<T extends JobFairRegistrationUpdate> = T;
/** The checked values, as the calls send them. */
export type CheckedAccommodations = z.output<typeof jobFairRegistrationUpdateSchema>;

const resolver = zodResolver(jobFairRegistrationUpdateSchema) as unknown as Resolver<
  FitsSchema<AccommodationValues>,
  unknown,
  CheckedAccommodations
>;

/**
 * The accommodations part of registering (and of changing a registration): the accessibility list and
 * a note, checked with the contract's schema. Who sees it is said before anything is ticked.
 */
export function AccommodationsForm({
  label,
  defaultValues,
  submitLabel,
  isPending,
  failure,
  onSubmit,
  onCancel,
  focusOnOpen = false,
}: {
  /** The form's accessible name. */
  label: string;
  defaultValues: AccommodationValues;
  submitLabel: string;
  isPending: boolean;
  /** The failure of the last try, shown above the buttons (an alert). */
  failure: string | null;
  onSubmit: (values: CheckedAccommodations) => void;
  onCancel: () => void;
  /** Move the focus to the list when the form opens in place of the button that opened it. */
  focusOnOpen?: boolean;
}) {
  const { control, handleSubmit, setFocus } = useForm<AccommodationValues, unknown, CheckedAccommodations>({
    resolver,
    defaultValues,
  });

  useEffect(() => {
    if (focusOnOpen) setFocus('accommodations');
  }, [focusOnOpen, setFocus]);
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-4"
    >
      <Controller
        control={control}
        name="accommodations"
        render={({ field, fieldState }) => (
          <AccessibilityCheckboxGroup
            legend="Accommodations you would like"
            description="Optional. Tick what would help you take part. Only the employer running this fair and the site's administrators see it."
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            errorMessage={fieldState.error?.message}
            fieldsetRef={field.ref}
          />
        )}
      />
      <FormTextAreaField
        control={control}
        name="accommodation_note"
        label="Anything else the employer should know"
        description={`Optional, up to ${JOB_FAIR_LIMITS.accommodationNote} characters. For example: I use a wheelchair and need a table without a step.`}
        rows={3}
        maxLength={JOB_FAIR_LIMITS.accommodationNote}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
