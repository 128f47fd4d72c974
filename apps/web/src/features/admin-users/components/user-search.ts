import type { AdminUserRecord } from '@kakayahan/contracts';
import { personName } from './person';

/** The Filter select of User Approval: its option values are the spec's (employee, employer). */
export const USER_TYPE_FILTERS = [
  { value: 'all', label: 'All Users' },
  { value: 'employee', label: 'Job Seekers' },
  { value: 'employer', label: 'Employers' },
] as const;
export type UserTypeFilter = (typeof USER_TYPE_FILTERS)[number]['value'];

/** Whether a record passes the Filter select (the original screen ignored it; this one applies it). */
export function matchesUserType(record: AdminUserRecord, filter: UserTypeFilter): boolean {
  if (filter === 'employee') return record.user_type === 'Employee';
  if (filter === 'employer') return record.user_type === 'Employer';
  return true;
}

function normalise(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * Whether an ID matches: the user number, or the PWD ID number typed with or without its dashes and
 * spaces (an admin copies it from the card as RR-PPMM-BBB-NNNNNNN).
 */
function matchesId(record: AdminUserRecord, query: string): boolean {
  if (String(record.user) === query) return true;
  const digits = query.replace(/[\s-]/gu, '');
  return /^\d+$/u.test(digits) && record.ID_no.includes(digits);
}

/** User Approval search: ID, e-mail, name (or username) and disability, case-insensitive. */
export function matchesApprovalSearch(record: AdminUserRecord, search: string): boolean {
  const query = normalise(search);
  if (!query) return true;
  if (matchesId(record, query)) return true;
  return [record.email, personName(record), record.username, record.user_disability].some((text) =>
    text.toLowerCase().includes(query),
  );
}

/** Manage Users search: ID number or disability text (document 2 §5), case-insensitive. */
export function matchesManageSearch(record: AdminUserRecord, search: string): boolean {
  const query = normalise(search);
  if (!query) return true;
  return matchesId(record, query) || record.user_disability.toLowerCase().includes(query);
}
