import { ACCOUNT_MESSAGES, MY_PWD_ID_MESSAGES } from '@kakayahan/contracts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SIGN_IN_PATH } from '../../../app/guards';
import { Alert } from '../../../components/ui/alert';
import { LinkButton } from '../../../components/ui/button';
import { AuthPageLayout } from '../components/auth-page-layout';
import { readCheckEmailState, type CheckEmailState } from '../components/check-email-state';
import { ResendVerificationButton, ResendVerificationForm } from '../components/resend-verification';

export const CARD_NOT_SENT =
  'Your account was created, but the photo of your PWD ID card did not reach us. After you verify your e-mail, sign in and send the photo on your My PWD ID page: we can only check your registration once we have it.';

function Steps({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ol aria-label={label} className="flex list-decimal flex-col gap-4 pl-6 text-slate-800 marker:font-bold">
      {children}
    </ol>
  );
}

function Step({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <li className="pl-1">
      <p className="font-bold text-slate-900">{title}</p>
      {children ? <div className="mt-1 flex flex-col gap-2">{children}</div> : null}
    </li>
  );
}

/** Step 1 for either role: the address named, and a new link on request. */
function VerifyStep({ email }: { email: string | null }) {
  return (
    <Step title="Verify your e-mail address">
      {email ? (
        <>
          <p>
            Open the link we sent to <strong className="break-all">{email}</strong>. If it is not in your inbox, look in
            spam or junk mail.
          </p>
          <ResendVerificationButton getEmail={() => email} />
        </>
      ) : (
        <p>Open the link we e-mailed you. If it is not in your inbox, look in spam or junk mail.</p>
      )}
    </Step>
  );
}

function JobSeekerSteps({ email }: { email: string | null }) {
  return (
    <Steps label="Next steps for job seekers">
      <VerifyStep email={email} />
      <Step title="We check your PWD ID">
        <p>
          An administrator compares your card photo with the ID number and disability type you gave.{' '}
          {MY_PWD_ID_MESSAGES.usualWaitUnknown} We e-mail you when it is approved. Meanwhile you can sign in to see your
          registration, correct it or send a clearer photo.
        </p>
      </Step>
      <Step title="Find jobs and apply">
        <p>Once approved, sign in to see the jobs that match your skills and apply.</p>
      </Step>
    </Steps>
  );
}

function EmployerSteps({ email }: { email: string | null }) {
  return (
    <Steps label="Next steps for employers">
      <VerifyStep email={email} />
      <Step title="Sign in and complete your company profile">
        <p>Tell job seekers about your company: its name, what it does and where it is.</p>
      </Step>
      <Step title="Post jobs">
        <p>Post your openings and meet the people who apply.</p>
      </Step>
    </Steps>
  );
}

/** The page as it is reached from sign-up: the spec's success sentence, the role's three steps and its sign-in. */
function AfterSignup({ state }: { state: CheckEmailState }) {
  const isJobSeeker = state.role === 'Employee';
  return (
    <>
      <Alert tone="success">
        {isJobSeeker ? ACCOUNT_MESSAGES.jobSeekerRegistered : ACCOUNT_MESSAGES.employerRegistered}
      </Alert>
      {isJobSeeker && state.cardUpload === 'failed' ? (
        <Alert tone="warning" title="Your card photo was not sent">
          {CARD_NOT_SENT}
        </Alert>
      ) : null}
      {isJobSeeker ? <JobSeekerSteps email={state.email} /> : <EmployerSteps email={state.email} />}
      <LinkButton to={SIGN_IN_PATH[state.role]} variant="secondary" className="w-full sm:w-auto sm:self-start">
        {isJobSeeker ? 'Go to Job Seeker Sign In' : 'Go to Employer Sign In'}
      </LinkButton>
    </>
  );
}

/** The page opened afresh (a reload forgets who signed up): both roles' steps, and a new link by address. */
function WithoutSignup() {
  return (
    <>
      <p className="text-lg text-slate-800">
        If you have just created an account, we have e-mailed you a link to verify your address. Here is what follows.
      </p>
      <section aria-labelledby="job-seeker-steps" className="flex flex-col gap-3">
        <h2 id="job-seeker-steps" className="text-xl font-bold text-slate-900">
          Job seekers
        </h2>
        <JobSeekerSteps email={null} />
      </section>
      <section aria-labelledby="employer-steps" className="flex flex-col gap-3">
        <h2 id="employer-steps" className="text-xl font-bold text-slate-900">
          Employers
        </h2>
        <EmployerSteps email={null} />
      </section>
      <section aria-labelledby="new-link-heading" className="flex flex-col gap-3">
        <h2 id="new-link-heading" className="text-xl font-bold text-slate-900">
          No e-mail from us?
        </h2>
        <p className="text-slate-700">Type the email address you signed up with and we will send you a new link.</p>
        <ResendVerificationForm />
      </section>
      <div className="flex flex-col gap-2 sm:flex-row">
        <LinkButton to={SIGN_IN_PATH.Employee} variant="secondary">
          Go to Job Seeker Sign In
        </LinkButton>
        <LinkButton to={SIGN_IN_PATH.Employer} variant="secondary">
          Go to Employer Sign In
        </LinkButton>
      </div>
    </>
  );
}

/**
 * /signup/check-email, after sign-up (issue 14; replaces the spec's half-cleared form): "Check your
 * e-mail", with the three steps of the role that signed up as an ordered list. Its heading takes the
 * focus on arrival (as every page's). Opened without sign-up's state (a reload), it says the steps of
 * both roles and offers a new link by address.
 */
export default function CheckEmailPage() {
  const location = useLocation();
  const state = readCheckEmailState(location.state);
  return (
    <AuthPageLayout title="Check your e-mail">
      {state ? <AfterSignup state={state} /> : <WithoutSignup />}
    </AuthPageLayout>
  );
}
