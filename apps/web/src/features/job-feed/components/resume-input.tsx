import { PROFILE_MESSAGES, RESUME_CONTENT_TYPES, RESUME_MAX_BYTES } from '@kakayahan/contracts';
import { useId, type Ref } from 'react';
import {
  ErrorText,
  fieldDescriptionClasses,
  fieldErrorClasses,
  fieldLabelClasses,
} from '../../../components/ui/field-parts';

const RESUME_ACCEPT = ['.pdf', '.doc', '.docx', ...RESUME_CONTENT_TYPES].join(',');

/** Why a chosen resume cannot be sent, or null. Phones sometimes give no type: the name decides then. */
export function resumeProblem(file: File): string | null {
  const isKnownType = (RESUME_CONTENT_TYPES as readonly string[]).includes(file.type);
  const isUntypedDocument =
    (file.type === '' || file.type === 'application/octet-stream') && /\.(pdf|docx?)$/iu.test(file.name);
  if (!isKnownType && !isUntypedDocument) return PROFILE_MESSAGES.resumeType;
  if (file.size > RESUME_MAX_BYTES) return PROFILE_MESSAGES.resumeTooLarge;
  return null;
}

/**
 * The optional resume of this application: a native file input (the most dependable picker on phones and
 * with screen readers), its hint and its error tied to it.
 */
export function ResumeInput({
  profileResumeName,
  errorMessage,
  onChoose,
  inputRef,
}: {
  /** The resume already on the profile, used when no file is chosen here. */
  profileResumeName: string | null;
  errorMessage: string | null;
  onChoose: (file: File | null) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const hint = profileResumeName
    ? `PDF or Word, up to 10 MB. If you do not choose a file, the resume on your profile (${profileResumeName}) is sent.`
    : 'PDF or Word, up to 10 MB. Your profile has no resume yet, so choose one here or add one in Edit Profile.';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={fieldLabelClasses}>
        Resume <span className="font-normal text-slate-700">(optional)</span>
      </label>
      <p id={`${id}-hint`} className={fieldDescriptionClasses}>
        {hint}
      </p>
      <input
        ref={inputRef}
        id={id}
        name="resume"
        type="file"
        accept={RESUME_ACCEPT}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        className="min-h-11 max-w-full rounded-md border-2 border-slate-500 bg-white p-2 aria-[invalid=true]:border-red-700"
      />
      {errorMessage ? (
        <p id={`${id}-error`} className={fieldErrorClasses}>
          <ErrorText message={errorMessage} />
        </p>
      ) : null}
    </div>
  );
}
