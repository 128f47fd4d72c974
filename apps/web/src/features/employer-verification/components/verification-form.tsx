import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPLOYER_VERIFICATION_FIELDS,
  EMPLOYER_VERIFICATION_MESSAGES,
  employerVerificationRequestSchema,
  type EmployerVerification,
} from '@kakayahan/contracts';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { FileField } from '../../../components/ui/file-field';
import { FormSelectField, FormTextField } from '../../../components/ui/form-fields';
import type { FieldMessage } from '../../../lib/server-errors';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useSubmitVerification } from '../api/submit-verification';
import {
  buildVerificationFormData,
  documentProblem,
  VERIFICATION_FIELD_LABELS as LABELS,
  VERIFICATION_FORM_MESSAGES as MESSAGES,
  verificationFormValues,
  type VerificationFormInput,
  type VerificationFormOutput,
} from './verification-form-values';
import { REGISTRATION_TYPE_OPTIONS } from './verification-words';

interface CertificateState {
  file: File | null;
  error: string | null;
}

export interface VerificationFormProps {
  userId: number;
  /** The heading above the form, which also names it. */
  title: string;
  /** The last registration sent, to start from; null for a first one. */
  current: EmployerVerification | null;
  /** Called with the server-side success message once the registration is saved. */
  onSubmitted: (message: string) => void;
  /** Shown as a Cancel button when the form replaces something already sent. */
  onCancel?: () => void;
  /** Move the focus to the first field when the form appears after a button press (the button is gone). */
  focusOnMount?: boolean;
}

/**
 * The business registration form: kind of registration, number, TIN and the certificate, checked with the
 * contract's schema (and the file's type and size here too). A refused submit lists its problems in the
 * summary, which takes the focus, each linked to its field; the server's per-field messages land on their
 * fields, and a refused certificate (413, 415) on the file field.
 */
export function VerificationForm({
  userId,
  title,
  current,
  onSubmitted,
  onCancel,
  focusOnMount,
}: VerificationFormProps) {
  const headingId = useId();
  const { control, handleSubmit, setError, setFocus, formState } = useForm<
    VerificationFormInput,
    unknown,
    VerificationFormOutput
  >({
    // The form holds the type as '' until one is chosen, a wider input than the schema's enum.
    resolver: zodResolver(employerVerificationRequestSchema) as unknown as Resolver<
      VerificationFormInput,
      unknown,
      VerificationFormOutput
    >,
    defaultValues: verificationFormValues(current),
    shouldFocusError: false,
  });
  const submit = useSubmitVerification(userId);
  const [certificate, setCertificate] = useState<CertificateState>({ file: null, error: null });
  const errors = useServerErrors(
    { setError },
    {
      fields: EMPLOYER_VERIFICATION_FIELDS,
      outsideFields: { document: (message) => setCertificate((state) => ({ ...state, error: message })) },
      labels: LABELS,
      messages: { failed: MESSAGES.failed, network: MESSAGES.network },
      // A refused certificate comes back without a field: it is the only file in the form.
      statusFields: { 413: 'document', 415: 'document' },
    },
  );

  useEffect(() => {
    if (focusOnMount) setFocus('registration_type');
  }, [focusOnMount, setFocus]);

  /** The certificate's problem, shown on its field: a refused file, or none chosen. */
  function certificateProblems(): FieldMessage[] {
    const message = certificate.error ?? (certificate.file ? null : EMPLOYER_VERIFICATION_MESSAGES.documentRequired);
    if (!message) return [];
    setCertificate((state) => ({ ...state, error: message }));
    return [{ name: 'document', message }];
  }

  async function handleValid(values: VerificationFormOutput) {
    const problems = certificateProblems();
    if (problems.length > 0 || !certificate.file) {
      errors.showProblems(MESSAGES.fixFields, problems);
      return;
    }
    errors.clear();
    try {
      await submit.mutateAsync(buildVerificationFormData(values, certificate.file));
    } catch (error) {
      errors.showServerError(error);
      return;
    }
    onSubmitted(EMPLOYER_VERIFICATION_MESSAGES.submitted);
  }

  function handleInvalid(formErrors: FieldErrors<VerificationFormInput>) {
    errors.showInvalid(formErrors, MESSAGES.fixFields, certificateProblems());
  }

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}
      className="flex flex-col gap-5"
    >
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      <ErrorSummary summary={errors.summary} />
      <p className="text-slate-700">Every field is required. Type the details as printed on the certificate.</p>
      <FormSelectField
        control={control}
        name="registration_type"
        label={LABELS.registration_type}
        isRequired
        placeholder="Choose one"
        options={REGISTRATION_TYPE_OPTIONS}
      />
      <FormTextField
        control={control}
        name="registration_number"
        label={LABELS.registration_number}
        isRequired
        autoComplete="off"
        description="Letters, digits and dashes, for example 3456789 or CS201912345."
      />
      <FormTextField
        control={control}
        name="tin"
        label={LABELS.tin}
        isRequired
        inputMode="numeric"
        autoComplete="off"
        description="9 digits, plus the branch code if you have one (for example 123-456-789-000)."
      />
      <FileField
        label={`${LABELS.document} (required)`}
        name="document"
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        description="A PDF, JPEG or PNG of up to 10 MB: a scan or a clear photo of the whole certificate. Only administrators see it."
        file={certificate.file}
        errorMessage={certificate.error}
        check={documentProblem}
        fileNoun="certificate"
        onChange={(file, problem) => setCertificate({ file, error: problem })}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isPending={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending...' : 'Submit'}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel} isDisabled={formState.isSubmitting}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
