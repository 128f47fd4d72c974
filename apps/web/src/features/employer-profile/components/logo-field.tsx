import { useEffect, useRef, useState } from 'react';
import { FileField } from '../../../components/ui/file-field';
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
 * A temporary address for previewing the chosen image: made when a file is chosen, released when
 * another is chosen, the choice is removed, or the field goes.
 */
function usePreview() {
  const [url, setUrl] = useState<string | null>(null);
  const urlRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = null;
    },
    [],
  );
  function show(file: File | null) {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    // jsdom (tests) has no object URLs; the logo is then simply not previewed.
    urlRef.current = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setUrl(urlRef.current);
  }
  return { url, show };
}

/**
 * The company logo: the shared file field with a preview of the chosen image (or the saved logo). A
 * file that is not an image is refused with the spec's message.
 */
export function LogoField({ label, currentLogo, companyName, file, errorMessage, onChange }: LogoFieldProps) {
  const preview = usePreview();
  const shownLogo = file ? preview.url : currentLogo;

  return (
    <FileField
      label={label}
      name="comp_logo"
      accept="image/*"
      description="Optional. A JPEG, PNG or WebP image of at most 10 MB; it is shown with your jobs."
      file={file}
      errorMessage={errorMessage}
      check={logoProblem}
      fileNoun="logo"
      onChange={(chosen, problem) => {
        preview.show(chosen);
        onChange(chosen, problem);
      }}
      current={
        shownLogo ? (
          <img
            src={shownLogo}
            alt={file ? `Preview of the new logo, ${file.name}` : `Current logo of ${companyName || 'your company'}`}
            className="size-24 rounded-md border border-slate-300 bg-white object-contain"
          />
        ) : null
      }
    />
  );
}
