import { formatNotificationDate, type MyPwdId } from '@kakayahan/contracts';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';

export const CARD_NOT_SHOWN =
  'Your card photo could not be shown just now. Reload the page to see it again; the administrator can still see it.';
export const NO_CARD_ON_FILE = 'We have no photo of your card yet. Please send one below, so it can be checked.';

/** A date and time as the app says them, or the raw value when it cannot be read. */
function when(value: string): string {
  return formatNotificationDate(value) || value;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-slate-200 py-2 sm:flex-row sm:gap-4">
      <dt className="font-semibold text-slate-900 sm:w-44 sm:shrink-0">{term}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** The card photo on file, through its short-lived signed link, or why it is not shown. */
function CardPhoto({ card }: { card: MyPwdId['card'] }) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  if (!card) return <Alert tone="warning">{NO_CARD_ON_FILE}</Alert>;
  if (failedImage === card.image) return <Alert tone="warning">{CARD_NOT_SHOWN}</Alert>;
  return (
    <figure className="flex flex-col gap-2">
      <img
        src={card.image}
        alt={`Your PWD ID card, as you sent it on ${when(card.uploaded_at)}`}
        onError={() => setFailedImage(card.image)}
        className="max-h-72 w-auto max-w-full self-start rounded-md border-2 border-slate-300 object-contain"
      />
      <figcaption className="text-sm text-slate-700">Sent on {when(card.uploaded_at)}</figcaption>
    </figure>
  );
}

/**
 * What the job seeker registered with, as the administrator checks it: the card photo, the ID number
 * (in the national shape when it has it), the disability type, when they registered and whether their
 * e-mail address is verified (in words; `emailAction` offers a new link when it is not).
 */
export function RegistrationFacts({ registration, emailAction }: { registration: MyPwdId; emailAction?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <CardPhoto card={registration.card} />
      <dl className="flex flex-col">
        <Fact term="ID number">
          <span className="font-mono">{registration.id_number_formatted ?? registration.ID_no}</span>
        </Fact>
        <Fact term="Disability type">{registration.user_disability}</Fact>
        <Fact term="Registered on">{when(registration.registered_at)}</Fact>
        {registration.approved_at ? <Fact term="Approved on">{when(registration.approved_at)}</Fact> : null}
        <Fact term="E-mail address">
          <span className="break-all">{registration.email}</span>
          <span className="mt-1 flex items-start gap-1">
            <span aria-hidden="true">{registration.email_verified ? '✓' : '!'}</span>
            <span>
              {registration.email_verified ? 'Verified' : 'Not verified yet: please open the link we e-mailed you.'}
            </span>
          </span>
          {registration.email_verified ? null : emailAction}
        </Fact>
      </dl>
    </div>
  );
}
