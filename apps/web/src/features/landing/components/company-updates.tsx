import { PRODUCT_SLUG } from '@kakayahan/contracts';
import { LinkButton } from '../../../components/ui/button';

/** 'Latest Company Updates' (document 1 §2): the forum when signed in, else job seeker sign-in. */
export function CompanyUpdates({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <section aria-labelledby="company-updates-heading" className="flex flex-col items-start gap-3">
      <h2 id="company-updates-heading" className="text-2xl font-bold text-slate-900">
        Latest Company Updates
      </h2>
      <p className="max-w-2xl text-slate-800">
        Employers share hiring news, job fairs and tips in our community forum. Read what is new and ask questions.
      </p>
      <LinkButton to={isSignedIn ? `/${PRODUCT_SLUG}/forum` : '/job-seeker/signin'} variant="secondary">
        See Updates
      </LinkButton>
    </section>
  );
}
