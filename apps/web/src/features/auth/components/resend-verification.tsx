import { resendVerificationRequestSchema } from '@kakayahan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormEmailField } from '../../../components/ui/form-fields';
import { errorMessage } from '../../../lib/api-client';
import { useResendVerification } from '../api/resend-verification';

function ResendAnswer({ message, isError }: { message: string | null; isError: boolean }) {
  // The region is always present, so the answer placed in it later is announced politely.
  return (
    <LiveRegion>
      {message ? (
        <p
          className={`flex items-start gap-2 rounded-md border-l-4 p-3 font-semibold ${
            isError ? 'border-red-700 bg-red-50 text-red-900' : 'border-green-700 bg-green-50 text-green-900'
          }`}
        >
          <span aria-hidden="true">{isError ? '⚠' : '✓'}</span>
          <span>
            <span className="sr-only">{isError ? 'Error: ' : 'Sent: '}</span>
            {message}
          </span>
        </p>
      ) : null}
    </LiveRegion>
  );
}

/**
 * "Send a new verification link" for the e-mail already typed in a sign-in form (`getEmail` reads it
 * when pressed). The server's answer is shown in a status region.
 */
export function ResendVerificationButton({ getEmail }: { getEmail: () => string }) {
  const resend = useResendVerification();
  const message = resend.isSuccess ? resend.data.message : resend.isError ? errorMessage(resend.error) : null;
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        isPending={resend.isPending}
        onPress={() => resend.mutate(getEmail().trim())}
        className="w-full sm:w-auto sm:self-start"
      >
        {resend.isPending ? 'Sending...' : 'Send a new verification link'}
      </Button>
      <ResendAnswer message={message} isError={resend.isError} />
    </div>
  );
}

type ResendInput = z.input<typeof resendVerificationRequestSchema>;
type ResendOutput = z.output<typeof resendVerificationRequestSchema>;

/** A small form asking for a new verification link by e-mail address (for an expired or broken link). */
export function ResendVerificationForm() {
  const resend = useResendVerification();
  const { control, formState, handleSubmit } = useForm<ResendInput, unknown, ResendOutput>({
    resolver: zodResolver(resendVerificationRequestSchema),
    defaultValues: { email: '' },
  });
  const message = resend.isSuccess ? resend.data.message : resend.isError ? errorMessage(resend.error) : null;

  async function handleValid(values: ResendOutput) {
    resend.reset();
    await resend.mutateAsync(values.email).catch(() => undefined);
  }

  return (
    <form
      noValidate
      aria-label="Get a new verification link"
      onSubmit={(event) => void handleSubmit(handleValid)(event)}
      className="flex flex-col gap-4"
    >
      <FormEmailField control={control} name="email" isRequired />
      <Button type="submit" isPending={formState.isSubmitting} className="w-full sm:w-auto sm:self-start">
        {formState.isSubmitting ? 'Sending...' : 'Send a new verification link'}
      </Button>
      <ResendAnswer message={message} isError={resend.isError} />
    </form>
  );
}
