import { ImagePickerWithPreview } from '../../../components/ui/image-picker-with-preview';
import { logoProblem } from './employer-profile-form-values';

export interface LogoFieldProps {
  label: string;
  /** The saved logo's path, shown until a new one is chosen. */
  currentLogo: string | null;
  companyName: string;
  file: File | null;
  errorMessage: string | null;
  onChange: (file: File | null, problem: string | null) => void;
}

/**
 * The company logo: the shared image picker with a preview of the chosen image (or the saved logo). A
 * file that is not an image is refused with the spec's message.
 */
export function LogoField({ label, currentLogo, companyName, file, errorMessage, onChange }: LogoFieldProps) {
  return (
    <ImagePickerWithPreview
      label={label}
      name="comp_logo"
      description="Optional. A JPEG, PNG or WebP image of at most 10 MB; it is shown with your jobs."
      file={file}
      errorMessage={errorMessage}
      check={logoProblem}
      fileNoun="logo"
      onChange={onChange}
      current={currentLogo ? { src: currentLogo, alt: `Current logo of ${companyName || 'your company'}` } : null}
      previewAlt={(chosen) => `Preview of the new logo, ${chosen.name}`}
      imageClassName="size-24 rounded-md border border-slate-300 bg-white object-contain"
    />
  );
}
