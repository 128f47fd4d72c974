/** The job page of a job (issue 14): every card title links here. */
export function jobPagePath(jobId: number): string {
  return `/jobs/${jobId}`;
}

/** A company's public page (issue 14): company names and the Verified employer badge link here. */
export function companyPagePath(employerId: number): string {
  return `/companies/${employerId}`;
}

/** The apply page of a job. */
export function applyPagePath(jobId: number): string {
  return `/job-seeker/apply?post_id=${jobId}`;
}

/** My applications (the spec's Track Job page). */
export const MY_APPLICATIONS_PATH = '/job-seeker/track-job';
