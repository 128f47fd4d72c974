import type { JobDetail, PublicJob, PublicJobCard, PublicJobSearchResult, Tag } from '@kakayahan/contracts';
import { UNKNOWN_COMPANY } from '@kakayahan/contracts';
import {
  presentOwnApplicationDetail,
  presentWorkplaceFacts,
  type FeedJobRow,
  type OwnApplicationRow,
} from '../job-feed/index.js';

/** One job of the public landing list: a few feed columns (its card in the read model, or a feed row). */
export function presentPublicJob(
  row: Pick<FeedJobRow, 'id' | 'jobTitle' | 'compName' | 'location' | 'tagNames'>,
): PublicJob {
  return {
    post_id: row.id,
    job_title: row.jobTitle,
    comp_name: row.compName ?? UNKNOWN_COMPANY,
    location: row.location,
    tags: row.tagNames,
  };
}

/** One job of the public job list (/jobs): what its card shows, nothing about applicants. */
export function presentPublicJobCard(row: FeedJobRow): PublicJobCard {
  return {
    post_id: row.id,
    job_title: row.jobTitle,
    comp_name: row.compName ?? UNKNOWN_COMPANY,
    location: row.location,
    job_type: row.jobType,
    salary_range: row.salaryRange ?? '',
    category: row.category,
    tags: row.tagNames,
    created_at: row.createdAt.toISOString(),
    is_remote: row.isRemote,
    employer_verified: row.employerVerified,
    workplace_facts: presentWorkplaceFacts(row.workplaceFacts),
  };
}

/** One page of the public job list with its total. */
export function presentPublicJobSearch(result: {
  rows: readonly FeedJobRow[];
  total: number;
  page: number;
  pageSize: number;
}): PublicJobSearchResult {
  return {
    jobs: result.rows.map(presentPublicJobCard),
    total: result.total,
    page: result.page,
    page_size: result.pageSize,
  };
}

/** A specialty or disability tag: id and name. */
export function presentTag(row: { id: number; name: string }): Tag {
  return { id: row.id, name: row.name };
}

/** A selected tag as the edit form reads it: only the id. */
export function presentTagId(row: { id: number }): { id: number } {
  return { id: row.id };
}

/** One job as the job page and the application form show it (document 2 §3 "Job detail"). */
export function presentJobDetail(row: FeedJobRow, myApplication?: OwnApplicationRow | null): JobDetail {
  return {
    post_id: row.id,
    job_title: row.jobTitle,
    comp_name: row.compName ?? UNKNOWN_COMPANY,
    location: row.location,
    salary_range: row.salaryRange ?? '',
    job_type: row.jobType,
    job_desc: row.jobDesc,
    tags: row.tagNames,
    disabilitytag: row.disabilityNames,
    category: row.category,
    skills_req: row.skillsReq,
    posted_by: row.employerId,
    employer_verified: row.employerVerified,
    created_at: row.createdAt.toISOString(),
    is_remote: row.isRemote,
    workplace_facts: presentWorkplaceFacts(row.workplaceFacts),
    workplace_note: row.workplaceNote,
    ...(myApplication === undefined
      ? {}
      : { my_application: myApplication ? presentOwnApplicationDetail(myApplication) : null }),
  };
}
