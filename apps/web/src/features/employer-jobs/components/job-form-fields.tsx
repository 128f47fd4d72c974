import { formatSalary, JOB_CATEGORIES, JOB_LIMITS, JOB_TYPES } from '@kakayahan/contracts';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../../components/ui/form-fields';
import { useDisabilityTags } from '../api/get-disability-tags';
import { useTags } from '../api/get-tags';
import type { JobFormValues } from './job-form-values';
import { TagCheckboxGroup } from './tag-checkbox-group';
import { WorkplaceFactsFieldset } from './workplace-facts-fieldset';

/** The fields of the job form, shared by Post job and Edit job (document 2 §3 "Job (posting payload)"). */
export function JobFormFields<TOutput>({ control }: { control: Control<JobFormValues, unknown, TOutput> }) {
  const tags = useTags();
  const disabilityTags = useDisabilityTags();
  return (
    <>
      <fieldset className="flex min-w-0 flex-col gap-5 rounded-md border-2 border-slate-300 p-4">
        <legend className="px-1 text-lg font-semibold text-slate-900">Job details</legend>
        <FormTextField control={control} name="job_title" label="Job title" autoComplete="off" isRequired />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <FormSelectField control={control} name="category" label="Category" options={JOB_CATEGORIES} isRequired />
          <FormSelectField control={control} name="job_type" label="Job type" options={JOB_TYPES} isRequired />
        </div>
        <FormTextField
          control={control}
          name="location"
          label="Location"
          description="A city or province, or Remote."
          autoComplete="off"
          isRequired
        />
        <SalaryField control={control} />
        <FormTextField
          control={control}
          name="skills_req"
          label="Required skills"
          description="Optional. Separate skills with commas, for example: Typing, Excel, Customer service."
          autoComplete="off"
        />
        <FormTextAreaField
          control={control}
          name="job_desc"
          label="Job description"
          description="What the work is, the hours, and any support or adjustments you offer."
          rows={8}
          maxLength={JOB_LIMITS.description}
          isRequired
        />
      </fieldset>

      <WorkplaceFactsFieldset control={control} />

      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagCheckboxGroup
            legend="Tags"
            description={`Optional. The specialties this job is about; job seekers who prefer them see it first. Choose up to ${JOB_LIMITS.tags}.`}
            name={field.name}
            query={tags}
            value={field.value}
            onChange={field.onChange}
            max={JOB_LIMITS.tags}
            errorMessage={fieldState.error?.message}
            fieldsetRef={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="disabilitytag"
        render={({ field, fieldState }) => (
          <TagCheckboxGroup
            legend="Disability tags"
            description="Leave all unticked if the job is open to every disability."
            name={field.name}
            query={disabilityTags}
            value={field.value}
            onChange={field.onChange}
            max={JOB_LIMITS.disabilityTags}
            errorMessage={fieldState.error?.message}
            fieldsetRef={field.ref}
          />
        )}
      />
    </>
  );
}

/** Salary range with a preview of how job seekers will see it (peso sign, or Negotiable). */
function SalaryField<TOutput>({ control }: { control: Control<JobFormValues, unknown, TOutput> }) {
  const salary = useWatch({ control, name: 'salary_range' });
  return (
    <div className="flex flex-col gap-1">
      <FormTextField
        control={control}
        name="salary_range"
        label="Salary range"
        description="Optional, for example 18,000 - 25,000 a month. Leave empty to show Negotiable."
        autoComplete="off"
      />
      <p className="text-sm text-slate-800">
        Shown to job seekers as: <strong>{formatSalary(salary)}</strong>
      </p>
    </div>
  );
}
