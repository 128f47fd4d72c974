import { zodResolver } from '@hookform/resolvers/zod';
import {
  JOB_CATEGORIES,
  normalizeJobType,
  sortWorkplaceFacts,
  type JobCategory,
  type JobDetail,
  type WorkplaceFact,
} from '@kakayahan/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** What the job form holds while the employer fills it in (the contract schemas turn it into a request). */
export interface JobFormValues {
  job_title: string;
  category: JobCategory;
  job_type: string;
  location: string;
  salary_range: string;
  skills_req: string;
  job_desc: string;
  /** Ids of the ticked specialty tags. */
  tags: number[];
  /** Ids of the ticked disability tags; none means open to every disability. */
  disabilitytag: number[];
  /** Workplace accessibility the employer ticked, in the canonical order (issue 16). */
  workplace_facts: WorkplaceFact[];
  /** Anything else about access at work; empty for none. */
  workplace_note: string;
}

/** The form's starting values for a new job: Full Time and Technology (document 2 §5, §9). */
export const NEW_JOB_VALUES: JobFormValues = {
  job_title: '',
  category: 'Technology',
  job_type: 'Full Time',
  location: '',
  salary_range: '',
  skills_req: '',
  job_desc: '',
  tags: [],
  disabilitytag: [],
  workplace_facts: [],
  workplace_note: '',
};

/** The field names of the form, in their order on screen (for the server's per-field messages). */
export const JOB_FORM_FIELDS = [
  'job_title',
  'category',
  'job_type',
  'location',
  'salary_range',
  'skills_req',
  'job_desc',
  'workplace_facts',
  'workplace_note',
  'tags',
  'disabilitytag',
] as const satisfies readonly (keyof JobFormValues)[];

function isJobCategory(value: string): value is JobCategory {
  return (JOB_CATEGORIES as readonly string[]).includes(value);
}

/** The edit form's values from a stored job and the ids of its tags. */
export function jobFormValuesFromJob(job: JobDetail, tagIds: number[], disabilityTagIds: number[]): JobFormValues {
  return {
    job_title: job.job_title,
    category: isJobCategory(job.category) ? job.category : NEW_JOB_VALUES.category,
    job_type: normalizeJobType(job.job_type) ?? NEW_JOB_VALUES.job_type,
    location: job.location,
    salary_range: job.salary_range,
    skills_req: job.skills_req,
    job_desc: job.job_desc,
    tags: tagIds,
    disabilitytag: disabilityTagIds,
    workplace_facts: sortWorkplaceFacts(job.workplace_facts),
    workplace_note: job.workplace_note,
  };
}

/**
 * zodResolver for a contract schema whose input accepts the form's values (checked by the rest
 * parameter: it only type-checks when JobFormValues fits the schema's input). react-hook-form's
 * resolver options are typed by the exact form values, hence the one conversion.
 */
export function jobFormResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  ..._formFitsSchema: JobFormValues extends Input ? [] : [never]
): Resolver<JobFormValues, unknown, Output> {
  return zodResolver<Input, unknown, Output>(schema) as unknown as Resolver<JobFormValues, unknown, Output>;
}
