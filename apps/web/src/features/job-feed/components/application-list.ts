import {
  APPLICATION_LOCATION_FALLBACK,
  UNKNOWN_COMPANY,
  type ApplicationStatus,
  type MyApplication,
} from '@kakayahan/contracts';

/** The status filter of Track Job (document 2 §2): Interviewed has a badge but no filter. */
export const STATUS_FILTERS = ['All', 'Pending', 'Approved', 'Declined'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type SortOrder = 'newest' | 'oldest';

export interface ApplicationFilters {
  search: string;
  status: StatusFilter;
  sort: SortOrder;
}

export const NO_FILTERS: ApplicationFilters = { search: '', status: 'All', sort: 'newest' };

/** Whether the search or the status filter narrows the list (the sort order does not). */
export function hasActiveFilters(filters: ApplicationFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== 'All';
}

export function applicationTitle(application: MyApplication): string {
  return application.job_title.trim() || application.jobpost__job_title.trim();
}

export function applicationCompany(application: MyApplication): string {
  return application.company_name.trim() || UNKNOWN_COMPANY;
}

/** Location as the application list shows it: "Remote" when the job gives none (document 2 §9). */
export function applicationLocation(application: MyApplication): string {
  return application.location.trim() || application.jobpost__location.trim() || APPLICATION_LOCATION_FALLBACK;
}

export type ApplicationCounts = Record<'total' | Lowercase<ApplicationStatus>, number>;

/** The count cards: every application, and each status. */
export function countApplications(applications: readonly MyApplication[]): ApplicationCounts {
  const counts: ApplicationCounts = {
    total: applications.length,
    pending: 0,
    approved: 0,
    declined: 0,
    interviewed: 0,
  };
  for (const application of applications) {
    const key = application.application_status.toLowerCase() as Lowercase<ApplicationStatus>;
    counts[key] += 1;
  }
  return counts;
}

function appliedTime(application: MyApplication): number {
  const time = new Date(application.applied_date).getTime();
  return Number.isNaN(time) ? 0 : time;
}

/**
 * The applications to show: matching the search (title, company or location, case-insensitive) and the
 * status filter, newest or oldest first.
 */
export function filterApplications(
  applications: readonly MyApplication[],
  { search, status, sort }: ApplicationFilters,
): MyApplication[] {
  const needle = search.trim().toLowerCase();
  const direction = sort === 'newest' ? -1 : 1;
  return applications
    .filter((application) => status === 'All' || application.application_status === status)
    .filter(
      (application) =>
        !needle ||
        [applicationTitle(application), applicationCompany(application), applicationLocation(application)].some(
          (text) => text.toLowerCase().includes(needle),
        ),
    )
    .sort((a, b) => direction * (appliedTime(a) - appliedTime(b)) || direction * (a.application_id - b.application_id));
}
