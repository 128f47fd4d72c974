import { DISABILITY_CATEGORIES, formatPwdIdNumber } from '@kakayahan/contracts';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormSelectField, FormTextField } from '../../../components/ui/form-fields';
import { PwdCardReader, type CardField, type CardReading } from './pwd-card-reader';
import type { JobSeekerSignupFormInput } from './signup-schemas';

/**
 * How an ID number read from a card is shown: in the national PWD ID shape (RR-PPMM-BBB-NNNNNNN) when
 * it has one, so it is easy to compare with the card, else as digits. The server stores digits either
 * way (idNumberSchema drops the hyphens).
 */
export function displayIdNumber(digits: string): string {
  return formatPwdIdNumber(digits) ?? digits;
}

/**
 * The "PWD ID details" group of job seeker sign-up: the card photo widget and the editable ID Number
 * and Disability Type fields it fills. Used inside the sign-up form's FormProvider.
 */
export function PwdIdFields({
  onCardImageChange,
  cardError,
}: {
  onCardImageChange: (image: Blob | null) => void;
  /** Why the card photo is still needed, after a submit without one. */
  cardError?: string | undefined;
}) {
  const { control, setValue, clearErrors } = useFormContext<JobSeekerSignupFormInput>();
  const [isReading, setIsReading] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);

  function handleRead(reading: CardReading) {
    // Only what was found is filled in; a field the card did not show keeps what the person typed.
    if (reading.idNumber !== '') {
      setValue('ID_number', displayIdNumber(reading.idNumber), { shouldDirty: true });
      clearErrors('ID_number');
    }
    if (reading.disability !== '') {
      setValue('user_disability', reading.disability, { shouldDirty: true });
      clearErrors('user_disability');
    }
  }

  function handleFocusField(name: CardField) {
    fieldsRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }

  return (
    <fieldset className="flex flex-col gap-4 rounded-md border-2 border-slate-300 p-4">
      <legend className="px-1 text-lg font-bold text-slate-900">PWD ID details</legend>
      <PwdCardReader
        onRead={handleRead}
        onCardImageChange={onCardImageChange}
        onBusyChange={setIsReading}
        focusField={handleFocusField}
        errorMessage={cardError}
      />
      <div ref={fieldsRef} aria-busy={isReading} className="flex flex-col gap-4">
        <FormTextField
          control={control}
          name="ID_number"
          label="ID Number"
          inputMode="numeric"
          autoComplete="off"
          description="As printed on your card. Spaces and dashes are removed for you."
          isRequired
        />
        <FormSelectField
          control={control}
          name="user_disability"
          label="Disability Type"
          options={DISABILITY_CATEGORIES}
          placeholder="Choose one"
          isRequired
        />
      </div>
    </fieldset>
  );
}
