import { pictureProblem, resumeProblem } from './edit-profile-schema';
import { FileField } from '../../../components/ui/file-field';

/** The accept list of the resume input: PDF and Word by extension and by type. */
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface ChosenFile {
  file: File | null;
  error: string | null;
  onChange: (file: File | null, problem: string | null) => void;
}

/**
 * The profile picture input, with a preview of the chosen picture (or the current one). The preview's
 * address is made by the form when the file is chosen, so it outlives a change of tab.
 */
export function PictureField({
  file,
  error,
  onChange,
  previewUrl,
  currentPicture,
}: ChosenFile & { previewUrl: string | null; currentPicture: string | null }) {
  let shown = null;
  if (previewUrl) {
    shown = <img src={previewUrl} alt="Preview of your new avatar" className="size-32 rounded-full object-cover" />;
  } else if (currentPicture) {
    shown = <img src={currentPicture} alt="Your current avatar" className="size-32 rounded-full object-cover" />;
  }
  return (
    <FileField
      label="Profile picture"
      name="profile_picture"
      accept="image/*"
      description="A photo of you or an image that stands for you: JPEG, PNG or another image file."
      file={file}
      errorMessage={error}
      check={pictureProblem}
      onChange={onChange}
      current={shown}
    />
  );
}

/** The resume input (PDF or Word, up to 10 MB), saying which resume is on file now. */
export function ResumeField({ file, error, onChange, currentName }: ChosenFile & { currentName: string | null }) {
  return (
    <FileField
      label="Resume"
      name="employee_resume"
      accept={RESUME_ACCEPT}
      description="PDF or Word, up to 10 MB"
      file={file}
      errorMessage={error}
      check={resumeProblem}
      onChange={onChange}
      current={
        currentName ? (
          <p className="break-all text-slate-800">
            <span className="font-semibold">Current resume:</span> {currentName}
          </p>
        ) : null
      }
    />
  );
}
