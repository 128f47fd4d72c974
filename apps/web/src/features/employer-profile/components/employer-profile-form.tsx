import { zodResolver } from '@hookform/resolvers/zod';
import { DELAYS_MS, employerProfileRequestSchema, type EmployerProfile } from '@kakayahan/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { FormTextAreaField, FormTextField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import {
  focusField,
  FormErrorSummary,
  summaryItems,
  type ErrorSummaryContent,
  type ErrorSummaryItem,
} from '../../auth/components/form-error-summary';
import { useSaveEmployerProfile } from '../api/save-employer-profile';
import {
  buildEmployerProfileFormData,
  EMPLOYER_PROFILE_FIELD_LABELS as LABELS,
  EMPLOYER_PROFILE_FORM_MESSAGES as MESSAGES,
  employerProfileFormValues,
  isEmployerProfileField,
  type EmployerProfileFormInput,
  type EmployerProfileFormOutput,
} from './employer-profile-form-values';
import { LogoField } from './logo-field';

/** The message of a failed save (document 2 §8): the server's own, else the spec's fallbacks. */
function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return MESSAGES.network;
  return error instanceof ApiError && error.isServerMessage && error.message ? error.message : MESSAGES.failed;
}

interface LogoState {
  file: File | null;
  error: string | null;
}

/**
 * The company profile form (document 2 §2, §5, §8): the contract's fields checked with the contract's
 * schema, and an optional logo. A refused save lists its problems in a summary that takes the focus,
 * each linked to its field; the server's per-field messages land on their fields. A saved profile is
 * announced, then the profile page opens.
 */
export function EmployerProfileForm({ profile }: { profile: EmployerProfile | null }) {
  const { control, formState, handleSubmit, setError, watch } = useForm<
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
  const save = useSaveEmployerProfile();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [logo, setLogo] = useState<LogoState>({ file: null, error: null });
  const [summary, setSummary] = useState<ErrorSummaryContent | null>(null);
  const [isSaved, setIsSaved] = useState(false);

  useEffect(() => {
    if (!isSaved) return;
    // A moment for the success message to be read out before the page changes.
    const timer = window.setTimeout(() => void navigate('/employer/profile'), DELAYS_MS.afterAction);
    return () => window.clearTimeout(timer);
  }, [isSaved, navigate]);

  function logoItems(): ErrorSummaryItem[] {
    return logo.error ? [{ name: 'comp_logo', label: LABELS.comp_logo, message: logo.error }] : [];
  }

  async function handleValid(values: EmployerProfileFormOutput) {
    if (logo.error) {
      setSummary({ title: MESSAGES.fixFields, items: logoItems() });
      return;
    }
    setSummary(null);
    try {
      await save.mutateAsync(buildEmployerProfileFormData(values, logo.file));
    } catch (error) {
      const items: ErrorSummaryItem[] = [];
      const fields = error instanceof ApiError ? error.fields : {};
      for (const [name, label] of Object.entries(LABELS)) {
        const message = fields[name];
        if (!message) continue;
        if (isEmployerProfileField(name)) setError(name, { type: 'server', message });
        else setLogo((current) => ({ ...current, error: message }));
        items.push({ name, label, message });
      }
      // A refused logo comes back as a 415 without a field: it is the only file in the form.
      if (error instanceof ApiError && error.status === 415 && logo.file) {
        setLogo((current) => ({ ...current, error: error.message }));
        items.push({ name: 'comp_logo', label: LABELS.comp_logo, message: error.message });
      }
      setSummary({ title: saveErrorMessage(error), items });
      return;
    }
    setIsSaved(true);
  }

  function handleInvalid(errors: FieldErrors<EmployerProfileFormInput>) {
    setSummary({ title: MESSAGES.fixFields, items: [...summaryItems(errors, LABELS), ...logoItems()] });
  }

  const isBusy = formState.isSubmitting || isSaved;
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Company profile"
      onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}
      className="flex flex-col gap-5"
    >
      <LiveRegion>{isSaved ? <Alert tone="success">{MESSAGES.saved}</Alert> : null}</LiveRegion>
      <FormErrorSummary summary={summary} onSelectField={(name) => focusField(formRef.current, name)} />
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
        companyName={watch('comp_name')}
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
