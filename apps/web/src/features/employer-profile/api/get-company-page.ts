import { employerProfilesApi, type CompanyPage } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** A company's public page (GET /api/companies/{id}/): anyone may read it, so it is sent without a token. */
export function companyPageQueryOptions(employerId: number) {
  return queryOptions({
    queryKey: ['company-page', employerId] as const,
    queryFn: ({ signal }): Promise<CompanyPage> =>
      callApi(employerProfilesApi.companyPage, { params: { employerId }, auth: false, signal }),
  });
}

/** The company page's data; pass null for a missing or invalid id (nothing is fetched). */
export function useCompanyPage(employerId: number | null) {
  return useQuery({ ...companyPageQueryOptions(employerId ?? 0), enabled: employerId !== null });
}
