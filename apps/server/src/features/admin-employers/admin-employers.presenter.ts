import {
  displayName,
  type AdminEmployerDetail,
  type AdminEmployerJob,
  type AdminEmployerRecord,
} from '@kakayahan/contracts';
import { publicMediaPath } from '../../platform/files/public-media.js';
import type { EmployerJobRow, EmployerListRow } from './admin-employers.repo.js';

/**
 * An employer as Manage Employers shows them: the spec's list fields from the company profile ('' when
 * there is none yet, with `has_profile` false), the account's contact person and e-mail, the count of
 * jobs posted, and the verification status (no registration sent: unverified).
 */
export function presentAdminEmployer({
  user,
  profile,
  jobsPosted,
  verification,
}: EmployerListRow): AdminEmployerRecord {
  return {
    user_id: user.id,
    comp_name: profile?.compName ?? '',
    comp_site: profile?.compSite ?? '',
    industry: profile?.industry ?? '',
    location: profile?.location ?? '',
    contact_no: profile?.contactNo ?? '',
    comp_desc: profile?.compDesc ?? '',
    comp_logo: publicMediaPath(profile?.compLogo),
    has_profile: profile !== null,
    email: user.email,
    contact_name: displayName(user.firstName, user.lastName),
    date_joined: user.createdAt.toISOString(),
    jobs_posted: jobsPosted,
    verification_status: verification ?? 'unverified',
  };
}

export function presentAdminEmployerJob(job: EmployerJobRow): AdminEmployerJob {
  return {
    post_id: job.id,
    job_title: job.jobTitle,
    category: job.category,
    job_type: job.jobType,
    location: job.location,
    created_at: job.createdAt.toISOString(),
    applications_count: job.applicationsCount,
  };
}

/** The view dialog: the record, every job newest first, and how many of the employer's fairs have not ended. */
export function presentAdminEmployerDetail(detail: {
  employer: EmployerListRow;
  jobs: EmployerJobRow[];
  upcomingJobFairs: number;
}): AdminEmployerDetail {
  return {
    ...presentAdminEmployer(detail.employer),
    jobs: detail.jobs.map(presentAdminEmployerJob),
    upcoming_job_fairs: detail.upcomingJobFairs,
  };
}
