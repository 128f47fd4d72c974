import {
  COMPANY_PAGE_MESSAGES,
  idSchema,
  initials,
  PRODUCT_NAME,
  VERIFIED_EMPLOYER_EXPLANATION,
  websiteHref,
  type CompanyPage as Company,
} from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageMeta } from '../../../components/ui/page-meta';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { ApiError } from '../../../lib/api-client';
import { useCompanyPage } from '../api/get-company-page';
import { CompanyJobs } from '../components/company-jobs';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="font-semibold text-slate-900 sm:w-32 sm:shrink-0">{term}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

function Logo({ company }: { company: Company }) {
  const box = 'size-24 shrink-0 rounded-md border border-slate-300 bg-white';
  if (company.comp_logo) {
    return <img src={company.comp_logo} alt={`${company.comp_name} logo`} className={`${box} object-contain`} />;
  }
  // Without a logo, the initials stand in; the heading beside them says who it is.
  return (
    <span aria-hidden="true" className={`${box} flex items-center justify-center text-3xl font-bold text-brand-800`}>
      {initials(company.comp_name)}
    </span>
  );
}

/** The badge with what it means, in words; or, for a company not verified, that it is not (yet). */
function Verification({ isVerified }: { isVerified: boolean }) {
  return (
    <section aria-labelledby="company-verification-heading" className="flex flex-col gap-2 rounded-md bg-slate-50 p-4">
      <h2 id="company-verification-heading" className="text-xl font-bold text-slate-900">
        Verification
      </h2>
      {isVerified ? (
        <>
          <p>
            <VerifiedBadge />
          </p>
          <p className="text-slate-800">{VERIFIED_EMPLOYER_EXPLANATION}</p>
        </>
      ) : (
        <p className="text-slate-800">
          Not verified yet: an administrator has not checked this company&apos;s business registration. Be careful with
          any job that asks you for money or personal documents before an interview.
        </p>
      )}
    </section>
  );
}

/** What search results and link previews say of a company: who, what, where, its open jobs and its own words. */
export function companyPageDescription(company: Company): string {
  const facts = [company.industry.trim(), company.location.trim()].filter(Boolean).join(', ');
  const jobs = company.jobs.length === 1 ? '1 open job' : `${company.jobs.length} open jobs`;
  const lead = `${company.comp_name.trim()}${facts ? ` (${facts})` : ''}: ${jobs} on ${PRODUCT_NAME}.`;
  const about = company.comp_desc.trim();
  return about ? `${lead} ${about}` : lead;
}

function CompanyDetails({ company }: { company: Company }) {
  const website = websiteHref(company.comp_site);
  return (
    <>
      <PageMeta title={company.comp_name} description={companyPageDescription(company)} />
      <div className="flex flex-wrap items-center gap-4">
        <Logo company={company} />
        <dl className="flex min-w-0 flex-col gap-1">
          <Detail term="Industry">{company.industry || 'Not given'}</Detail>
          <Detail term="Location">{company.location || 'Not given'}</Detail>
          {website ? (
            <Detail term="Website">
              <a href={website} rel="noopener noreferrer" target="_blank">
                {company.comp_site}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Detail>
          ) : null}
        </dl>
      </div>
      <section aria-labelledby="company-about-heading" className="flex flex-col gap-2">
        <h2 id="company-about-heading" className="text-2xl font-bold text-slate-900">
          About {company.comp_name}
        </h2>
        <p className="break-words whitespace-pre-line text-slate-800">{company.comp_desc}</p>
      </section>
      <Verification isVerified={company.employer_verified} />
      <CompanyJobs companyName={company.comp_name} jobs={company.jobs} />
    </>
  );
}

/**
 * /companies/{employerId}, for anyone (issue 14): the company's name, logo, industry, location, website and
 * description, the Verified employer badge with what it means, and its open jobs linking to their pages.
 * An unknown company says so inside the layout.
 */
export default function CompanyPage() {
  const { employerId } = useParams();
  const parsed = idSchema.safeParse(employerId ?? '');
  const id = parsed.success ? parsed.data : null;
  const query = useCompanyPage(id);
  const company = query.data;
  const isMissing = id === null || (query.error instanceof ApiError && query.error.status === 404);

  let content;
  if (isMissing) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-lg text-slate-800">{COMPANY_PAGE_MESSAGES.notFound}</p>
        <LinkButton variant="secondary" to="/">
          Go to the home page
        </LinkButton>
      </div>
    );
  } else if (company) content = <CompanyDetails company={company} />;
  else if (query.isError) {
    content = (
      <LoadFailed
        message="The company could not be loaded. Please try again."
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else content = <Loading label="Loading the company…" />;

  const title = isMissing ? 'Company not found' : (company?.comp_name ?? 'Company');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeading documentTitle={title}>{title}</PageHeading>
      {content}
    </div>
  );
}
