import { zodResolver } from '@hookform/resolvers/zod';
import {
  JOB_FAIR_DEFAULT_TIMES,
  JOB_FAIR_MESSAGES,
  jobFairRequestSchema,
  type JobFair,
  type JobFairAccessibility,
  type JobFairFormat,
  type JobFairInput,
  type JobFairRequest,
} from '@kakayahan/contracts';
import type { Resolver } from 'react-hook-form';

/** What the job fair form holds while the employer fills it in (the contract's field names). */
export interface JobFairFormValues {
  title: string;
  date: string;
  start_time: string;
  end_time: string;
  format: JobFairFormat;
  venue: string;
  online_url: string;
  email: string;
  contact_number: string;
  /** Text as typed; empty means no limit (the contract turns it into a number or null). */
  capacity: string;
  description: string;
  accessibility: JobFairAccessibility[];
  /** Ids of the ticked job posts. */
  jobs: number[];
}

/** The form's fields in their order on screen (for the error summary and the server's field messages). */
export const JOB_FAIR_FORM_FIELDS = [
  'title',
  'date',
  'start_time',
  'end_time',
  'format',
  'venue',
  'online_url',
  'email',
  'contact_number',
  'capacity',
  'description',
  'accessibility',
  'jobs',
] as const satisfies readonly (keyof JobFairFormValues)[];

/** The label each field is listed under in the error summary. */
export const JOB_FAIR_FIELD_LABELS: Record<(typeof JOB_FAIR_FORM_FIELDS)[number], string> = {
  title: 'Title',
  date: 'Date',
  start_time: 'Start time',
  end_time: 'End time',
  format: 'Format',
  venue: 'Venue address',
  online_url: 'Online link',
  email: 'Contact email',
  contact_number: 'Contact number',
  capacity: 'Capacity',
  description: 'Description',
  accessibility: 'Accessibility at the venue',
  jobs: 'Jobs at this fair',
};

/** A new fair: the default times of the contract, on site, no limit. */
export function newJobFairValues(): JobFairFormValues {
  return {
    title: '',
    date: '',
    start_time: JOB_FAIR_DEFAULT_TIMES.start,
    end_time: JOB_FAIR_DEFAULT_TIMES.end,
    format: 'onsite',
    venue: '',
    online_url: '',
    email: '',
    contact_number: '',
    capacity: '',
    description: '',
    accessibility: [],
    jobs: [],
  };
}

/** The edit form's values: the stored fair, with the given jobs ticked. */
export function jobFairFormValues(fair: JobFair, jobIds: number[]): JobFairFormValues {
  return {
    title: fair.title,
    date: fair.date,
    start_time: fair.start_time,
    end_time: fair.end_time,
    format: fair.format,
    venue: fair.venue,
    online_url: fair.online_url ?? '',
    email: fair.email || fair.contact_email,
    contact_number: fair.contact_number || fair.contact_phone,
    capacity: fair.capacity === null ? '' : String(fair.capacity),
    description: fair.description,
    accessibility: [...fair.accessibility],
    jobs: jobIds,
  };
}

/**
 * The request as sent: a venue only where people come to one, a link only where they join online (a
 * value typed before the format changed is not kept out of sight).
 */
export function jobFairRequestOf(values: JobFairInput): JobFairInput {
  return {
    ...values,
    venue: values.format === 'online' ? '' : values.venue,
    online_url: values.format === 'onsite' ? '' : values.online_url,
  };
}

/**
 * The title of the error summary of a refused submit: the spec's words for its two rules (title and
 * date; at least one job), else a general one.
 */
export function invalidFormTitle(values: JobFairFormValues, general: string): string {
  if (values.title.trim() === '' || values.date.trim() === '') return JOB_FAIR_MESSAGES.requiredFields;
  if (values.jobs.length === 0) return JOB_FAIR_MESSAGES.selectJob;
  return general;
}

/** Only compiles when the form's values are a valid input of the contract's schema. */
type FitsSchema<T extends JobFairRequest> = T;

/** zodResolver for the contract's schema (react-hook-form types resolvers by the exact form values). */
export const jobFairResolver = zodResolver<JobFairRequest, unknown, JobFairInput>(
  jobFairRequestSchema,
) as unknown as Resolver<FitsSchema<JobFairFormValues>, unknown, JobFairInput>;
