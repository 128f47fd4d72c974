import { AUDIT_ACTIONS, auditLogQuerySchema, type AuditAction, type AuditLogQuery } from '@kakayahan/contracts';

/** The Audit Log's filters as its address holds them (?search=&action=&from=&to=&page=). */
export interface AuditFilters {
  search: string;
  /** One of AUDIT_ACTIONS, or empty for all actions. */
  action: AuditAction | '';
  from: string;
  to: string;
  page: number;
}

export type DateErrors = Partial<Record<'from' | 'to', string>>;

function isAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** The filters in the address; an unknown action or page is read as none (all actions, page 1). */
export function readFilters(params: URLSearchParams): AuditFilters {
  const action = params.get('action') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    search: params.get('search')?.trim() ?? '',
    action: isAction(action) ? action : '',
    from: params.get('from')?.trim() ?? '',
    to: params.get('to')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query for filters: empty ones and page 1 are left out. */
export function filterParams(filters: AuditFilters): Record<string, string> {
  const entries: [string, string][] = [
    ['search', filters.search],
    ['action', filters.action],
    ['from', filters.from],
    ['to', filters.to],
    ['page', filters.page > 1 ? String(filters.page) : ''],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/** The query the server is asked with (empty filters left out). */
export function auditQuery(filters: AuditFilters): AuditLogQuery {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    page: filters.page,
  };
}

/** Whether any filter narrows the list (the empty list then says "No records match your filters."). */
export function hasFilters(filters: AuditFilters): boolean {
  return Boolean(filters.search || filters.action || filters.from || filters.to);
}

/** What is wrong with the dates, checked with the contract's schema ("The start date must be on or before…"). */
export function dateErrors(filters: AuditFilters): DateErrors {
  const result = auditLogQuerySchema.safeParse(auditQuery(filters));
  if (result.success) return {};
  const errors: DateErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
