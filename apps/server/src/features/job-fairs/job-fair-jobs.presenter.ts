import { UNKNOWN_COMPANY, type JobFairJob } from '@kakayahan/contracts';
import type { FairJobRow } from './job-fairs.repo.js';

/** A job offered at a fair (document 2 §2 "job list"), with the company name or the spec's fallback. */
export function presentFairJob(row: FairJobRow): JobFairJob {
  return {
    id: row.id,
    job_title: row.jobTitle,
    company_name: row.compName?.trim() || UNKNOWN_COMPANY,
    location: row.location,
    job_type: row.jobType,
    category: row.category,
    salary_range: row.salaryRange ?? '',
  };
}

/** One of the employer's jobs in the fair form, ticked when it is offered at this fair. */
export function presentEmployerFairJob(row: FairJobRow & { selected: boolean }): JobFairJob & { selected: boolean } {
  return { ...presentFairJob(row), selected: row.selected };
}
