import { CheckInQrCode } from './check-in-qr-code';

/**
 * The registrant's check-in code: large text (with each character read out on its own by screen
 * readers, so a code like "K7P2" is not read as a word) and the QR code the employer scans.
 */
export function CheckInPass({ code }: { code: string }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-slate-800">Show this at the entrance, or read the code out.</p>
      <p className="rounded-md border-2 border-slate-400 bg-slate-50 px-4 py-2">
        <span className="block text-sm font-semibold text-slate-700">Check-in code</span>
        <span aria-hidden="true" className="block font-mono text-3xl font-bold tracking-widest text-slate-900">
          {code}
        </span>
        <span className="sr-only">{code.split('').join(' ')}</span>
      </p>
      <CheckInQrCode code={code} />
    </div>
  );
}
