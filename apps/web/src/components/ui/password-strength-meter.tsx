import { passwordVerdict, type PasswordChecks } from '@kakayahan/contracts';
import { LiveRegion } from './alert';

const CHECKLIST: { key: keyof PasswordChecks; label: string }[] = [
  { key: 'hasMinLength', label: '8 or more characters' },
  { key: 'hasUppercase', label: 'One uppercase letter' },
  { key: 'hasDigit', label: 'One number' },
  { key: 'hasSpecial', label: 'One special character' },
];

/** Said when the password is a well-known one, however long and mixed it is. */
export const COMMON_PASSWORD_NOTE = 'This is a commonly used password.';

const SEGMENTS = 5;
const BAR_COLOURS = ['bg-red-700', 'bg-red-700', 'bg-amber-600', 'bg-amber-600', 'bg-green-700', 'bg-green-700'];

function Requirement({ isMet, label }: { isMet: boolean; label: string }) {
  return (
    <li className={`flex items-start gap-2 ${isMet ? 'text-green-800' : 'text-slate-700'}`}>
      <span aria-hidden="true" className="w-4 font-bold">
        {isMet ? '✓' : '✗'}
      </span>
      <span>
        <span className="sr-only">{isMet ? 'Done: ' : 'Not yet: '}</span>
        {label}
      </span>
    </li>
  );
}

/**
 * How strong the typed password is, in words ("Password strength: Fair") and as a checklist with
 * ticks and crosses, so colour is never the only signal. The verdict is the server's own policy
 * (passwordVerdict in the contract: length, the mix, the common-password list): a password the server
 * would refuse never reads as "Good" or better, and the reason is said in words. The words sit in a
 * polite live region: a screen reader hears the strength when it changes, not on every key press.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label, checks, isAccepted, problem, isCommon } = passwordVerdict(password);
  const colour = BAR_COLOURS[score] ?? 'bg-red-700';
  const reason = isCommon ? COMMON_PASSWORD_NOTE : problem;
  return (
    <div className="flex flex-col gap-2 rounded-md border-2 border-slate-200 p-3">
      <LiveRegion className="min-h-6 text-sm text-slate-900">
        {password ? (
          <>
            <p>
              Password strength: <strong>{label}</strong>
            </p>
            {!isAccepted && reason ? <p className="font-semibold text-red-800">Not accepted: {reason}</p> : null}
          </>
        ) : null}
      </LiveRegion>
      <div aria-hidden="true" className="flex gap-1">
        {Array.from({ length: SEGMENTS }, (_, index) => (
          <span
            key={index}
            className={`h-2 flex-1 rounded-full border border-slate-400 ${index < score ? colour : 'bg-white'}`}
          />
        ))}
      </div>
      <p className="text-sm font-semibold text-slate-900">Your password needs:</p>
      <ul className="flex flex-col gap-1 text-sm">
        {CHECKLIST.map(({ key, label: requirement }) => (
          <Requirement key={key} isMet={checks[key]} label={requirement} />
        ))}
        <Requirement isMet={password !== '' && !isCommon} label="Not a commonly used password" />
      </ul>
    </div>
  );
}
