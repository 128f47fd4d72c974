import type { JobFair } from '@kakayahan/contracts';
import { LinkButton } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { JobFairCard } from './job-fair-card';
import { JobFairListing } from './job-fair-listing';
import { JOB_FAIR_TEXT } from './job-fair-words';
import { REGISTER_PARAM } from './seeker-job-fairs';

/** Where a visitor's Register Now goes: the job seeker sign-in, which brings them back to this fair's registration. */
export function signInToRegisterPath(jobFairId: number): string {
  const back = `/job-fairs?${REGISTER_PARAM}=${jobFairId}`;
  return `/job-seeker/signin?redirect=${encodeURIComponent(back)}`;
}

/**
 * /job-fairs for a visitor (no session) or an admin: Upcoming Job Fairs with the same cards and filters.
 * A visitor's Register Now is a link to the job seeker sign-in and back; an admin only reads.
 */
export function UpcomingJobFairs({ viewerId, isAdmin }: { viewerId: number | null; isAdmin: boolean }) {
  function renderCard(fair: JobFair) {
    return (
      <JobFairCard
        fair={fair}
        action={
          isAdmin ? null : (
            <>
              <LinkButton to={signInToRegisterPath(fair.id)}>
                Register Now <span className="sr-only">for {fair.title}</span>
              </LinkButton>
              <p className="text-sm text-slate-700">{JOB_FAIR_TEXT.signInToRegister}</p>
            </>
          )
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <PageHeading>{JOB_FAIR_TEXT.visitorHeading}</PageHeading>
        <p className="text-slate-800">
          {isAdmin
            ? 'The job fairs job seekers see now. This list is read-only.'
            : 'Meet employers who hire people with disabilities. Each fair says how accessible it is.'}
        </p>
      </div>
      <JobFairListing viewerId={viewerId} renderCard={renderCard} />
    </div>
  );
}
