import { ASSISTANT_CONTACT_PATH, MY_PWD_ID_MESSAGES, type MyPwdId } from '@kakayahan/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_PATH } from '../../../app/guards';
import { Alert } from '../../../components/ui/alert';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { errorMessage } from '../../../lib/api-client';
import { setAccountStatus, useSession } from '../../../lib/session';
import { ResendVerificationButton } from '../../auth';
import { useMyPwdId } from '../api/get-my-pwd-id';
import { ChangeDetailsForm } from '../components/change-details-form';
import { RegistrationFacts } from '../components/registration-facts';
import { ReplaceCardForm } from '../components/replace-card-form';
import { usualWaitSentence, WhatHappensNext } from '../components/what-happens-next';
import { WithdrawRegistration } from '../components/withdraw-registration';

export const LOAD_ERROR = 'Your registration could not be loaded. Please try again.';
export const APPROVED_NOW =
  'Good news: your PWD ID was approved. You can now find jobs, apply and follow your applications.';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ContactAdministrators() {
  return (
    <Section id="contact-heading" title="Questions about your registration?">
      <p className="text-slate-800">
        <Link to={ASSISTANT_CONTACT_PATH}>Contact the administrators</Link> (by e-mail or chat; no phone call needed).
      </p>
    </Section>
  );
}

/** The registration while it waits: neutral status, what was sent, what happens next, and what can be changed. */
function PendingRegistration({ registration }: { registration: MyPwdId }) {
  return (
    <>
      <PageHeading>{MY_PWD_ID_MESSAGES.pageTitle}</PageHeading>
      <Alert tone="info" title="Your account is waiting for approval">
        <p>
          This is not an error: an administrator checks every PWD ID by hand before the account opens.{' '}
          {usualWaitSentence(registration.usual_wait_hours)}
        </p>
      </Alert>
      <Section id="what-you-sent-heading" title="What you sent">
        <RegistrationFacts
          registration={registration}
          emailAction={<ResendVerificationButton getEmail={() => registration.email} />}
        />
      </Section>
      <WhatHappensNext email={registration.email} />
      <ChangeDetailsForm registration={registration} />
      <ReplaceCardForm />
      <ContactAdministrators />
      <WithdrawRegistration />
    </>
  );
}

/** The registration once approved: the same facts, read only, with the status in words and the way home. */
function ApprovedRegistration({ registration, isNews }: { registration: MyPwdId; isNews: boolean }) {
  return (
    <>
      <PageHeading>{MY_PWD_ID_MESSAGES.approvedTitle}</PageHeading>
      {isNews ? (
        <Alert tone="success" title={APPROVED_NOW}>
          <Link to={HOME_PATH.Employee}>Go to your home page</Link>
        </Alert>
      ) : null}
      <p className="flex items-center gap-2 text-lg">
        <span className="font-semibold">Status:</span>
        <span className="inline-flex items-center gap-1 rounded-full border-2 border-green-700 bg-green-50 px-2 font-semibold text-green-900">
          <span aria-hidden="true">✓</span>
          Approved
        </span>
      </p>
      <Section id="registration-heading" title="Your registration">
        <RegistrationFacts registration={registration} />
      </Section>
      {isNews ? null : (
        <p>
          <Link to={HOME_PATH.Employee}>Go to your home page</Link>
        </p>
      )}
      <ContactAdministrators />
    </>
  );
}

/**
 * /job-seeker/pwd, My PWD ID (document 1 §2; issue 14): while the PWD ID is checked, the one page a job
 * seeker can open (the guards send them here); afterwards their registration, read only. A registration
 * found approved makes the session active at once, so every page opens without signing in again.
 */
export default function MyPwdIdPage() {
  const session = useSession();
  const query = useMyPwdId();
  const status = query.data?.status;
  const wasPending = session?.accountStatus === 'pending_approval';
  // Kept once seen: the session turns active right after, and the news must stay on the page.
  const [isApprovedNow, setIsApprovedNow] = useState(false);
  if (status === 'approved' && wasPending && !isApprovedNow) setIsApprovedNow(true);

  useEffect(() => {
    if (status === 'approved' && wasPending) setAccountStatus('active');
  }, [status, wasPending]);

  let content;
  if (query.data) {
    content =
      query.data.status === 'approved' ? (
        <ApprovedRegistration registration={query.data} isNews={isApprovedNow} />
      ) : (
        <PendingRegistration registration={query.data} />
      );
  } else if (query.isError) {
    content = (
      <>
        <PageHeading>{wasPending ? MY_PWD_ID_MESSAGES.pageTitle : MY_PWD_ID_MESSAGES.approvedTitle}</PageHeading>
        <LoadFailed
          message={errorMessage(query.error, LOAD_ERROR)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
        <ContactAdministrators />
      </>
    );
  } else {
    content = <Loading label="Loading your registration…" />;
  }
  return <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">{content}</div>;
}
