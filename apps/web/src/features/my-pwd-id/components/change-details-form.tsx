import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISABILITY_CATEGORIES,
  disabilitySchema,
  idNumberSchema,
  MY_PWD_ID_MESSAGES,
  type MyPwdId,
  type UpdateMyPwdIdRequest,
} from '@kakayahan/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ActionFeedback, type Feedback } from '../../../components/ui/action-feedback';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormSelectField, FormTextField } from '../../../components/ui/form-fields';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useUpdateMyPwdId } from '../api/update-my-pwd-id';

export const CHANGE_DETAILS_MESSAGES = {
  failed: 'Your changes could not be saved. Please try again.',
  fixFields: 'Please correct the fields listed below.',
} as const;

/** The contract's own field rules (sign-up's and the server's), both fields filled in. */
const changeDetailsFormSchema = z.object({
  ID_number: idNumberSchema,
  user_disability: z.string().pipe(disabilitySchema),
});
type ChangeDetailsInput = z.input<typeof changeDetailsFormSchema>;
type ChangeDetailsOutput = z.output<typeof changeDetailsFormSchema>;

const FIELDS = ['ID_number', 'user_disability'] as const;
const LABELS = { ID_number: 'ID number', user_disability: 'Disability type' } as const;

/** Only what differs from the registration is sent; null when nothing does. */
function changesOf(values: ChangeDetailsOutput, registration: MyPwdId): UpdateMyPwdIdRequest | null {
  const changes: UpdateMyPwdIdRequest = {};
  if (values.ID_number !== registration.ID_no) changes.ID_number = values.ID_number;
  if (values.user_disability !== registration.user_disability) changes.user_disability = values.user_disability;
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * Corrects the ID number or the disability type while the registration waits. A refusal (the form's or
 * the server's) goes through the one error summary; a success is said where the form is, and focused.
 */
export function ChangeDetailsForm({ registration }: { registration: MyPwdId }) {
  const update = useUpdateMyPwdId();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const { control, formState, handleSubmit, setError, reset } = useForm<
    ChangeDetailsInput,
    unknown,
    ChangeDetailsOutput
  >({
    resolver: zodResolver(changeDetailsFormSchema),
    defaultValues: {
      ID_number: registration.id_number_formatted ?? registration.ID_no,
      user_disability: registration.user_disability,
    },
    shouldFocusError: false,
  });
  const errors = useServerErrors(
    { setError },
    { fields: FIELDS, labels: LABELS, messages: { failed: CHANGE_DETAILS_MESSAGES.failed } },
  );

  async function handleValid(values: ChangeDetailsOutput) {
    errors.clear();
    setFeedback(null);
    const changes = changesOf(values, registration);
    if (!changes) {
      errors.showMessage(MY_PWD_ID_MESSAGES.nothingToChange);
      return;
    }
    try {
      const answer = await update.mutateAsync(changes);
      reset({ ID_number: answer.id_number_formatted ?? answer.ID_no, user_disability: answer.user_disability });
      setFeedback({ tone: 'success', text: MY_PWD_ID_MESSAGES.detailsSaved });
    } catch (error) {
      errors.showServerError(error);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="change-details-heading"
      onSubmit={(event) =>
        void handleSubmit(handleValid, (invalid) => {
          setFeedback(null);
          errors.showInvalid(invalid, CHANGE_DETAILS_MESSAGES.fixFields);
        })(event)
      }
      className="flex flex-col gap-4"
    >
      <h2 id="change-details-heading" className="text-xl font-bold text-slate-900">
        Correct your ID number or disability type
      </h2>
      <ActionFeedback feedback={feedback} />
      <ErrorSummary summary={errors.summary} />
      <FormTextField
        control={control}
        name="ID_number"
        label="ID number"
        inputMode="numeric"
        autoComplete="off"
        description="As printed on your card. Spaces and dashes are removed for you."
        isRequired
      />
      <FormSelectField
        control={control}
        name="user_disability"
        label="Disability type"
        options={DISABILITY_CATEGORIES}
        placeholder="Choose one"
        isRequired
      />
      <Button type="submit" isPending={formState.isSubmitting} className="w-full sm:w-auto sm:self-start">
        {formState.isSubmitting ? 'Saving...' : 'Save changes'}
      </Button>
    </form>
  );
}
