import {
  APPLICATION_LOCATION_FALLBACK,
  UNKNOWN_COMPANY,
  type Applicant,
  type EmployerDashboard,
  type MyApplication,
} from '@kakayahan/contracts';
import type { EmployerJobRow } from '../job-feed/index.js';
import { presentEmployerJob } from '../job-feed/index.js';
import type { EmployerApplicantRow, MyApplicationRow } from './applications.repo.js';

/** One of the job seeker's applications (document 2 §3 "Application (job seeker view)"). */
export function presentMyApplication(row: MyApplicationRow): MyApplication {
  const { application } = row;
  const location = row.jobLocation.trim() || APPLICATION_LOCATION_FALLBACK;
  return {
    application_id: application.id,
    job_id: application.jobId,
    jobpost__job_title: row.jobTitle,
    job_title: row.jobTitle,
    company_name: row.compName ?? UNKNOWN_COMPANY,
    jobpost__location: location,
    location,
    application_status: application.status,
    applied_date: application.createdAt.toISOString(),
    posted_by_id: row.employerId,
    job_type: row.jobType,
    category: row.category,
    salary_range: row.salaryRange ?? '',
    decided_at: application.decidedAt?.toISOString() ?? null,
  };
}

/** An applicant as the employer sees them: the profile as it was sent with the application. */
export function presentApplicant(row: EmployerApplicantRow): Applicant {
  const { application } = row;
  return {
    application_id: application.id,
    applicant__id: application.applicantId,
    applicant_name: application.applicantName,
    applicant_skills: application.applicantSkills,
    applicant_experience: application.applicantExperience,
    applicant_location: application.applicantLocation,
    applicant_role: application.applicantRole,
    application_status: application.status,
    applicant__employeeprofile__contact_no: application.applicantContactNo,
    job_post__job_title: row.jobTitle,
    job_post__id: application.jobId,
    applied_date: application.createdAt.toISOString(),
    has_resume: application.resumeKey !== null,
  };
}

/** The employer dashboard: counts, applicants and postings (document 2 §3 "Employer dashboard"). */
export function presentEmployerDashboard(data: {
  jobs: EmployerJobRow[];
  applicants: EmployerApplicantRow[];
}): EmployerDashboard {
  return {
    active_jobs_count: data.jobs.length,
    total_applications: data.applicants.length,
    pending_applications: data.applicants.filter((row) => row.application.status === 'Pending').length,
    applicants: data.applicants.map(presentApplicant),
    job_posts: data.jobs.map(presentEmployerJob),
  };
}
