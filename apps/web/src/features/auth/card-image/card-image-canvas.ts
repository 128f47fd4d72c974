import {
  fitWithin,
  grayscaleValues,
  sharpnessMeasure,
  shouldConvertToGrayscale,
  toGrayscale,
  type Size,
} from './card-image-pixels';

/** JPEG quality of the colour copy the administrator sees: the print stays crisp at a few hundred KB. */
const UPLOAD_JPEG_QUALITY = 0.9;

/** The two images made from one card photo. */
export interface PreparedCardImage {
  /** For text recognition (POST /api/ocr/): PNG, in grayscale when the photo is soft or flat. */
  ocrImage: Blob;
  /** For the administrator's check (POST /api/upload-pwd-card/): the colour photo as JPEG. */
  uploadImage: Blob;
  sharpness: number;
  isGrayscale: boolean;
}

/** Turns a chosen card photo into the images to send; injected so tests can replace the canvas work. */
export type PrepareCardImage = (file: File) => Promise<PreparedCardImage>;

interface DecodedImage {
  source: CanvasImageSource;
  size: Size;
  release: () => void;
}

async function decodeWithImageElement(file: File): Promise<DecodedImage> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    source: image,
    size: { width: image.naturalWidth, height: image.naturalHeight },
    release: () => URL.revokeObjectURL(url),
  };
}

/**
 * Decodes the photo upright: createImageBitmap applies the camera's EXIF orientation by default.
 * Browsers without it (or that refuse the format) fall back to an <img>.
 */
async function decode(file: File): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, size: { width: bitmap.width, height: bitmap.height }, release: () => bitmap.close() };
    } catch {
      // Fall through to the <img> path, which some browsers decode more formats with.
    }
  }
  return decodeWithImageElement(file);
}

function canvasToBlob(canvas: HTMLCanvasElement, type: 'image/png' | 'image/jpeg', quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`The image could not be encoded as ${type}.`))),
      type,
      quality,
    );
  });
}

/**
 * Document 1 §5 in the browser: the photo is scaled down (CARD_IMAGE_MAX_SIDE), drawn on a canvas,
 * its sharpness measured on grayscale values, turned to grayscale when the measure is below 140, and
 * encoded as PNG for recognition. A colour JPEG of the same scaled photo is made for the upload.
 */
export const prepareCardImage: PrepareCardImage = async (file) => {
  const decoded = await decode(file);
  const canvas = document.createElement('canvas');
  try {
    const { width, height } = fitWithin(decoded.size.width, decoded.size.height);
    if (width === 0 || height === 0) throw new Error('The image is empty.');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('This browser cannot process images.');
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(decoded.source, 0, 0, width, height);
    // The full-size photo is no longer needed; release it before encoding (releasing twice is harmless).
    decoded.release();

    const uploadImage = await canvasToBlob(canvas, 'image/jpeg', UPLOAD_JPEG_QUALITY);
    const pixels = context.getImageData(0, 0, width, height);
    const gray = grayscaleValues(pixels.data);
    const sharpness = sharpnessMeasure(gray, width, height);
    const isGrayscale = shouldConvertToGrayscale(sharpness);
    if (isGrayscale) {
      pixels.data.set(toGrayscale(pixels.data, gray));
      context.putImageData(pixels, 0, 0);
    }
    const ocrImage = await canvasToBlob(canvas, 'image/png');
    return { ocrImage, uploadImage, sharpness, isGrayscale };
  } finally {
    decoded.release();
    // Frees the canvas memory at once; cheap phones hold little.
    canvas.width = 0;
    canvas.height = 0;
  }
};
