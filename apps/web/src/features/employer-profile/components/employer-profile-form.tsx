import { zodResolver } from '@hookform/resolvers/zod';
import { EMPLOYER_PROFILE_FIELDS, employerProfileRequestSchema, type EmployerProfile } from '@kakayahan/contracts';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button, LinkButton } from '../../../components/ui/button';
import { DoneMessage } from '../../../components/ui/done-message';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormTextAreaField, FormTextField } from '../../../components/ui/form-fields';
import type { FieldMessage } from '../../../lib/server-errors';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useSaveEmployerProfile } from '../api/save-employer-profile';
import {
  buildEmployerProfileFormData,
  EMPLOYER_PROFILE_FIELD_LABELS as LABELS,
  EMPLOYER_PROFILE_FORM_MESSAGES as MESSAGES,
  employerProfileFormValues,
  type EmployerProfileFormInput,
  type EmployerProfileFormOutput,
} from './employer-profile-form-values';
import { LogoField } from './logo-field';

/** The links offered once the company profile is saved (decision 020). */
export const EMPLOYER_PROFILE_SAVED_NEXT = [
  { to: '/employer/profile', label: 'View your company profile' },
  { to: '/employer/post-job', label: 'Post a job' },
  { to: '/employer/dashboard', label: 'Go to your dashboard' },
];

interface LogoState {
  file: File | null;
  error: string | null;
}

/**
 * The company profile form (document 2 §2, §5, §8): the contract's fields checked with the contract's
 * schema, and an optional logo. A refused save lists its problems in a summary that takes the focus,
 * each linked to its field; the server's per-field messages land on their fields. A saved profile is
 * announced at the top of the form (which takes the focus) with links to the profile and the next
 * steps; nothing moves on by itself (decision 020), and the form stays for a further change.
 */
export function EmployerProfileForm({ profile }: { profile: EmployerProfile | null }) {
  const { control, formState, handleSubmit, setError } = useForm<
    EmployerProfileFormInput,
    unknown,
    EmployerProfileFormOutput
  >({
    // The form always holds every field (the website as '' when empty), a narrower input than the schema's.
    resolver: zodResolver(employerProfileRequestSchema) as Resolver<
      EmployerProfileFormInput,
      unknown,
      EmployerProfileFormOutput
    >,
    defaultValues: employerProfileFormValues(profile),
    shouldFocusError: false,
  });
  // useWatch rather than watch(): the React Compiler can memoise this form then.
  const companyName = useWatch({ control, name: 'comp_name' });
  const save = useSaveEmployerProfile();
  const [logo, setLogo] = useState<LogoState>({ file: null, error: null });
  const errors = useServerErrors(
    { setError },
    {
      fields: EMPLOYER_PROFILE_FIELDS,
      outsideFields: { comp_logo: (message) => setLogo((current) => ({ ...current, error: message })) },
      labels: LABELS,
      // Document 2 §8: the server's message, else these.
      messages: { failed: MESSAGES.failed, network: MESSAGES.network },
      // A refused logo comes back as a 415 without a field: it is the only file in the form.
      statusFields: logo.file ? { 415: 'comp_logo' } : {},
    },
  );
  const [isSaved, setIsSaved] = useState(false);

  function logoProblems(): FieldMessage[] {
    return logo.error ? [{ name: 'comp_logo', message: logo.error }] : [];
  }

  async function handleValid(values: EmployerProfileFormOutput) {
    if (logo.error) {
      errors.showProblems(MESSAGES.fixFields, logoProblems());
      return;
    }
    errors.clear();
    setIsSaved(false);
    try {
      await save.mutateAsync(buildEmployerProfileFormData(values, logo.file));
    } catch (error) {
      errors.showServerError(error);
      return;
    }
    setIsSaved(true);
  }

  function handleInvalid(formErrors: FieldErrors<EmployerProfileFormInput>) {
    errors.showInvalid(formErrors, MESSAGES.fixFields, logoProblems());
  }

  const isBusy = formState.isSubmitting;
  return (
    <form
      noValidate
      aria-label="Company profile"
      onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}
      className="flex flex-col gap-5"
    >
      {isSaved ? <DoneMessage message={MESSAGES.saved} next={EMPLOYER_PROFILE_SAVED_NEXT} /> : null}
      <ErrorSummary summary={errors.summary} />
      <p className="text-slate-700">Fields marked (required) must be filled in.</p>

      <FormTextField
        control={control}
        name="comp_name"
        label={LABELS.comp_name}
        isRequired
        autoComplete="organization"
      />
      <FormTextField
        control={control}
        name="industry"
        label={LABELS.industry}
        isRequired
        description="For example Information Technology, Retail or Healthcare."
      />
      <FormTextAreaField
        control={control}
        name="comp_desc"
        label={LABELS.comp_desc}
        isRequired
        rows={6}
        description="What your company does and what it is like to work there."
      />
      <FormTextField
        control={control}
        name="location"
        label={LABELS.location}
        isRequired
        description="City or municipality and province, for example Quezon City, Metro Manila."
      />
      <FormTextField
        control={control}
        name="contact_no"
        label={LABELS.contact_no}
        isRequired
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <FormTextField
        control={control}
        name="comp_site"
        label={LABELS.comp_site}
        type="url"
        inputMode="url"
        autoComplete="url"
        description="Optional, for example bayanihan.ph or https://bayanihan.ph."
      />
      <LogoField
        label={LABELS.comp_logo}
        currentLogo={profile?.comp_logo ?? null}
        companyName={companyName}
        file={logo.file}
        errorMessage={logo.error}
        onChange={(file, problem) => setLogo({ file, error: problem })}
      />

      <div className="flex flex-wrap gap-3">
        <Button type="submit" isPending={isBusy}>
          {formState.isSubmitting ? 'Saving...' : 'Save Profile'}
        </Button>
        <LinkButton to="/employer/profile" variant="secondary">
          Cancel
        </LinkButton>
      </div>
    </form>
  );
}
