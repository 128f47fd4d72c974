import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH } from './card-parts.js';
import type { Random } from './random.js';

/**
 * none: the flat card, as from a scanner. mild: a careful photo. phone: an ordinary phone photo
 * (tilt up to ±8°, perspective, blur, noise, uneven light, JPEG). harsh: a poor one (more blur and
 * noise, stronger light fall-off, lower JPEG quality, smaller card in the frame).
 */
export type Degradation = 'none' | 'mild' | 'phone' | 'harsh';

export const DEGRADATIONS: readonly Degradation[] = ['none', 'mild', 'phone', 'harsh'];

/** Everything random about one photo, drawn up front so the run is reproducible. */
export interface PhotoSettings {
  viewport: { width: number; height: number };
  /** Device scale factor: the photo is viewport × scale pixels. */
  scale: number;
  background: string;
  /** Card width as a share of the frame width. */
  cardShare: number;
  offsetX: number;
  offsetY: number;
  rotateZ: number;
  rotateX: number;
  rotateY: number;
  vignette: number;
  shadeAngle: number;
  shade: number;
  glare: { x: number; y: number; strength: number };
  warmth: number;
  /** Focus blur, in pixels of a 1600-pixel-wide photo (scaled with the photo). */
  blurSigma: number;
  /** Hand shake: a line blur of this length (same unit), 0 for none, at `motionAngle` degrees. */
  motionLength: number;
  motionAngle: 0 | 45 | 90 | 135;
  noise: number;
  jpegQuality: number;
  /** Store the pixels turned and an EXIF orientation that turns them back (as phones do). */
  exifOrientation: 1 | 6 | 8;
}

const BACKGROUNDS = [
  'repeating-linear-gradient(93deg, #8b5a2b 0 14px, #7a4e25 14px 22px, #94643a 22px 40px)',
  'radial-gradient(circle at 40% 40%, #34476b, #172033)',
  'linear-gradient(160deg, #a2a2a2, #6f6f6f)',
  'linear-gradient(170deg, #ebe8e2, #cfcbc2)',
  'repeating-conic-gradient(#b8413a 0 25%, #efe9dc 0 50%) 0 0 / 70px 70px',
  'linear-gradient(200deg, #3c3c3c, #191919)',
];

/** Draws the random settings of a photo at the given level. */
export function photoSettings(random: Random, level: Exclude<Degradation, 'none'>): PhotoSettings {
  const strong = level === 'harsh';
  const tilt = level === 'mild' ? 3 : 8;
  const portrait = random.chance(0.3);
  const viewport = portrait ? { width: 750, height: 1000 } : { width: 1000, height: 750 };
  // Messaging apps shrink photos to 960–1280 pixels; cameras give 3000–4000.
  const longSide = random.pick(
    level === 'mild' ? [1600, 2048, 3024] : strong ? [960, 1280, 1600, 2048] : [1280, 1600, 2048, 3024, 4032],
  );
  return {
    viewport,
    scale: longSide / 1000,
    background: random.pick(BACKGROUNDS),
    // A card photographed from arm's length fills half the frame or less.
    cardShare: portrait
      ? random.between(level === 'mild' ? 0.8 : 0.62, 0.94)
      : random.between(level === 'mild' ? 0.6 : strong ? 0.4 : 0.45, 0.9),
    offsetX: random.between(-0.05, 0.05),
    offsetY: random.between(-0.06, 0.06),
    rotateZ: random.between(-tilt, tilt),
    rotateX: random.between(-tilt, tilt) * (strong ? 1.5 : 1),
    rotateY: random.between(-tilt, tilt) * (strong ? 1.5 : 1),
    vignette: random.between(0.1, strong ? 0.6 : 0.35),
    shadeAngle: random.int(0, 359),
    shade: level === 'mild' ? random.between(0, 0.12) : random.between(0.05, strong ? 0.45 : 0.3),
    glare: {
      x: random.between(10, 90),
      y: random.between(10, 90),
      strength: random.chance(level === 'mild' ? 0.1 : 0.4) ? random.between(0.15, strong ? 0.55 : 0.4) : 0,
    },
    warmth: random.between(0, strong ? 0.35 : 0.2),
    blurSigma: level === 'mild' ? random.between(0.3, 0.6) : random.between(strong ? 1.0 : 0.4, strong ? 1.8 : 1.2),
    motionLength: random.chance(level === 'mild' ? 0 : strong ? 0.4 : 0.15) ? random.between(2, strong ? 6 : 4) : 0,
    motionAngle: random.pick([0, 45, 90, 135] as const),
    noise: level === 'mild' ? random.between(1, 3) : random.between(strong ? 6 : 2, strong ? 12 : 7),
    jpegQuality: level === 'mild' ? random.int(85, 92) : random.int(strong ? 45 : 60, strong ? 65 : 88),
    exifOrientation: level === 'mild' ? 1 : random.pick([1, 1, 1, 6, 8] as const),
  };
}

/** The photo scene: a surface, the card turned in 3-D with a shadow, and light falling unevenly over it. */
export function sceneHtml(card: string, settings: PhotoSettings): string {
  const { viewport, glare } = settings;
  const scale = (settings.cardShare * viewport.width) / CARD_WIDTH;
  const left = (viewport.width - CARD_WIDTH) / 2 + settings.offsetX * viewport.width;
  const top = (viewport.height - CARD_HEIGHT) / 2 + settings.offsetY * viewport.height;
  const transform = `perspective(1800px) rotateX(${settings.rotateX.toFixed(2)}deg) rotateY(${settings.rotateY.toFixed(2)}deg) rotate(${settings.rotateZ.toFixed(2)}deg) scale(${scale.toFixed(4)})`;
  const layer = 'position:absolute;inset:0;pointer-events:none';
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;height:100%;overflow:hidden}
    .card{box-shadow:6px 12px 28px rgba(0,0,0,0.45)}</style></head>
    <body style="background:${settings.background}">
    <div style="position:absolute;left:${left.toFixed(1)}px;top:${top.toFixed(1)}px;transform:${transform}">${card}</div>
    <div style="${layer};background:linear-gradient(${settings.shadeAngle}deg, rgba(0,0,0,${settings.shade.toFixed(2)}), rgba(0,0,0,0) 70%)"></div>
    <div style="${layer};background:radial-gradient(ellipse at 50% 50%, rgba(0,0,0,0) 45%, rgba(0,0,0,${settings.vignette.toFixed(2)}) 100%)"></div>
    <div style="${layer};background:radial-gradient(circle at ${glare.x.toFixed(0)}% ${glare.y.toFixed(0)}%, rgba(255,255,245,${glare.strength.toFixed(2)}) 0, rgba(255,255,245,0) 22%)"></div>
    <div style="${layer};background:rgba(255,170,90,${settings.warmth.toFixed(2)});mix-blend-mode:multiply"></div>
    </body></html>`;
}

/** A page with just the flat card, for the "none" level. */
export function flatCardHtml(card: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:#fff}
    .card{border-radius:0 !important}</style></head><body>${card}</body></html>`;
}

/** Sensor noise: roughly Gaussian (sum of three uniforms), mostly in brightness, a little in colour. */
function addNoise(data: Buffer, sigma: number, random: Random): void {
  const gauss = (): number => (random.next() + random.next() + random.next() - 1.5) * 2;
  for (let i = 0; i < data.length; i += 3) {
    const luma = gauss() * sigma;
    for (let c = 0; c < 3; c += 1) {
      const value = (data[i + c] ?? 0) + luma + gauss() * sigma * 0.35;
      data[i + c] = value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
    }
  }
}

/** A normalised line kernel (hand shake during the exposure). */
function motionKernel(
  length: number,
  angle: PhotoSettings['motionAngle'],
): { width: number; height: number; kernel: number[] } {
  const size = Math.max(3, Math.round(length) | 1);
  const kernel = new Array<number>(size * size).fill(0);
  const mid = (size - 1) / 2;
  for (let i = 0; i < size; i += 1) {
    const [x, y] = angle === 0 ? [i, mid] : angle === 90 ? [mid, i] : angle === 45 ? [i, size - 1 - i] : [i, i];
    kernel[y * size + x] = 1 / size;
  }
  return { width: size, height: size, kernel };
}

/** Blur, hand shake, noise and JPEG compression over the rendered scene (and the EXIF turn when asked). */
export async function developPhoto(png: Buffer, settings: PhotoSettings, random: Random): Promise<Buffer> {
  // Blur is drawn for a 1600-pixel photo; a larger photo of the same scene blurs over more pixels.
  const pixelScale = (settings.scale * Math.max(settings.viewport.width, settings.viewport.height)) / 1600;
  let pipeline = sharp(png).removeAlpha();
  const sigma = settings.blurSigma * pixelScale;
  if (sigma >= 0.3) pipeline = pipeline.blur(sigma);
  if (settings.motionLength > 0)
    pipeline = pipeline.convolve(motionKernel(settings.motionLength * pixelScale, settings.motionAngle));
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  addNoise(data, settings.noise, random);
  let image = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } });
  if (settings.exifOrientation !== 1) {
    // Orientation 6 means "turn 90° clockwise to view", so the stored pixels are turned the other way.
    image = image
      .rotate(settings.exifOrientation === 6 ? 270 : 90)
      .withMetadata({ orientation: settings.exifOrientation });
  }
  return image.jpeg({ quality: settings.jpegQuality, mozjpeg: false }).toBuffer();
}
