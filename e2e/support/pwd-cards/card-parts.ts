import type { Random } from './random.js';

/** Card face size in CSS pixels: ID-1 (85.6 × 54 mm) at 10 px per millimetre. */
export const CARD_WIDTH = 856;
export const CARD_HEIGHT = 540;

/** Font stacks from the system (Debian's fonts-dejavu-core and fonts-liberation); nothing is fetched. */
export const FONTS = {
  sans: "'Liberation Sans', 'DejaVu Sans', sans-serif",
  serif: "'Liberation Serif', 'DejaVu Serif', serif",
  narrow: "'Liberation Sans Narrow', 'DejaVu Sans', sans-serif",
  dejavu: "'DejaVu Sans', sans-serif",
  dejavuSerif: "'DejaVu Serif', serif",
  mono: "'Liberation Mono', 'DejaVu Sans Mono', monospace",
  dejavuMono: "'DejaVu Sans Mono', monospace",
} as const;

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (char) => `&#${char.charCodeAt(0)};`);
}

/** Card colours: paper, a light tint for patterns and cells, a dark accent for bands and headings, ink. */
export interface Palette {
  paper: string;
  tint: string;
  accent: string;
  ink: string;
}

export const PALETTES: readonly Palette[] = [
  { paper: '#fdfcf4', tint: '#e3ecf9', accent: '#1d4f91', ink: '#111' },
  { paper: '#fffdf2', tint: '#fdf0c4', accent: '#b4321f', ink: '#1a1a1a' },
  { paper: '#f6fbf5', tint: '#d9f0dc', accent: '#1f6b3a', ink: '#101810' },
  { paper: '#fbf7ff', tint: '#ebe2f7', accent: '#5b2c83', ink: '#141018' },
  { paper: '#fefefe', tint: '#e7f3f7', accent: '#0f6474', ink: '#0d1417' },
];

/** A faint guilloche-like security pattern, as printed under the text of government IDs. */
export function securityPattern(random: Random, palette: Palette): string {
  const x = random.int(20, 80);
  const y = random.int(20, 80);
  return [
    `repeating-radial-gradient(circle at ${x}% ${y}%, transparent 0 9px, ${palette.tint} 10px 11px, transparent 12px 20px)`,
    `linear-gradient(135deg, ${palette.paper}, ${palette.tint})`,
  ].join(', ');
}

/** A round seal with initials, like a city or NCDA logo. */
export function seal(initials: string, palette: Palette, size: number): string {
  return `<div style="width:${size}px;height:${size}px;border-radius:50%;border:4px double ${palette.accent};
    display:flex;align-items:center;justify-content:center;color:${palette.accent};font:bold ${Math.round(size / 3.6)}px
    ${FONTS.serif};background:radial-gradient(circle, #fff 55%, ${palette.tint} 56%);flex:none">${escapeHtml(initials)}</div>`;
}

/** The 1×1-inch photo box with a grey head-and-shoulders silhouette. */
export function photoBox(width: number, height: number, random: Random): string {
  const shade = random.pick(['#b9c2cc', '#c8bfb4', '#aab4a9', '#c3c3c3']);
  return `<div style="width:${width}px;height:${height}px;border:2px solid #333;background:#eef1f4;position:relative;
    overflow:hidden;flex:none"><div style="position:absolute;left:50%;top:18%;width:38%;height:38%;
    transform:translateX(-50%);border-radius:50%;background:${shade}"></div><div style="position:absolute;left:50%;
    bottom:-18%;width:84%;height:48%;transform:translateX(-50%);border-radius:45% 45% 0 0;background:${shade}"></div></div>`;
}

/** A scribbled signature (a random smooth SVG path) over a line with its caption. */
export function signatureLine(caption: string, width: number, random: Random, font: string): string {
  let path = `M ${random.int(10, 30)} ${random.int(22, 34)}`;
  let x = 20;
  while (x < width * 0.6) {
    x += random.int(14, 30);
    path += ` Q ${x - random.int(4, 10)} ${random.int(0, 16)} ${x} ${random.int(18, 40)}`;
  }
  const ink = random.pick(['#1b2a7a', '#0c0c0c', '#22305e']);
  return `<div style="width:${width}px;text-align:center;font:12px ${font};color:#222">
    <svg width="${width}" height="42" viewBox="0 0 ${width} 42" aria-hidden="true"><path d="${path}" fill="none"
    stroke="${ink}" stroke-width="2" stroke-linecap="round"/></svg>
    <div style="border-top:1.5px solid #222;padding-top:2px">${escapeHtml(caption)}</div></div>`;
}

/**
 * Typewriter text: each letter nudged off the baseline and inked a little unevenly, as on cards
 * typed by hand at a municipal office.
 */
export function typewritten(text: string, random: Random): string {
  return Array.from(text)
    .map((char) => {
      if (char === ' ') return ' ';
      const dy = random.between(-1.2, 1.2).toFixed(2);
      const ink = random.between(0.72, 1).toFixed(2);
      return `<span style="display:inline-block;transform:translateY(${dy}px);opacity:${ink}">${escapeHtml(char)}</span>`;
    })
    .join('');
}

/** The legal footer every card carries (the numbers in it must not be mistaken for the ID). */
export function legalNotice(random: Random): string {
  return random.pick([
    'This card is issued pursuant to REPUBLIC ACTS 9442 AND 10754. It is NON-TRANSFERABLE; misuse is punishable by law.',
    'REPUBLIC ACTS 9442 and 10754 entitle the holder to a 20% discount and VAT exemption. Valid nationwide.',
    'REPUBLIC ACTS 9442, 10754 AND 7277 (Magna Carta for Persons with Disability). Not valid without signature.',
  ]);
}
