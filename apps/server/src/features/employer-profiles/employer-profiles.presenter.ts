import type { CompanyPage, EmployerProfile } from '@kakayahan/contracts';
import { presentFeedJob, type FeedJobRow } from '../job-feed/index.js';
import { publicMediaPath } from '../../platform/files/public-media.js';
import type { EmployerProfileRow } from './employer-profiles.repo.js';

/** A company profile with the contract's field names; the logo as its public /media/ path; the badge's flag. */
export function presentEmployerProfile(row: EmployerProfileRow): EmployerProfile {
  return {
    user_id: row.userId,
    comp_name: row.compName,
    comp_desc: row.compDesc,
    comp_site: row.compSite ?? '',
    industry: row.industry,
    location: row.location,
    contact_no: row.contactNo,
    comp_logo: publicMediaPath(row.compLogo),
    employer_verified: row.employerVerified,
  };
}

/** The public company page: the profile without its contact number, and its jobs as cards. */
export function presentCompanyPage({
  profile,
  jobs,
}: {
  profile: EmployerProfileRow;
  jobs: FeedJobRow[];
}): CompanyPage {
  const { contact_no: _private, ...publicProfile } = presentEmployerProfile(profile);
  return { ...publicProfile, jobs: jobs.map((row) => presentFeedJob(row)) };
}
