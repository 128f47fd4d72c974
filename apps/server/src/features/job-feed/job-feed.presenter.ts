import type { EmployerJob, FeedJob, MyJobApplication, MyJobApplicationDetail } from '@kakayahan/contracts';
import { isWorkplaceFact, sortWorkplaceFacts, UNKNOWN_COMPANY, type WorkplaceFact } from '@kakayahan/contracts';
import type { EmployerJobRow, FeedJobRow, OwnApplicationRow } from './job-feed.repo.js';

/**
 * A job as every list shows it (document 2 §3 "Job (feed)"). Salary stays as stored (the screens add the
 * peso sign or "Negotiable" with formatSalary); a job without a company profile says "Unknown Company".
 */
export function presentFeedJob(row: FeedJobRow, myApplication?: OwnApplicationRow | null): FeedJob {
  const company = row.compName ?? UNKNOWN_COMPANY;
  return {
    post_id: row.id,
    job_title: row.jobTitle,
    comp_name: company,
    company_name: company,
    location: row.location,
    tags: row.tagNames,
    disabilitytag: row.disabilityNames,
    category: row.category,
    posted_by: row.employerId,
    employer_verified: row.employerVerified,
    salary_range: row.salaryRange ?? '',
    job_type: row.jobType,
    skills_req: row.skillsReq,
    job_desc: row.jobDesc,
    created_at: row.createdAt.toISOString(),
    is_remote: row.isRemote,
    workplace_facts: presentWorkplaceFacts(row.workplaceFacts),
    workplace_note: row.workplaceNote,
    ...(myApplication === undefined
      ? {}
      : { my_application: myApplication ? presentOwnApplication(myApplication) : null }),
  };
}

/**
 * The stored workplace facts as the contract lists them: known keys only (a fact retired from the list
 * is dropped, never sent as an unknown value), in the canonical order.
 */
export function presentWorkplaceFacts(stored: readonly string[]): WorkplaceFact[] {
  return sortWorkplaceFacts(stored.filter(isWorkplaceFact));
}

/** The own application on a card: id, status and when it was sent. */
export function presentOwnApplication(row: OwnApplicationRow): MyJobApplication {
  return { id: row.id, status: row.status, applied_at: row.createdAt.toISOString() };
}

/** The own application on the job page and the apply page: also what was sent to the employer. */
export function presentOwnApplicationDetail(row: OwnApplicationRow): MyJobApplicationDetail {
  return {
    ...presentOwnApplication(row),
    applicant_name: row.applicantName,
    applicant_role: row.applicantRole,
    applicant_experience: row.applicantExperience,
    applicant_location: row.applicantLocation,
    applicant_skills: row.applicantSkills,
    resume_name: row.resumeName,
  };
}

/** An employer's own posting: the feed job plus how many have applied and how many wait for a decision. */
export function presentEmployerJob(row: EmployerJobRow): EmployerJob {
  return { ...presentFeedJob(row), applications_count: row.applicationsCount, pending_count: row.pendingCount };
}
