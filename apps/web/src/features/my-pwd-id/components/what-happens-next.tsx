import { MY_PWD_ID_MESSAGES } from '@kakayahan/contracts';
import { durationInWords } from '../../../lib/duration-in-words';

/** How long a check usually takes, in a sentence: the recent median in words, or the general rule. */
export function usualWaitSentence(usualWaitHours: number | null): string {
  if (usualWaitHours === null) return MY_PWD_ID_MESSAGES.usualWaitUnknown;
  return `Recently, a registration was usually checked within ${durationInWords(usualWaitHours)}.`;
}

/** The steps after the check, in order, so the wait has an end in view. */
export function WhatHappensNext({ email }: { email: string }) {
  return (
    <section aria-labelledby="what-happens-next" className="flex flex-col gap-2">
      <h2 id="what-happens-next" className="text-xl font-bold text-slate-900">
        What happens next
      </h2>
      <ol className="list-decimal space-y-1 pl-6 text-slate-800">
        <li>An administrator compares your card photo with the ID number and disability type you gave.</li>
        <li>
          When it is approved, we e-mail you at <span className="break-all font-semibold">{email}</span>.
        </li>
        <li>From then on you can find jobs, apply and follow your applications.</li>
      </ol>
      <p className="text-slate-800">
        If something needs fixing, correct it below or send a clearer photo: the administrator sees the change.
      </p>
    </section>
  );
}
