import {
  ACCOMMODATION_ANSWERS,
  APPLICATION_LOCATION_FALLBACK,
  isAccommodationKind,
  UNKNOWN_COMPANY,
  type AccommodationAnswer,
  type AccommodationRequest,
  type Applicant,
  type EmployerDashboard,
  type MyApplication,
} from '@kakayahan/contracts';
import type { EmployerJobRow } from '../job-feed/index.js';
import { presentEmployerJob } from '../job-feed/index.js';
import type { ApplicationRow, EmployerApplicantRow, MyApplicationRow } from './applications.repo.js';

const isAnswer = (value: string | null): value is AccommodationAnswer =>
  value !== null && (ACCOMMODATION_ANSWERS as readonly string[]).includes(value);

/** The stored requests as the contract lists them (a kind or answer retired later is dropped, not sent). */
export function presentAccommodations(stored: ApplicationRow['accommodations']): AccommodationRequest[] {
  return stored.flatMap((request) =>
    isAccommodationKind(request.kind)
      ? [{ kind: request.kind, answer: isAnswer(request.answer) ? request.answer : null }]
      : [],
  );
}

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
    disability_disclosed: application.disabilityDisclosed,
    accommodations: presentAccommodations(application.accommodations),
    accommodation_note: application.accommodationNote,
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
    // The disability type only when the applicant chose to show it to this employer; never the ID number.
    applicant_disability: application.disabilityDisclosed ? row.applicantDisability : null,
    disability_disclosed: application.disabilityDisclosed,
    accommodations: presentAccommodations(application.accommodations),
    accommodation_note: application.accommodationNote,
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
