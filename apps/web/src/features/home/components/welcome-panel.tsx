import { PRODUCT_NAME } from '@kakayahan/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { dismissWelcome, useSession } from '../../../lib/session';

export interface WelcomeStep {
  to: string;
  label: string;
  /** Why this step, in a few words. */
  why: string;
}

export const JOB_SEEKER_STEPS: readonly WelcomeStep[] = [
  { to: '/job-seeker/preferences', label: 'Choose your job preferences', why: 'so we can recommend jobs that fit you' },
  { to: '/job-seeker/edit-profile', label: 'Complete your profile', why: 'so employers know you when you apply' },
  { to: '/job-seeker/dashboard', label: 'Find jobs', why: 'and apply in a few steps' },
];

export const EMPLOYER_STEPS: readonly WelcomeStep[] = [
  { to: '/employer/edit-profile', label: 'Complete your company profile', why: 'so job seekers know who you are' },
  { to: '/employer/post-job', label: 'Post your first job', why: 'and see who it matches' },
  { to: '/employer/dashboard', label: 'Open your dashboard', why: 'to review the people who apply' },
];

/** The page's heading, where the focus goes once the welcome is put away. */
function focusPageHeading(): void {
  document.querySelector<HTMLElement>('[data-page-heading]')?.focus();
}

/**
 * A short welcome on the first sign-in: the next steps as links and "Skip for now". It is part of the
 * page, not a dialog: nothing is in the way, and nothing goes away by itself. Skipping puts it away for
 * good on this device and gives the focus to the page heading (the button is gone); following a step
 * counts as read, so it is not offered again either.
 */
export function WelcomePanel({ steps }: { steps: readonly WelcomeStep[] }) {
  const session = useSession();
  if (!session?.welcome) return null;

  function handleSkip() {
    dismissWelcome();
    focusPageHeading();
  }

  return (
    <section
      aria-labelledby="welcome-panel-heading"
      className="flex flex-col gap-3 rounded-lg border-2 border-brand-700 bg-brand-50 p-4"
    >
      <h2 id="welcome-panel-heading" className="text-xl font-bold text-slate-900">
        Welcome to {PRODUCT_NAME}! Here is where to start
      </h2>
      <ol className="flex list-decimal flex-col gap-2 pl-6">
        {steps.map((step) => (
          <li key={step.to}>
            <Link to={step.to} className="font-semibold" onClick={() => dismissWelcome()}>
              {step.label}
            </Link>{' '}
            <span className="text-slate-800">{step.why}</span>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="secondary" onPress={handleSkip}>
          Skip for now
        </Button>
      </div>
    </section>
  );
}
