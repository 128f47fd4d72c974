/**
 * The pieces every form field shows the same way — label with "(required)" in words, description,
 * error text with an icon — so colour is never the only signal and all fields read alike. Used by the
 * react-aria fields and by native ones (select) alike.
 */
export const fieldLabelClasses = 'font-semibold text-slate-900';
export const fieldDescriptionClasses = 'text-sm text-slate-700';
export const fieldErrorClasses = 'text-sm font-medium text-red-800';

/** The label's text, with "(required)" said rather than shown as a bare asterisk. */
export function LabelText({ label, isRequired }: { label: string; isRequired?: boolean | undefined }) {
  return (
    <>
      {label}
      {isRequired ? <span className="font-normal text-slate-700"> (required)</span> : null}
    </>
  );
}

/** An error message with a warning icon that screen readers skip (the message says it all). */
export function ErrorText({ message }: { message: string | undefined }) {
  return (
    <>
      <span aria-hidden="true">⚠ </span>
      {message}
    </>
  );
}
