import { LinkButton } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';

export const LANDING_HEADING = 'Join the Most Inclusive Job Platform in the Philippines';

/**
 * The hero (document 1 §2). 'Join as Candidate' goes to sign-up, or home when signed in; 'Post a Job'
 * is offered only to someone signed in (the public header has its own Post a Job link).
 */
export function LandingHero({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <section className="flex flex-col gap-4 rounded-lg bg-brand-50 px-4 py-8 sm:px-8 sm:py-12">
      <PageHeading className="text-3xl sm:text-4xl">{LANDING_HEADING}</PageHeading>
      <p className="max-w-2xl text-lg text-slate-800">
        Find work with employers who welcome people with disabilities. Sign up with your PWD ID, get job recommendations
        that fit your skills, and apply in a few steps.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <LinkButton to={isSignedIn ? '/employee-components' : '/job-seeker/signup'}>Join as Candidate</LinkButton>
        {isSignedIn ? (
          <LinkButton to="/employer/post-job" variant="secondary">
            Post a Job
          </LinkButton>
        ) : null}
      </div>
    </section>
  );
}
