import { JOB_FAIR_MESSAGES, jobFairCheckInRequestSchema } from '@kakayahan/contracts';
import { useState, type SyntheticEvent } from 'react';
import { LiveRegion } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { ApiError } from '../../../../lib/api-client';
import { useCheckIn } from '../../api/check-in';
import { canScanQrCodes, QrScannerDialog } from './qr-scanner-dialog';

export const CHECK_IN_FAILED = 'Check-in failed. Please try again.';

interface CheckInResult {
  tone: 'success' | 'error';
  text: string;
}

/** The server's own words for a refused code (unknown, already checked in, not open yet), else ours. */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.isServerMessage && error.status >= 400 && error.status < 500
    ? error.message
    : CHECK_IN_FAILED;
}

/**
 * Check-in on the day: type the code the participant shows or reads out (works for everyone, screen
 * readers included) or, where the browser can, scan their QR code. The result — checked in, already
 * checked in, unknown code — is said in a live region that is always on the page, and the list updates.
 */
export function CheckInPanel({ jobFairId }: { jobFairId: number }) {
  const checkIn = useCheckIn();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [result, setResult] = useState<CheckInResult | null>(null);
  const [isScanning, setIsScanning] = useState(false);
  const [canScan] = useState(canScanQrCodes);

  function submit(rawCode: string) {
    const parsed = jobFairCheckInRequestSchema.safeParse({ code: rawCode });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? JOB_FAIR_MESSAGES.checkInCodeRequired);
      return;
    }
    setCodeError(undefined);
    setResult(null);
    checkIn.mutate(
      { jobFairId, code: parsed.data.code },
      {
        onSuccess: (answer) => {
          setResult({ tone: 'success', text: answer.message });
          setCode('');
        },
        onError: (error) => setResult({ tone: 'error', text: failureText(error) }),
      },
    );
  }

  function handleSubmit(event: SyntheticEvent) {
    event.preventDefault();
    submit(code);
  }

  return (
    <section
      aria-labelledby="check-in-heading"
      className="flex flex-col gap-3 rounded-md border-2 border-slate-300 p-4"
    >
      <h2 id="check-in-heading" className="text-2xl font-bold text-slate-900">
        Check in participants
      </h2>
      <form noValidate onSubmit={handleSubmit} className="flex flex-wrap items-end gap-2" aria-label="Check in">
        <TextField
          label="Check-in code"
          name="check-in-code"
          description="The code under the participant’s QR code. Type it, or ask them to read it out."
          autoComplete="off"
          value={code}
          onChange={setCode}
          errorMessage={codeError}
          className="min-w-0 flex-1 basis-56"
        />
        <Button type="submit" isPending={checkIn.isPending}>
          Check in
        </Button>
        {canScan ? (
          <Button variant="secondary" onPress={() => setIsScanning(true)}>
            Scan QR code
          </Button>
        ) : null}
      </form>
      <LiveRegion>
        {result ? (
          <p
            className={`rounded-md border-l-4 p-3 font-semibold ${
              result.tone === 'success'
                ? 'border-green-700 bg-green-50 text-green-900'
                : 'border-red-700 bg-red-50 text-red-900'
            }`}
          >
            <span aria-hidden="true">{result.tone === 'success' ? '✓ ' : '⚠ '}</span>
            <span className="sr-only">{result.tone === 'success' ? 'Success: ' : 'Error: '}</span>
            {result.text}
          </p>
        ) : null}
      </LiveRegion>
      {isScanning ? (
        <QrScannerDialog
          onCode={(scanned) => {
            setIsScanning(false);
            setCode(scanned);
            submit(scanned);
          }}
          onClose={() => setIsScanning(false)}
        />
      ) : null}
    </section>
  );
}
