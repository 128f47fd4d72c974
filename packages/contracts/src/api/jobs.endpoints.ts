import { messageResponseSchema } from '../schemas/common.js';
import {
  allJobsQuerySchema,
  editJobRequestSchema,
  employerJobListSchema,
  feedJobListSchema,
  jobDeletedResponseSchema,
  jobDetailSchema,
  jobIdParamsSchema,
  jobPostingRequestSchema,
  jobSavedResponseSchema,
  postIdParamsSchema,
  publicJobListSchema,
  tagIdListSchema,
  tagListSchema,
} from '../schemas/jobs.js';
import { publicJobSearchQuerySchema, publicJobSearchResultSchema } from '../schemas/public-jobs.js';
import { endpoint } from './endpoint.js';

const tag = 'Jobs';

/** The jobs: public reads, the feed, and an employer's postings (document 2 §2–§5). */
export const jobsApi = {
  publicJobs: endpoint({
    method: 'GET',
    path: '/api/all-jobs-public/',
    access: 'anyone',
    tag,
    summary: 'The newest jobs, for anyone (no sign-in)',
    bodyKind: 'none',
    response: publicJobListSchema,
    revalidate: true,
  }),
  // The app ignores trailing slashes, so /api/tags answers too (the spec's client calls both).
  tags: endpoint({
    method: 'GET',
    path: '/api/tags/',
    access: 'anyone',
    tag,
    summary: 'Specialty tags, by name (no sign-in)',
    bodyKind: 'none',
    response: tagListSchema,
  }),
  disabilityTags: endpoint({
    method: 'GET',
    path: '/api/disability-tags/',
    access: 'anyone',
    tag,
    summary: 'Disability tags, by name (no sign-in)',
    bodyKind: 'none',
    response: tagListSchema,
  }),
  jobTagIds: endpoint({
    method: 'GET',
    path: '/api/job-post-tags/:jobId/',
    access: 'anyone',
    tag,
    summary: "The ids of a job's specialty tags (no sign-in)",
    params: jobIdParamsSchema,
    bodyKind: 'none',
    response: tagIdListSchema,
    errors: [400, 404],
  }),
  jobDisabilityTagIds: endpoint({
    method: 'GET',
    path: '/api/job-post-disability-tags/:jobId/',
    access: 'anyone',
    tag,
    summary: "The ids of a job's disability tags (no sign-in)",
    params: jobIdParamsSchema,
    bodyKind: 'none',
    response: tagIdListSchema,
    errors: [400, 404],
  }),
  jobDetail: endpoint({
    method: 'GET',
    path: '/api/job/:post_id',
    access: 'anyone',
    tag,
    summary: 'One job with its company and tags (no sign-in); a job seeker also gets their application to it',
    params: postIdParamsSchema,
    bodyKind: 'none',
    response: jobDetailSchema,
    errors: [400, 404],
  }),
  employerJobs: endpoint({
    method: 'GET',
    path: '/api/employer-jobs/',
    access: ['Employer'],
    tag,
    summary: "The signed-in employer's own postings, newest first, with applicant counts",
    bodyKind: 'none',
    response: employerJobListSchema,
  }),
  allJobs: endpoint({
    method: 'GET',
    path: '/api/all-jobs/',
    access: 'signed in',
    tag,
    summary: 'All jobs: search, category filter and pages; the total is in the x-total-count header',
    description:
      'q matches word prefixes in title, skills, tags, company and description. Filters: category, verified, ' +
      'location (part of it, any case), remote, job_type, min_salary (the highest figure of the salary reaches ' +
      'it). sort: best_match (the default with q), newest (the default without q; best_match without q is ' +
      'newest), salary (highest first, no salary last). A job seeker sees the jobs they applied to too, with ' +
      'my_application (issue 14).',
    query: allJobsQuerySchema,
    bodyKind: 'none',
    response: feedJobListSchema,
    errors: [400],
  }),
  publicJobSearch: endpoint({
    method: 'GET',
    path: '/api/public-jobs/',
    access: 'anyone',
    tag,
    summary: 'The public job list: search, one category and pages of 20 (no sign-in)',
    description:
      'The /jobs page of visitors (issue 15). The same search as /api/all-jobs/: q matches word prefixes in ' +
      'title, skills, tags, company and description, best match first; without q the newest first. category: ' +
      'one of the job categories (empty means all). page: 1-based; a page past the last answers an empty list. ' +
      'Only what a job card shows, nothing about applicants.',
    query: publicJobSearchQuerySchema,
    bodyKind: 'none',
    response: publicJobSearchResultSchema,
    errors: [400],
    revalidate: true,
  }),
  postJob: endpoint({
    method: 'POST',
    path: '/api/post-job/',
    access: ['Employer'],
    tag,
    summary: 'Post a job with its specialty and disability tags (employers)',
    bodyKind: 'json',
    body: jobPostingRequestSchema,
    status: 201,
    response: jobSavedResponseSchema,
    errors: [400, 429],
  }),
  editJob: endpoint({
    method: 'PUT',
    path: '/api/edit-job-post/:jobId/',
    access: ['Employer'],
    tag,
    summary: 'Edit one of your jobs; fields left out keep their value, tag lists replace the sets',
    params: jobIdParamsSchema,
    bodyKind: 'json',
    body: editJobRequestSchema,
    response: jobSavedResponseSchema,
    errors: [400, 404, 429],
  }),
  deleteJob: endpoint({
    method: 'DELETE',
    path: '/api/delete-job/:post_id/',
    access: ['Employer'],
    tag,
    summary: 'Delete one of your jobs; its applicants are told in the app and by e-mail',
    params: postIdParamsSchema,
    bodyKind: 'none',
    response: jobDeletedResponseSchema,
    errors: [400, 404, 429],
  }),
  deleteEmployerAccount: endpoint({
    method: 'DELETE',
    path: '/api/delete-emp-account/',
    access: ['Employer'],
    tag,
    summary: 'Delete your employer account, company profile and jobs; applicants are told',
    bodyKind: 'none',
    response: messageResponseSchema,
    errors: [404, 429],
  }),
} as const;
