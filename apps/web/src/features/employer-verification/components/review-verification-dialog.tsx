import { formatTin, websiteHref, type AdminEmployerVerification } from '@kakayahan/contracts';
import { useId, useState, type ReactNode } from 'react';
import { ActionDialog, ActionError } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { Detail, DetailsList } from '../../admin-users';
import { useApproveVerification } from '../api/approve-verification';
import { CertificateView } from './certificate-view';
import { RejectVerificationDialog } from './reject-verification-dialog';
import { formatShortDate, registrationTypeText } from './verification-words';

export const APPROVE_VERIFICATION_ERROR = 'Failed to approve the registration. Please try again.';

const NOT_PROVIDED = 'Not provided';

function orNotProvided(value: string): string {
  return value.trim() ? value : NOT_PROVIDED;
}

/** A titled part of the dialog (h4: the dialog's own title is an h3). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h4 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h4>
      {children}
    </section>
  );
}

/**
 * One business registration to check: the company's profile, the registration's details and its
 * certificate side by side, with Reject and Approve. Approve acts at once (the certificate is in view);
 * Reject asks for the reason in a dialog of its own, opened inside this one so cancelling it returns the
 * focus to Reject. A failed approval stays here, in words.
 */
export function ReviewVerificationDialog({
  verification: v,
  onClose,
  onDecided,
}: {
  verification: AdminEmployerVerification;
  onClose: () => void;
  /** Called with the server's message after an approval or a rejection. */
  onDecided: (message: string) => void;
}) {
  const approve = useApproveVerification();
  const [isRejecting, setIsRejecting] = useState(false);
  const website = websiteHref(v.comp_site);

  return (
    <ActionDialog title={`Business registration of ${v.comp_name}`} isBusy={approve.isPending} onClose={onClose}>
      <div className="flex flex-col gap-5">
        <Part title="Company">
          <DetailsList>
            <Detail term="Company">{v.comp_name}</Detail>
            <Detail term="Industry">{orNotProvided(v.industry)}</Detail>
            <Detail term="Location">{orNotProvided(v.location)}</Detail>
            <Detail term="Website" className="break-all">
              {website ? (
                <a href={website} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
                  {v.comp_site.trim()} <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : (
                NOT_PROVIDED
              )}
            </Detail>
            <Detail term="Contact person">{orNotProvided(v.contact_name)}</Detail>
            <Detail term="Email" className="break-all">
              <a href={`mailto:${v.email}`} className="break-all text-brand-800 underline">
                {v.email}
              </a>
            </Detail>
          </DetailsList>
        </Part>
        <Part title="Registration">
          <DetailsList>
            <Detail term="Kind">{registrationTypeText(v.registration_type)}</Detail>
            <Detail term="Registration number">{v.registration_number}</Detail>
            <Detail term="TIN">{formatTin(v.tin)}</Detail>
            <Detail term="Sent on">
              <time dateTime={v.submitted_at}>{formatShortDate(v.submitted_at)}</time>
            </Detail>
          </DetailsList>
        </Part>
        <CertificateView verification={v} />
        {approve.isError ? <ActionError message={APPROVE_VERIFICATION_ERROR} error={approve.error} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={approve.isPending}>
            Close
          </Button>
          <Button variant="danger-outline" onPress={() => setIsRejecting(true)} isDisabled={approve.isPending}>
            Reject
          </Button>
          <Button
            onPress={() => approve.mutate(v.employer_id, { onSuccess: (answer) => onDecided(answer.message) })}
            isPending={approve.isPending}
          >
            Approve
          </Button>
        </div>
      </div>
      {isRejecting ? (
        <RejectVerificationDialog verification={v} onClose={() => setIsRejecting(false)} onRejected={onDecided} />
      ) : null}
    </ActionDialog>
  );
}
