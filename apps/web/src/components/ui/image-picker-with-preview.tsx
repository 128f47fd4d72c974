import { useEffect, useRef, useState } from 'react';
import { FileField, type FileFieldProps } from './file-field';

/** An image already on file, shown until a new one is chosen. */
export interface CurrentImage {
  src: string;
  alt: string;
}

export interface ImagePickerWithPreviewProps extends Omit<FileFieldProps, 'accept' | 'current'> {
  /** The image on file (a saved logo), or null when there is none to show. */
  current?: CurrentImage | null;
  /** The preview's text alternative, from the chosen file ("Preview of the new logo, logo.png"). */
  previewAlt: (file: File) => string;
  /** The preview's size and frame: a logo is a small square, a card photo a wide picture. */
  imageClassName: string;
}

/** Lets go of a preview's address (if any). */
function releaseUrl(urlRef: { current: string | null }): void {
  if (urlRef.current) URL.revokeObjectURL(urlRef.current);
  urlRef.current = null;
}

/**
 * A temporary address for previewing the chosen image: made when a file is chosen, released when
 * another is chosen, the choice is cleared (removed, or sent and reset by the form), or the field goes.
 */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  const urlRef = useRef<string | null>(null);
  // Released as soon as the form clears the choice (the stale address is then not shown), and on unmount.
  useEffect(() => {
    if (!file) releaseUrl(urlRef);
  }, [file]);
  useEffect(() => () => releaseUrl(urlRef), []);
  function show(chosen: File | null) {
    releaseUrl(urlRef);
    // jsdom (tests) without a stand-in has no object URLs; the image is then simply not previewed.
    urlRef.current = chosen && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : null;
    setUrl(urlRef.current);
  }
  return { url: file ? url : null, show };
}

/**
 * The shared file field for one picture (a company logo, a photo of a PWD card): it accepts images
 * only and shows a preview of the chosen one, else the image on file. The preview has a text
 * alternative naming the chosen file, so the choice is said in words as well as shown.
 */
export function ImagePickerWithPreview({
  current = null,
  previewAlt,
  imageClassName,
  file,
  onChange,
  ...fieldProps
}: ImagePickerWithPreviewProps) {
  const preview = usePreview(file);
  let shown: CurrentImage | null = current;
  if (file) shown = preview.url ? { src: preview.url, alt: previewAlt(file) } : null;
  return (
    <FileField
      {...fieldProps}
      accept="image/*"
      file={file}
      onChange={(chosen, problem) => {
        preview.show(chosen);
        onChange(chosen, problem);
      }}
      current={shown ? <img src={shown.src} alt={shown.alt} className={imageClassName} /> : null}
    />
  );
}
